import SmartCore

/// A hex colour string ⇄ a colour: `SmartColor`, or on Apple platforms `UIColor` /
/// `NSColor`.
///
/// Reading takes a string (a whole number is read as its digits) and parses it with
/// `SmartColor(hex:)`: whitespace trimmed, case ignored, an optional `#` or `0x`, and the
/// number of digits (3, 4, 6 or 8) decides the layout, whatever `colorFormat` says.
/// Anything else gives nil. Writing gives uppercase hex in `colorFormat`.
///
/// `SmartHexColorTransformer(colorFormat:)` produces the platform colour
/// (`SmartColor.PlatformColor`: `UIColor`, `NSColor`, or `SmartColor` where neither
/// exists); pass `as:` to choose the type, for example
/// `SmartHexColorTransformer(colorFormat: .rrggbb(.hash), as: SmartColor.self)`.
///
/// ```swift
/// struct Theme: SmartCodable {
///     var tint: SmartColor?
///     static func mappingForValue() -> [SmartValueTransformer]? {
///         [CodingKeys.tint <--- SmartHexColorTransformer(colorFormat: .rrggbb(.hash), as: SmartColor.self)]
///     }
/// }
/// ```
public struct SmartHexColorTransformer<Color: SmartColorConvertible>: ValueTransformable, Sendable {
    /// The property type: the colour type.
    public typealias Object = Color
    /// The JSON form: hex text.
    public typealias JSON = String

    /// The layout and prefix written by `transformToJSON`.
    public let colorFormat: SmartColor.HexFormat

    /// A transformer for colours of type `colorType`, written in `colorFormat`.
    public init(colorFormat: SmartColor.HexFormat = .rrggbb(.none), as colorType: Color.Type) {
        self.colorFormat = colorFormat
    }

    /// The colour for a hex string, or nil.
    public func transformFromJSON(_ value: Any) -> Color? {
        guard let text = TransformInput.text(value), let color = SmartColor(hex: text) else { return nil }
        return Color.fromSmartColor(color)
    }

    /// The colour as hex in `colorFormat`, or nil when it has no RGB form.
    public func transformToJSON(_ value: Color) -> String? {
        value.smartColor?.hexString(format: colorFormat)
    }
}

extension SmartHexColorTransformer where Color == SmartColor.PlatformColor {
    /// A transformer for the platform colour (`UIColor`, `NSColor`, or `SmartColor` on
    /// platforms with neither), written in `colorFormat`.
    public init(colorFormat: SmartColor.HexFormat = .rrggbb(.none)) {
        self.colorFormat = colorFormat
    }
}
