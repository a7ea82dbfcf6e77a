/// A colour type that converts to and from `SmartColor`: `SmartColor` itself, and
/// `UIColor` / `NSColor` on Apple platforms. Hex colour transformers and wrappers are
/// generic over it.
public protocol SmartColorConvertible {
    /// The value for `color`, or nil when this type cannot hold it.
    static func fromSmartColor(_ color: SmartColor) -> Self?

    /// The value as a `SmartColor`, or nil when it has no RGB form.
    var smartColor: SmartColor? { get }
}

extension SmartColor: SmartColorConvertible {
    /// `color` itself.
    public static func fromSmartColor(_ color: SmartColor) -> SmartColor? { color }

    /// The colour itself.
    public var smartColor: SmartColor? { self }
}
