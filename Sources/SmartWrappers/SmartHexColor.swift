import SmartCore

/// A colour read from a hex string and written back in a chosen hex layout.
///
/// ```swift
/// struct Theme: SmartCodable {
///     @SmartHexColor var tint: SmartColor?                               // UIColor? / NSColor? on Apple platforms
///     @SmartHexColor(encodeHexFormat: .rrggbbaa(.hash)) var shade: SmartColor?
/// }
/// ```
///
/// Reading trims whitespace, ignores case and an optional `#` or `0x`, and takes the
/// layout from the number of digits: 3 (RGB), 4 (RGBA), 6 (RRGGBB) or 8 (RRGGBBAA).
/// Numbers are read as their digits. Anything else keeps the initializer value.
/// Writing uses `encodeHexFormat`, `RRGGBB` without prefix when none is declared;
/// nil is written as `null`.
@propertyWrapper
public struct SmartHexColor<Color: SmartColorConvertible>: Codable {
    /// The original library's spelling of `SmartColor.HexFormat`.
    public typealias HexFormat = SmartColor.HexFormat

    public var wrappedValue: Color?
    /// The layout used when encoding; it is kept through decoding.
    public let encodeHexFormat: HexFormat?

    public init(wrappedValue: Color?, encodeHexFormat: HexFormat? = nil) {
        self.wrappedValue = wrappedValue
        self.encodeHexFormat = encodeHexFormat
    }

    public init(encodeHexFormat: HexFormat? = nil) {
        self.init(wrappedValue: nil, encodeHexFormat: encodeHexFormat)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = SmartColor(hex: text), let value = Color.fromSmartColor(color) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a hex colour."))
        }
        wrappedValue = value
        encodeHexFormat = nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard let color = wrappedValue?.smartColor else {
            try container.encodeNil()
            return
        }
        try container.encode(color.hexString(format: encodeHexFormat ?? .rrggbb(.none)))
    }
}

extension SmartHexColor: SmartTransformableWrapper {
    public static func wrapping(transformed value: Any) -> SmartHexColor? {
        guard let color = value as? Color else { return nil }
        return SmartHexColor(wrappedValue: color)
    }

    public var transformableValue: Any { wrappedValue as Any }
}

extension SmartHexColor: Sendable where Color: Sendable {}

extension SmartHexColor: SmartConfigurableWrapper {
    /// Keeps the `encodeHexFormat` declared on the property.
    public func keepingConfiguration(of initial: SmartHexColor) -> SmartHexColor {
        SmartHexColor(wrappedValue: wrappedValue, encodeHexFormat: initial.encodeHexFormat)
    }
}
