import Foundation
import SmartCore

/// Decodes values whose type is not known in advance: `Any`, `Any?`, `[Any]`,
/// `[String: Any]`, and mixes of them.
///
/// ```swift
/// struct Event: SmartCodable {
///     @SmartAny var payload: [String: Any] = [:]
///     @SmartAny var extra: Any?
/// }
/// ```
///
/// JSON becomes Foundation values, as `JSONSerialization` makes them: strings →
/// `String`, booleans → boolean `NSNumber`, `null` → `NSNull`, objects → `[String: Any]`,
/// arrays → `[Any]`, and numbers → `NSNumber`s typed by their literal (`10` an `Int8`,
/// `10.0` a `Double`, `1.5e3` a decimal; see `SmartJSONValue.FoundationNumberStyle.literal`), so
/// `as? Int`, `as? Double` and `as? Bool` work as with the original library. A number no
/// `NSNumber` holds (`1e400`) stays a `SmartJSONNumber` and is written back as it was read.
/// When the result is not a `T`, `T`'s own tolerant decoding is tried
/// (`@SmartAny var n: Int = 3` reads `"7"` as 7). JSON `null` keeps the initializer value
/// unless `SmartCodableOptions.ignoreNull` is off, in which case `NSNull()` is stored.
///
/// Encoding writes the value back as JSON; models inside are written as objects, and nil
/// is written as `null` with the key present.
@propertyWrapper
public struct SmartAny<T>: Codable {
    /// The value as Foundation builds JSON: `[String: Any]`, `[Any]`, `NSNumber`, `String`,
    /// `NSNull`, or whatever `T` decoded to.
    public var wrappedValue: T

    /// Wraps `wrappedValue`, the property's initializer value.
    public init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }

    /// Reads the JSON as Foundation values and keeps them when they are a `T`, otherwise
    /// decodes `T` itself; throws when neither works. With `ignoreNull` on, `null` gives nil
    /// for an optional `T`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let json = try container.decode(SmartJSONValue.self)
        if case .null = json, SmartCodableOptions.ignoreNull, let none = (Optional<Any>.none as Any) as? T {
            wrappedValue = none
            return
        }
        if let value = json.foundationValue(numbers: .literal) as? T {
            wrappedValue = value
            return
        }
        guard let decodable = T.self as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                T.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected \(T.self) but found \(json.kind.displayName)."))
        }
        guard let value = try SmartAny.decode(decodable, from: container) as? T else {
            throw DecodingError.typeMismatch(
                T.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected \(T.self)."))
        }
        wrappedValue = value
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from container: any SingleValueDecodingContainer)
        throws -> Value
    {
        try container.decode(Value.self)
    }

    /// Writes the value back as JSON: models inside as objects, nil as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(AnyJSONConversion.json(wrappedValue))
    }
}

extension SmartAny: SmartNullAccepting {
    /// `null` reaches the wrapper only when `SmartCodableOptions.ignoreNull` is off.
    package static var acceptsNull: Bool { !SmartCodableOptions.ignoreNull }
}

extension SmartAny: PropertyWrapperable {}

extension SmartAny: Sendable where T: Sendable {}
extension SmartAny: Equatable where T: Equatable {}
extension SmartAny: Hashable where T: Hashable {}
