/// An enum with associated values, decoded through a value transformer.
///
/// JSON has no standard form for associated values, so a property of such a type is
/// decoded only by the transformer registered for it in `mappingForValue()`; without one
/// (or when it returns nil) the property keeps its fallback value. Encoding writes
/// `encodeValue()`, and leaves the key out when it returns nil.
///
/// ```swift
/// enum Relation: SmartAssociatedEnumerable {
///     case friend, other(String)
///     static var defaultCase: Relation { .friend }
/// }
/// ```
public protocol SmartAssociatedEnumerable: Codable {
    /// The value used when nothing better is known.
    static var defaultCase: Self { get }

    /// The JSON form of this value, or nil to leave the key out when encoding.
    func encodeValue() -> (any Encodable)?
}

extension SmartAssociatedEnumerable {
    /// Nil by default, so the key is left out when encoding.
    public func encodeValue() -> (any Encodable)? { nil }

    /// Associated-value enums are not decoded from JSON directly: this always throws,
    /// and the model decoder uses the transformer or the fallback value instead.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.typeMismatch(
            Self.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "\(Self.self) has associated values; register a value transformer for it in mappingForValue()."))
    }

    /// Writes `encodeValue()`; when that is nil nothing is written and the key is left out.
    public func encode(to encoder: any Encoder) throws {
        guard let value = encodeValue() else { return }
        try value.encode(to: encoder)
    }
}
