/// The keyed container: a model's properties (or a dictionary's entries) in the order
/// they are encoded. A value transformer registered for the property's coding key writes
/// its `transformToJSON` result; nil (or a result with no JSON form) falls back to normal
/// encoding.
struct SmartKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SmartEncoderImpl
    let object: ObjectBuffer
    let model: EncodingModelContext?
    let isDictionary: Bool

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func name(for key: Key) -> String {
        encoder.outputKey(key.stringValue, model: model, isDictionary: isDictionary)
    }

    /// The transformer's JSON for this property, when it has a transformer that accepts
    /// the value and returns something JSON can hold.
    private func transformed<T>(_ value: T, forKey key: Key) -> SmartJSONValue? {
        guard let transformers = model?.transformers, let transformer = transformers[key.stringValue] else {
            return nil
        }
        return TransformerEncoding.json(of: value, with: transformer)
    }

    @inline(__always)
    private mutating func encodeScalar<T: EncodableScalar>(_ value: T, forKey key: Key) throws {
        if model?.hasTransformers == true, let json = transformed(value, forKey: key) {
            object.set(name(for: key), json)
            return
        }
        object.set(name(for: key), try value.jsonValue(in: encoder))
    }

    mutating func encodeNil(forKey key: Key) throws { object.set(name(for: key), .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeScalar(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeScalar(value, forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if model?.hasTransformers == true, let json = transformed(value, forKey: key) {
            object.set(name(for: key), json)
            return
        }
        if case .flattening = encoder.kind(of: T.self), let flat = value as? any SmartFlattening {
            try encoder.encodeFlattened(flat, into: object)
            return
        }
        guard let encoded = try encoder.encodeNested(value, step: .key(key)) else { return }
        object.set(name(for: key), encoded)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBuffer()
        object.set(name(for: key), pending: .object(nested))
        return KeyedEncodingContainer(
            SmartKeyedEncodingContainer<NestedKey>(encoder: encoder, object: nested, model: nil, isDictionary: false))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBuffer()
        object.set(name(for: key), pending: .array(nested))
        return SmartUnkeyedEncodingContainer(encoder: encoder, array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.childEncoder(key: SmartJSONCodingKey(stringValue: "super"))
        object.set("super", pending: .encoder(child))
        return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = encoder.childEncoder(key: key)
        object.set(name(for: key), pending: .encoder(child))
        return child
    }
}
