#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit)
extension SmartColor {
    /// The platform's colour type: `UIColor` here.
    public typealias PlatformColor = UIColor

    /// The colour as a `UIColor` (sRGB components).
    public var peel: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The sRGB components of `color`, or nil when it has none (a pattern colour).
    public init?(_ color: UIColor) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
#elseif canImport(AppKit)
extension SmartColor {
    /// The platform's colour type: `NSColor` here.
    public typealias PlatformColor = NSColor

    /// The colour as an `NSColor` in the sRGB colour space.
    public var peel: NSColor {
        NSColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The components of `color` in sRGB, or nil when it cannot be converted (a pattern
    /// or catalog colour with no RGB form).
    public init?(_ color: NSColor) {
        guard let converted = color.usingColorSpace(.sRGB) else { return nil }
        self.init(
            red: Double(converted.redComponent), green: Double(converted.greenComponent),
            blue: Double(converted.blueComponent), alpha: Double(converted.alphaComponent))
    }
}
#else
extension SmartColor {
    /// The platform's colour type. With neither UIKit nor AppKit (Linux, Windows) it is
    /// `SmartColor` itself.
    public typealias PlatformColor = SmartColor

    /// The platform colour: `UIColor` with UIKit, `NSColor` with AppKit, and on other
    /// platforms (Linux, Windows) the `SmartColor` itself, so code that reads
    /// `color.peel` compiles everywhere.
    public var peel: SmartColor { self }
}
#endif
