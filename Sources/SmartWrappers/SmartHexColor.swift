import SmartCore

/// A colour read from a hex string and written back in a chosen hex layout.
///
/// ```swift
/// struct Theme: SmartCodable {
///     @SmartHexColor var tint: UIColor?                                    // NSColor? on macOS
///     @SmartHexColor(encodeHexFormat: .rrggbbaa(.hash)) var shade: UIColor?
///     @SmartHexColor var accent: ColorObject?                              // any platform
/// }
/// ```
///
/// The property's type is `ColorObject?`: `UIColor?` with UIKit, `NSColor?` with AppKit,
/// `SmartColor?` elsewhere (Linux). A `SmartColor` property needs no wrapper: `SmartColor`
/// reads and writes hex itself.
///
/// Reading trims whitespace, ignores case and an optional `#` or `0x`, and takes the
/// layout from the number of digits: 3 (RGB), 4 (RGBA), 6 (RRGGBB) or 8 (RRGGBBAA).
/// Numbers are read as their digits. Anything else keeps the initializer value.
/// Writing uses `encodeHexFormat`, `RRGGBB` without prefix when none is declared;
/// nil is written as `null`.
@propertyWrapper
public struct SmartHexColor: Codable {
    /// The original library's spelling of `SmartColor.HexFormat`.
    public typealias HexFormat = SmartColor.HexFormat

    /// The colour, or `nil` when the property has none.
    public var wrappedValue: ColorObject?
    /// The layout used when encoding; it is kept through decoding.
    public let encodeHexFormat: HexFormat?

    /// Wraps an initial colour, written as `RRGGBB` without prefix.
    public init(wrappedValue: ColorObject?) {
        self.init(wrappedValue: wrappedValue, encodeHexFormat: nil)
    }

    /// Wraps an initial colour, written in `encodeHexFormat` when one is given.
    public init(wrappedValue: ColorObject?, encodeHexFormat: HexFormat? = nil) {
        self.wrappedValue = wrappedValue
        self.encodeHexFormat = encodeHexFormat
    }

    /// A property with no colour yet, written in `encodeHexFormat` when one is given.
    public init(encodeHexFormat: HexFormat? = nil) {
        self.init(wrappedValue: nil, encodeHexFormat: encodeHexFormat)
    }

    /// The colour a hex string describes, or nil. The number of digits decides the layout
    /// (3, 4, 6 or 8); `format`'s prefix, `#` or `0x`, is accepted with or without it.
    public static func toColor(from hex: String, format: HexFormat) -> ColorObject? {
        SmartColor(hex: hex).flatMap(ColorObject.fromSmartColor)
    }

    /// The colour as uppercase hex in `format`, or nil when it has no RGB form.
    public static func toHexString(from color: ColorObject, format: HexFormat) -> String? {
        color.smartColor?.hexString(format: format)
    }

    /// Reads a hex string of 3, 4, 6 or 8 digits (with or without `#` or `0x`); throws for
    /// anything else, so the property keeps its initializer value.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = SmartHexColor.toColor(from: text, format: .rrggbb(.none)) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a hex colour."))
        }
        wrappedValue = value
        encodeHexFormat = nil
    }

    /// Writes the colour as hex in `encodeHexFormat` (`RRGGBB` without prefix by default);
    /// nil as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard let color = wrappedValue?.smartColor else {
            try container.encodeNil()
            return
        }
        try container.encode(color.hexString(format: encodeHexFormat ?? .rrggbb(.none)))
    }
}

extension SmartHexColor: PropertyWrapperable {}

// @unchecked: the only reference it holds is a colour object (UIColor, NSColor), which is
// immutable; older SDKs do not mark those classes Sendable.
extension SmartHexColor: @unchecked Sendable {}

extension SmartHexColor: Hashable {
    /// Equal when both hold no colour, or colours with the same RGBA components
    /// (whatever their colour space or class).
    public static func == (lhs: SmartHexColor, rhs: SmartHexColor) -> Bool {
        lhs.wrappedValue?.smartColor == rhs.wrappedValue?.smartColor
    }

    /// Hashes the RGBA components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue?.smartColor)
    }
}

extension SmartHexColor: SmartConfigurableWrapper {
    /// Keeps the `encodeHexFormat` declared on the property.
    package func keepingConfiguration(of initial: SmartHexColor) -> SmartHexColor {
        SmartHexColor(wrappedValue: wrappedValue, encodeHexFormat: initial.encodeHexFormat)
    }
}
