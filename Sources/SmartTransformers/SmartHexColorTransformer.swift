import SmartCore

/// A hex colour string ⇄ the platform colour (`ColorObject`: `UIColor`, `NSColor`, or
/// `SmartColor` where neither exists).
///
/// Reading takes a string (a whole number is read as its digits) and parses it with
/// `SmartColor(hex:)`: whitespace trimmed, case ignored, an optional `#` or `0x`, and the
/// number of digits (3, 4, 6 or 8) decides the layout, whatever `colorFormat` says.
/// Anything else gives nil. Writing gives uppercase hex in `colorFormat`.
///
/// ```swift
/// struct Theme: SmartCodable {
///     @SmartHexColor var tint: UIColor?   // ColorObject? on any platform
///     static func mappingForValue() -> [SmartValueTransformer]? {
///         [CodingKeys.tint <--- SmartHexColorTransformer(colorFormat: .rrggbb(.hash))]
///     }
/// }
/// ```
///
/// A `SmartColor` property needs no transformer: `SmartColor` reads and writes hex itself.
public struct SmartHexColorTransformer: ValueTransformable, Sendable {
    /// The property type: the platform colour.
    public typealias Object = ColorObject
    /// The JSON form: hex text.
    public typealias JSON = String

    /// The layout and prefix written by `transformToJSON`.
    public let colorFormat: SmartColor.HexFormat

    /// A transformer that writes colours in `colorFormat` (`RRGGBB` without prefix by
    /// default).
    public init(colorFormat: SmartColor.HexFormat = .rrggbb(.none)) {
        self.colorFormat = colorFormat
    }

    /// The colour for a hex string, or nil.
    public func transformFromJSON(_ value: Any) -> ColorObject? {
        guard let text = TransformInput.text(value), let color = SmartColor(hex: text) else { return nil }
        return ColorObject.fromSmartColor(color)
    }

    /// The colour as hex in `colorFormat`, or nil when it has no RGB form.
    public func transformToJSON(_ value: ColorObject) -> String? {
        value.smartColor?.hexString(format: colorFormat)
    }
}
