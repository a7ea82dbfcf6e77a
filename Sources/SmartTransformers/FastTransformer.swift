import SmartCore

/// A transformer made of closures, for one-off conversions.
///
/// `fromJSON` receives the JSON value cast to `JSON` (nil when it is not one; a JSON
/// number also converts to any numeric `JSON` type it fits, as `NSNumber` does on Apple
/// platforms). `toJSON` receives the property's value; without it, or when it returns
/// nil, the property is encoded normally.
///
/// ```swift
/// static func mappingForValue() -> [SmartValueTransformer]? {
///     [
///         CodingKeys.name <--- FastTransformer<String, String>(fromJSON: { json in
///             json?.uppercased()
///         }, toJSON: { object in
///             object?.lowercased()
///         }),
///     ]
/// }
/// ```
///
/// The closures are `@Sendable`, so the transformer can be shared across threads: they
/// may capture constants and `Sendable` values, not local variables.
public struct FastTransformer<Object, JSON>: ValueTransformable, Sendable {
    private let fromJSON: @Sendable (JSON?) -> Object?
    private let toJSON: (@Sendable (Object?) -> JSON?)?

    /// A transformer that reads with `fromJSON` and writes with `toJSON` (normal
    /// encoding when it is nil).
    public init(fromJSON: @escaping @Sendable (JSON?) -> Object?, toJSON: (@Sendable (Object?) -> JSON?)? = nil) {
        self.fromJSON = fromJSON
        self.toJSON = toJSON
    }

    /// `fromJSON` applied to the value as `JSON`.
    public func transformFromJSON(_ value: Any) -> Object? {
        fromJSON(TransformInput.cast(value, to: JSON.self))
    }

    /// `toJSON` applied to the value, or nil when there is no `toJSON`.
    public func transformToJSON(_ value: Object) -> JSON? {
        toJSON?(value)
    }
}
