// Stand-in for Apple's AppKit, for Scripts/apple-check.sh: the declarations SmartCodable
// touches, with the signatures AppKit's Swift interface gives them (macOS 10.15 SDK and
// later). AppKit re-exports Foundation, and so does this. Conformances that nothing in the
// package uses (NSSecureCoding, NSCopying, the pasteboard protocols) are left out.
@_exported import Foundation

/// An object that represents a color space.
open class NSColorSpace: NSObject, @unchecked Sendable {
    /// A color space object representing the sRGB color space.
    open class var sRGB: NSColorSpace { NSColorSpace() }
}

/// An object that stores color data and sometimes opacity.
open class NSColor: NSObject, @unchecked Sendable {
    public override init() {}

    /// Creates a color object from the specified components in the sRGB color space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }

    /// Creates a new color object representing the color of the current color object in
    /// the specified color space.
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { nil }

    /// The red component value of the color.
    open var redComponent: CGFloat { 0 }
    /// The green component value of the color.
    open var greenComponent: CGFloat { 0 }
    /// The blue component value of the color.
    open var blueComponent: CGFloat { 0 }
    /// The alpha (opacity) component value of the color.
    open var alphaComponent: CGFloat { 0 }
}
