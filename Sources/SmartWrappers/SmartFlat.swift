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
    /// The model read from the enclosing object (an array is read from its own key).
    public var wrappedValue: T

    /// Wraps `wrappedValue`, the property's initializer value.
    public init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }

    /// Decodes `T` from the value the decoder is at: the enclosing object under SmartCodable's
    /// decoder, the property's own key under other decoders and for arrays.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(T.self)
    }

    /// Encodes `T` as a single value; SmartCodable's encoder merges `flattenedValue` into
    /// the enclosing object instead.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension SmartFlat: SmartFlattening {
    /// `true` unless `T` is a sequence: an array is read from its own key.
    package static var flattensIntoParent: Bool { !(T.self is any Sequence.Type) }

    /// The model to merge into the enclosing object; an optional is unwrapped, and nil writes
    /// nothing.
    package var flattenedValue: (any Encodable)? {
        if let optional = wrappedValue as? any OptionalValue {
            return optional.unwrappedValue as? any Encodable
        }
        return wrappedValue
    }
}

extension SmartFlat: PropertyWrapperable {}

extension SmartFlat: Sendable where T: Sendable {}
extension SmartFlat: Equatable where T: Equatable {}
extension SmartFlat: Hashable where T: Hashable {}
