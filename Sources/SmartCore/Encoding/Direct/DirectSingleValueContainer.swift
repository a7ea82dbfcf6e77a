/// The single-value container of `DirectEncoder`: one value for the current level
/// (enum raw values, property wrappers, custom encodings).
struct DirectSingleValueContainer: SingleValueEncodingContainer {
    let encoder: DirectEncoder
    let handle: DirectHandle

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private mutating func encodeScalar<T: EncodableScalar>(_ value: T) throws {
        try encoder.prepareSingleValue(handle)
        try encoder.write(value.jsonValue(in: encoder))
    }

    mutating func encodeNil() throws {
        try encoder.prepareSingleValue(handle)
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

    /// A value that writes nothing (an associated-value enum without a value, an ignored
    /// property) leaves the level empty, as in the tree encoder.
    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let writable = try encoder.writable(value) else { return }
        try encoder.prepareSingleValue(handle)
        try writeNested(writable)
    }

    private func writeNested<Value: Encodable>(_ value: Value) throws {
        try encoder.writeNested(value, step: .same)
    }
}
