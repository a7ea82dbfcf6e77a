/// The keyed container of `DirectEncoder`: each property is written as it is
/// encoded. A value transformer registered for the property's coding key writes its
/// `transformToJSON` result; nil (or a result with no JSON form) falls back to normal
/// encoding, as in `SmartKeyedEncodingContainer`.
struct DirectKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DirectEncoder
    let handle: DirectHandle
    let model: EncodingModelContext?
    let isDictionary: Bool

    var codingPath: [any CodingKey] { encoder.codingPath }

    /// The name `key` is written under (see `DirectEncoder.memberName`).
    @inline(__always)
    private func name(for key: Key) throws -> String {
        try encoder.memberName(key.stringValue, at: handle, isDictionary: isDictionary)
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
        try encoder.prepareWrite(handle)
        if model?.hasTransformers == true, let json = transformed(value, forKey: key) {
            encoder.beginMember(try name(for: key), at: handle)
            try encoder.write(json)
            return
        }
        encoder.beginMember(try name(for: key), at: handle)
        try encoder.write(value.jsonValue(in: encoder))
    }

    mutating func encodeNil(forKey key: Key) throws {
        try encoder.prepareWrite(handle)
        encoder.beginMember(try name(for: key), at: handle)
        try encoder.write(.null)
    }

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
        try encoder.prepareWrite(handle)
        if model?.hasTransformers == true, let json = transformed(value, forKey: key) {
            encoder.beginMember(try name(for: key), at: handle)
            try encoder.write(json)
            return
        }
        guard let writable = try encoder.writable(value) else { return }
        encoder.beginMember(try name(for: key), at: handle)
        try writeNested(writable, forKey: key)
    }

    private func writeNested<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try encoder.writeNested(value, step: .key(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = encoder.openNested(at: handle, key: key.stringValue, isDictionary: isDictionary, asObject: true)
        return KeyedEncodingContainer(
            DirectKeyedContainer<NestedKey>(encoder: encoder, handle: nested, model: nil, isDictionary: false))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DirectUnkeyedContainer(
            encoder: encoder,
            handle: encoder.openNested(at: handle, key: key.stringValue, isDictionary: isDictionary, asObject: false))
    }

    mutating func superEncoder() -> any Encoder { encoder.superEncoderUnsupported() }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.superEncoderUnsupported() }
}
