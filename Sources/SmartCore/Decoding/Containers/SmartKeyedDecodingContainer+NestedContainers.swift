import Foundation

/// Containers and decoders for a member's value, as `init(from:)` implementations ask for
/// them: nested keyed and unkeyed containers, and super decoders.
extension SmartKeyedDecodingContainer {
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard let value = value(for: key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for \(key.stringValue).")
            )
        }
        guard value.flatKind == .object else { throw decoder.mismatch([String: SmartJSONValue].self, found: value) }
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: value, convertsKeys: false, model: nil, isStrict: false, level: level))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard let value = value(for: key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for \(key.stringValue).")
            )
        }
        guard value.flatKind == .array else { throw decoder.mismatch([SmartJSONValue].self, found: value) }
        return SmartUnkeyedDecodingContainer(decoder: decoder, array: value)
    }

    func superDecoder() throws -> any Decoder {
        let member = KeyLookup.value(named: "super", in: object)
        return decoder.childDecoder(for: member, key: SmartJSONCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.childDecoder(for: value(for: key), key: key)
    }
}
