/// The original library's protocol for property wrappers that take part in decoding: a
/// custom wrapper written against it compiles and decodes here unchanged, and the
/// built-in wrappers conform.
///
/// ```swift
/// @propertyWrapper
/// struct Trimmed: Codable, PropertyWrapperable {
///     var wrappedValue: String
///     init(wrappedValue: String) { self.wrappedValue = wrappedValue }
///     init(from decoder: any Decoder) throws {
///         let text = try decoder.singleValueContainer().decode(String.self)
///         wrappedValue = text.trimmingCharacters(in: .whitespaces)
///     }
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.singleValueContainer()
///         try container.encode(wrappedValue)
///     }
///     static func createInstance(with value: Any) -> Trimmed? {
///         (value as? String).map { Trimmed(wrappedValue: $0.trimmingCharacters(in: .whitespaces)) }
///     }
///     func wrappedValueDidFinishMapping() -> Trimmed? { nil }
/// }
/// ```
///
/// How SmartCodable uses each requirement:
/// - `createInstance(with:)` wraps a value transformer's output, so `CodingKeys.x <---
///   transformer` works on a wrapped property;
/// - `wrappedValue` is what the transformer writes back;
/// - `wrappedValueDidFinishMapping()` is not called: SmartCodable's decoder runs
///   `didFinishMapping()` on every model it decodes, wrapped ones included, exactly once,
///   so a wrapper has nothing left to finish. Implement it as for the original.
///
/// `createInstance(with:)` and `wrappedValueDidFinishMapping()` have defaults (wrap the
/// value when it is a `WrappedValue`; nil), which the built-in wrappers use.
///
/// A conforming wrapper is `Equatable` and `Hashable` by its wrapped value when it
/// declares those conformances (`extension Trimmed: Hashable {}`).
public protocol PropertyWrapperable {
    /// The type of the wrapped value.
    associatedtype WrappedValue

    /// The wrapped value.
    var wrappedValue: WrappedValue { get }

    /// Wraps a value.
    init(wrappedValue: WrappedValue)

    /// The model type the wrapper holds (`WrappedValue` or its optional), or nil.
    static var wrappedSmartDecodableType: (any SmartDecodable.Type)? { get }

    /// A wrapper around `value` (a transformer's output), or nil when it has the wrong type.
    static func createInstance(with value: Any) -> Self?

    /// A wrapper with its wrapped model finished, or nil to keep this one. See the
    /// protocol's notes: SmartCodable's decoder does not need it.
    func wrappedValueDidFinishMapping() -> Self?
}

extension PropertyWrapperable {
    /// `WrappedValue` when it is a model, or the model an optional `WrappedValue` wraps.
    public static var wrappedSmartDecodableType: (any SmartDecodable.Type)? {
        if let model = WrappedValue.self as? any SmartDecodable.Type { return model }
        return (WrappedValue.self as? any OptionalBridgeable.Type)?.wrappedType as? any SmartDecodable.Type
    }

    /// A wrapper around `value` when it is a `WrappedValue`; nil otherwise.
    public static func createInstance(with value: Any) -> Self? {
        (value as? WrappedValue).map { Self(wrappedValue: $0) }
    }

    /// Nothing to finish: SmartCodable's decoder finishes wrapped models itself.
    public func wrappedValueDidFinishMapping() -> Self? { nil }

}

extension PropertyWrapperable where WrappedValue: Equatable, Self: Equatable {
    /// Wrappers are equal when their wrapped values are; configuration (encode formats,
    /// `isEncodable`) does not count.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension PropertyWrapperable where WrappedValue: Hashable, Self: Hashable {
    /// Hashes the wrapped value, so a model hashes by its values (`Set`, diffable data
    /// sources, SwiftUI `ForEach`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
