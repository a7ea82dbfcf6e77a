/// The single-value container: one value for the current level (enum raw values,
/// property wrappers, custom encodings).
struct SmartSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: SmartEncoderImpl
    let level: Int

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private mutating func encodeScalar<T: EncodableScalar>(_ value: T) throws {
        encoder.setValue(try value.jsonValue(in: encoder), atLevel: level)
    }

    mutating func encodeNil() throws { encoder.setValue(.null, atLevel: level) }
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
        guard let encoded = try encoder.encodeNested(value, step: .same) else { return }
        encoder.setValue(encoded, atLevel: level)
    }
}
