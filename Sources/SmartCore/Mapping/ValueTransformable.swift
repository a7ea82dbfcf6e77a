/// Converts one property between its JSON value and its Swift value.
///
/// `transformFromJSON` receives the JSON value as `JSONSerialization` would give it: a
/// `String`, an `NSNumber` for a number (built from the exact literal, so `as? Int`,
/// `as? Double`, `as? Float` and `as? CGFloat` succeed for `10` and `10.0` alike when the
/// value fits; on Apple platforms `as? Float` also rounds a fraction such as `12.6`, on Linux
/// it gives nil) or a bool (`as? Bool`), `NSNull`, `[Any]` or `[String: Any]`, converted the
/// same way all the way down. It returns the property's value, or nil when it cannot; then
/// the property keeps its fallback value and the problem is reported (Bool, String, the
/// integers, Float and Double first try normal decoding). `transformToJSON` returns a
/// JSON-compatible value to write, or nil to encode the property normally.
///
/// ```swift
/// struct CentsTransformer: ValueTransformable {
///     func transformFromJSON(_ value: Any) -> Decimal? {
///         (value as? Int).map { Decimal($0) / 100 }
///     }
///     func transformToJSON(_ value: Decimal) -> Int? {
///         NSDecimalNumber(decimal: value * 100).intValue
///     }
/// }
/// ```
public protocol ValueTransformable {
    /// The property's Swift type.
    associatedtype Object
    /// The JSON-compatible type `transformToJSON` returns (`String`, `Int`, `[String: Any]`…).
    associatedtype JSON

    /// The Swift value for a JSON value, or nil when it cannot be converted.
    func transformFromJSON(_ value: Any) -> Object?

    /// The same, with a context for reporting how the value was read (see
    /// `SmartTransformContext`). The default calls `transformFromJSON(_:)`; implement it
    /// only to report fallbacks.
    func transformFromJSON(_ value: Any, context: SmartTransformContext) -> Object?

    /// The JSON value for a Swift value, or nil to encode it normally.
    func transformToJSON(_ value: Object) -> JSON?
}

extension ValueTransformable {
    /// Ignores the context and calls `transformFromJSON(_:)`.
    public func transformFromJSON(_ value: Any, context: SmartTransformContext) -> Object? {
        transformFromJSON(value)
    }
}
