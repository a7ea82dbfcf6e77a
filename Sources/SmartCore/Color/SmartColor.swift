import Foundation

/// A portable RGBA colour, decoded from and encoded to a hex string.
///
/// Use it as a plain property type: `var color: SmartColor?` reads `"7DA5E3"`,
/// `"#7DA5E3"`, `"0x7DA5E3CC"`, `"F80"`… (see `init?(hex:)`), and `peel` gives the
/// platform colour (`UIColor` / `NSColor`) on Apple platforms.
///
/// ```swift
/// struct Model: SmartCodable {
///     var color: SmartColor?
/// }
/// let model = Model.deserialize(from: ["color": "7DA5E3"])
/// model?.color?.hexString(format: .rrggbb(.hash))   // "#7DA5E3"
/// ```
///
/// Components are sRGB values in `0...1`. The initializer clamps them (NaN becomes 0);
/// hex writing clamps whatever is stored.
public struct SmartColor: Sendable, Hashable {
    /// Red, `0...1`.
    public var red: Double
    /// Green, `0...1`.
    public var green: Double
    /// Blue, `0...1`.
    public var blue: Double
    /// Opacity, `0...1` (1 is opaque).
    public var alpha: Double

    /// A colour from components in `0...1`; values outside are clamped, NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = SmartColor.clamped(red)
        self.green = SmartColor.clamped(green)
        self.blue = SmartColor.clamped(blue)
        self.alpha = SmartColor.clamped(alpha)
    }

    /// Opaque black.
    public static let black = SmartColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = SmartColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = SmartColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `value` limited to `0...1`; NaN gives 0.
    static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}
