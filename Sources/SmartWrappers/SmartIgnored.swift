import SmartCore

/// A property the decoder never reads: it keeps its initializer value even when the JSON
/// has its key, and by default it is not written when encoding. The type need not be
/// `Codable`.
///
/// ```swift
/// struct Screen: SmartCodable {
///     @SmartIgnored var cache = ImageCache()          // not Codable, never read or written
///     @SmartIgnored(isEncodable: true) var draft = "" // never read, but written
/// }
/// ```
///
/// During `SmartUpdater.update` an ignored property keeps its current value.
///
/// Under another decoder (Foundation's `JSONDecoder`, GRDB, Firebase…) the property is not
/// read either, and the decode does not fail because of it, key present or not. Only
/// SmartCodable's decoder knows the initializer value (Codable gives a wrapper no access
/// to it), so there the property gets its type's zero value, as in the original library:
/// 0, `false`, `""`, empty collections, nil, `T()` for a model, the first case of a
/// `SmartCaseDefaultable`. A type with none of these throws a `DecodingError`.
@propertyWrapper
public struct SmartIgnored<T>: Codable {
    /// The value, never read from JSON: it is the initializer value until code changes it.
    public var wrappedValue: T
    /// Whether the value is written when the model is encoded.
    public let isEncodable: Bool

    /// Wraps the initializer value; it is not written when encoding.
    public init(wrappedValue: T) {
        self.init(wrappedValue: wrappedValue, isEncodable: false)
    }

    /// Wraps the initializer value; `isEncodable: true` also writes it when encoding.
    public init(wrappedValue: T, isEncodable: Bool = false) {
        self.wrappedValue = wrappedValue
        self.isEncodable = isEncodable
    }

    /// Reads nothing. SmartCodable's decoder never calls this (it keeps the initializer
    /// value); under other decoders the property gets its type's zero value.
    ///
    /// - Throws: `DecodingError.valueNotFound` when `T` has no zero value.
    public init(from decoder: any Decoder) throws {
        guard let zero = Defaults.zero(T.self) else {
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "@SmartIgnored keeps the initializer value only under SmartCodable's decoder (deserialize(from:), SmartJSONDecoder.smartDecode); under this decoder it takes the zero value of \(T.self), which has none."
                ))
        }
        self.init(wrappedValue: zero)
    }

    /// Writes the value as JSON when it is `Encodable`, `null` otherwise; SmartCodable's
    /// encoder leaves the key out unless `isEncodable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let encodable = wrappedValue as? any Encodable {
            try container.encode(AnyJSONConversion.json(encodable))
        } else {
            try container.encodeNil()
        }
    }
}

extension SmartIgnored: SmartIgnoredDecoding {}

extension SmartIgnored: SmartConditionalEncoding {
    /// Whether SmartCodable's encoder writes the key: `isEncodable`.
    package var isEncoded: Bool { isEncodable }
}

extension SmartIgnored: Sendable where T: Sendable {}
extension SmartIgnored: Equatable where T: Equatable {}
extension SmartIgnored: Hashable where T: Hashable {}

extension SmartIgnored: PropertyWrapperable {}

/// The name the original library used for `@SmartIgnored`; both work.
public typealias IgnoredKey<T> = SmartIgnored<T>

extension KeyedDecodingContainer {
    /// Decodes an `@SmartIgnored` property: as any property under SmartCodable's decoder
    /// (which keeps the initializer value), and without failing when the key is missing
    /// under other decoders, where a missing key would otherwise end the whole decode.
    ///
    /// The compiler-generated `init(from:)` of a model picks this overload for every
    /// `@SmartIgnored` property.
    public func decode<T>(_ type: SmartIgnored<T>.Type, forKey key: Key) throws -> SmartIgnored<T> {
        do {
            return try decodeAsDecodable(SmartIgnored<T>.self, forKey: key)
        } catch DecodingError.keyNotFound {
            return try SmartIgnored(zeroValueFor: key, at: codingPath)
        }
    }

    /// The container's own `decode(_:forKey:)`, not the overload above.
    private func decodeAsDecodable<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }
}

extension SmartIgnored {
    /// The zero value of `T`, for a property whose key is missing under another decoder.
    fileprivate init(zeroValueFor key: any CodingKey, at codingPath: [any CodingKey]) throws {
        guard let zero = Defaults.zero(T.self) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "The @SmartIgnored property has no key here, and \(T.self) has no zero value."))
        }
        self.init(wrappedValue: zero)
    }
}
