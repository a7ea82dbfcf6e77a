// Stand-in for Apple's UIKit, for Scripts/apple-check.sh: the declarations SmartCodable
// touches, with the signatures UIKit's Swift interface gives them (iOS 13, tvOS 13,
// watchOS 6 and visionOS 1 SDKs). UIKit re-exports Foundation, and so does this.
// Conformances that nothing in the package uses (NSSecureCoding, NSCopying) are left out.
@_exported import Foundation

/// An object that stores color data and sometimes opacity.
open class UIColor: NSObject, @unchecked Sendable {
    /// Creates a color object using the specified opacity and RGB component values.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    /// Returns the components that form the color in the RGB color space.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { false }
}
