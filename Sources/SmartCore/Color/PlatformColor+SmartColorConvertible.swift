#if canImport(UIKit)
import UIKit

extension UIColor: SmartColorConvertible {
    /// A `UIColor` with `color`'s sRGB components.
    public static func fromSmartColor(_ color: SmartColor) -> Self? {
        color.peel as? Self
    }

    /// The colour's sRGB components, or nil when it has none.
    public var smartColor: SmartColor? { SmartColor(self) }
}
#elseif canImport(AppKit)
import AppKit

extension NSColor: SmartColorConvertible {
    /// An `NSColor` with `color`'s components in sRGB.
    public static func fromSmartColor(_ color: SmartColor) -> Self? {
        color.peel as? Self
    }

    /// The colour's components in sRGB, or nil when it has no RGB form.
    public var smartColor: SmartColor? { SmartColor(self) }
}
#endif
