/// The unkeyed container: array elements. Elements convert like properties do (`"2"`
/// for an `Int`), but an element that cannot be read throws, so the whole array falls
/// back (§3.5 of the behaviour spec); element problems are not reported one by one.
struct SmartUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: SmartDecoderImpl
    let array: FlatCursor
    let count: Int?
    private(set) var currentIndex = 0
    /// The entry of the current element.
    private var entry: Int

    init(decoder: SmartDecoderImpl, array: FlatCursor) {
        self.decoder = decoder
        self.array = array
        self.count = Int(array.entry.length)
        self.entry = array.index + 1
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private var current: FlatCursor { FlatCursor(array.document, entry) }

    private mutating func advance() {
        entry = array.document.next(after: entry)
        currentIndex += 1
    }

    private func endError(_ type: Any.Type) -> DecodingError {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath + [IndexCodingKey(currentIndex)],
                debugDescription: "The array has only \(count ?? 0) elements."))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw endError(Never?.self) }
        if current.isNull {
            advance()
            return true
        }
        return false
    }

    @inline(__always)
    private mutating func decodeScalar<T: ConvertibleScalar>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw endError(T.self) }
        let result = try T.decodeElement(current, in: decoder)
        advance()
        return result
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeScalar(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeScalar(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeScalar(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeScalar(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeScalar(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeScalar(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeScalar(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeScalar(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeScalar(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeScalar(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeScalar(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeScalar(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeScalar(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeScalar(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw endError(T.self) }
        let result = try decoder.unbox(current, as: T.self, step: .index(currentIndex))
        advance()
        return result
    }

    /// Advances exactly once, for null and non-null elements alike.
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd else { return nil }
        if current.isNull {
            advance()
            return nil
        }
        return try decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        guard !isAtEnd else { throw endError([String: SmartJSONValue].self) }
        let object = current
        guard object.flatKind == .object else {
            throw decoder.mismatch([String: SmartJSONValue].self, found: object)
        }
        advance()
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: object, convertsKeys: false, model: nil, isStrict: false,
                level: decoder.currentLevel))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw endError([SmartJSONValue].self) }
        let nested = current
        guard nested.flatKind == .array else {
            throw decoder.mismatch([SmartJSONValue].self, found: nested)
        }
        advance()
        return SmartUnkeyedDecodingContainer(decoder: decoder, array: nested)
    }

    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else { throw endError(SmartJSONValue.self) }
        let child = decoder.childDecoder(for: current, key: IndexCodingKey(currentIndex))
        advance()
        return child
    }
}
