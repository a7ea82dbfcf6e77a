/// The single-value container: one value read with the usual conversions. Used by enums
/// for their raw values, by `Optional`, and by property wrappers.
///
/// It holds only the decoder (the value is the decoder's current one), so it fits in an
/// existential without allocating.
struct SmartSingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: SmartDecoderImpl

    private var value: FlatCursor { decoder.value }

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { value.isNull }

    @inline(__always)
    private func decodeScalar<T: ConvertibleScalar>(_ type: T.Type) throws -> T {
        try T.decodeElement(value, in: decoder)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeScalar(type) }
    func decode(_ type: String.Type) throws -> String { try decodeScalar(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodeScalar(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeScalar(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeScalar(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeScalar(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeScalar(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeScalar(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeScalar(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeScalar(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeScalar(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeScalar(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeScalar(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeScalar(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.unbox(value, as: T.self, step: .same)
    }
}
