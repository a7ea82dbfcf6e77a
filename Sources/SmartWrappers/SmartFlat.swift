import SmartCore

/// A model read from the enclosing object itself rather than from a key of its own, and
/// written back into it.
///
/// ```swift
/// struct Listing: SmartCodable {
///     var title: String = ""
///     @SmartFlat var price: Price = Price()   // reads "amount" and "currency" next to "title"
/// }
/// ```
///
/// The flat model uses its own key mapping, transformers, initializer values and
/// `didFinishMapping()`; properties declared after it are unaffected. Encoding merges its
/// keys into the enclosing object, in declaration order, so a later key with the same name
/// overwrites an earlier one.
///
/// Over an array (`@SmartFlat var items: [Item]`) nothing is flattened: the array is read
/// from the property's own key and falls back to the initializer value like any property.
/// Flattening needs SmartCodable's decoder and encoder; other coders treat the wrapper as
/// the value under the property's key.
@propertyWrapper
public struct SmartFlat<T: Codable>: Codable {
    public var wrappedValue: T

    public init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(T.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension SmartFlat: SmartFlattening {
    public static var flattensIntoParent: Bool { !(T.self is any Sequence.Type) }

    public var flattenedValue: (any Encodable)? {
        if let optional = wrappedValue as? any OptionalValue {
            return optional.unwrappedValue as? any Encodable
        }
        return wrappedValue
    }
}

extension SmartFlat: SmartTransformableWrapper {
    public static func wrapping(transformed value: Any) -> SmartFlat? {
        guard let typed = value as? T else { return nil }
        return SmartFlat(wrappedValue: typed)
    }

    public var transformableValue: Any { wrappedValue }
}

extension SmartFlat: Sendable where T: Sendable {}
extension SmartFlat: Equatable where T: Equatable {}
