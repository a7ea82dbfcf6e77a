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
/// Ignoring needs SmartCodable's decoder, which knows the initializer value; other
/// decoders throw for it.
@propertyWrapper
public struct SmartIgnored<T>: Codable {
    /// The value, never read from JSON: it is the initializer value until code changes it.
    public var wrappedValue: T
    /// Whether the value is written when the model is encoded.
    public let isEncodable: Bool

    /// Wraps the initializer value; `isEncodable: true` also writes it when encoding.
    public init(wrappedValue: T, isEncodable: Bool = false) {
        self.wrappedValue = wrappedValue
        self.isEncodable = isEncodable
    }

    /// Always throws: only SmartCodable's decoder, which skips the wrapper and keeps the
    /// initializer value, can decode a model with an ignored property.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "@SmartIgnored keeps the initializer value, which only SmartCodable's decoder knows; decode with deserialize(from:) or SmartJSONDecoder."
            ))
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
    public var isEncoded: Bool { isEncodable }
}

extension SmartIgnored: Sendable where T: Sendable {}

/// The name the original library used for `@SmartIgnored`; both work.
public typealias IgnoredKey<T> = SmartIgnored<T>
