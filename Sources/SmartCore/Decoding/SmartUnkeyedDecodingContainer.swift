/// The unkeyed container: array elements. Elements convert like properties do (`"2"`
/// for an `Int`), but an element that cannot be read throws, so the whole array falls
/// back (§3.5 of the behaviour spec); element problems are not reported one by one.
struct SmartUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: SmartDecoderImpl
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: SmartDecoderImpl, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private func endError(_ type: Any.Type) -> DecodingError {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath + [IndexCodingKey(currentIndex)],
                debugDescription: "The array has only \(elements.count) elements."))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw endError(Never?.self) }
        if case .null = elements[currentIndex] {
            currentIndex += 1
            return true
        }
        return false
    }

    @inline(__always)
    private mutating func decodeScalar<T: ConvertibleScalar>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw endError(T.self) }
        let value = elements[currentIndex]
        guard let result = T.exactValue(from: value, in: decoder) ?? T.convertedValue(from: value, in: decoder) else {
            throw decoder.mismatch(T.self, found: value)
        }
        currentIndex += 1
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
        let result = try decoder.unbox(elements[currentIndex], as: T.self, step: .index(currentIndex))
        currentIndex += 1
        return result
    }

    /// Advances exactly once, for null and non-null elements alike.
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard !isAtEnd else { return nil }
        if case .null = elements[currentIndex] {
            currentIndex += 1
            return nil
        }
        return try decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        guard !isAtEnd else { throw endError([String: JSONValue].self) }
        guard case .object(let object) = elements[currentIndex] else {
            throw decoder.mismatch([String: JSONValue].self, found: elements[currentIndex])
        }
        currentIndex += 1
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: object, rawObject: object, model: nil, isStrict: false, level: decoder.currentLevel))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw endError([JSONValue].self) }
        guard case .array(let nested) = elements[currentIndex] else {
            throw decoder.mismatch([JSONValue].self, found: elements[currentIndex])
        }
        currentIndex += 1
        return SmartUnkeyedDecodingContainer(decoder: decoder, elements: Array(nested))
    }

    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else { throw endError(JSONValue.self) }
        let child = decoder.childDecoder(for: elements[currentIndex], key: IndexCodingKey(currentIndex))
        currentIndex += 1
        return child
    }
}
