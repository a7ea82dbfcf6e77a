/// The unkeyed container: array elements in order. An element that writes nothing
/// becomes `{}`.
struct SmartUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: SmartEncoderImpl
    let array: ArrayBuffer

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { array.count }

    @inline(__always)
    private mutating func encodeScalar<T: EncodableScalar>(_ value: T) throws {
        array.append(try value.jsonValue(in: encoder))
    }

    mutating func encodeNil() throws { array.append(.null) }
    mutating func encode(_ value: Bool) throws { try encodeScalar(value) }
    mutating func encode(_ value: String) throws { try encodeScalar(value) }
    mutating func encode(_ value: Double) throws { try encodeScalar(value) }
    mutating func encode(_ value: Float) throws { try encodeScalar(value) }
    mutating func encode(_ value: Int) throws { try encodeScalar(value) }
    mutating func encode(_ value: Int8) throws { try encodeScalar(value) }
    mutating func encode(_ value: Int16) throws { try encodeScalar(value) }
    mutating func encode(_ value: Int32) throws { try encodeScalar(value) }
    mutating func encode(_ value: Int64) throws { try encodeScalar(value) }
    mutating func encode(_ value: UInt) throws { try encodeScalar(value) }
    mutating func encode(_ value: UInt8) throws { try encodeScalar(value) }
    mutating func encode(_ value: UInt16) throws { try encodeScalar(value) }
    mutating func encode(_ value: UInt32) throws { try encodeScalar(value) }
    mutating func encode(_ value: UInt64) throws { try encodeScalar(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.append(try encoder.encodeNested(value, step: .index(array.count)) ?? .object(SmartJSONObject()))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = ObjectBuffer()
        array.append(pending: .object(nested))
        return KeyedEncodingContainer(
            SmartKeyedEncodingContainer<NestedKey>(encoder: encoder, object: nested, model: nil, isDictionary: false))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBuffer()
        array.append(pending: .array(nested))
        return SmartUnkeyedEncodingContainer(encoder: encoder, array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.childEncoder(key: IndexCodingKey(array.count))
        array.append(pending: .encoder(child))
        return child
    }
}
