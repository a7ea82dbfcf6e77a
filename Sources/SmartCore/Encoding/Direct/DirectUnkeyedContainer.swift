/// The unkeyed container of `DirectEncoder`: elements written in order. An element
/// that writes nothing becomes `{}`.
struct DirectUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: DirectEncoder
    let handle: DirectHandle

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.count(at: handle) }

    @inline(__always)
    private mutating func encodeScalar<T: EncodableScalar>(_ value: T) throws {
        try encoder.prepareWrite(handle)
        encoder.beginElement(at: handle)
        try encoder.write(value.jsonValue(in: encoder))
    }

    mutating func encodeNil() throws {
        try encoder.prepareWrite(handle)
        encoder.beginElement(at: handle)
        try encoder.write(.null)
    }

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
        try encoder.prepareWrite(handle)
        let position = encoder.count(at: handle)
        let writable = try encoder.writable(value)
        encoder.beginElement(at: handle)
        guard let writable else { return try encoder.write(.object(SmartJSONObject())) }
        try writeNested(writable, at: position)
    }

    private func writeNested<Value: Encodable>(_ value: Value, at position: Int) throws {
        try encoder.writeNested(value, step: .index(position))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        let nested = encoder.openNested(at: handle, key: nil, asObject: true)
        return KeyedEncodingContainer(
            DirectKeyedContainer<NestedKey>(encoder: encoder, handle: nested, model: nil, isDictionary: false))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        DirectUnkeyedContainer(encoder: encoder, handle: encoder.openNested(at: handle, key: nil, asObject: false))
    }

    mutating func superEncoder() -> any Encoder { encoder.superEncoderUnsupported() }
}
