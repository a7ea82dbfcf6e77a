/// The platform's colour type, under the original library's name: `UIColor` with UIKit
/// (iOS, tvOS, watchOS, visionOS), `NSColor` with AppKit (macOS), and `SmartColor` where
/// neither exists (Linux). `@SmartHexColor var tint: ColorObject?` compiles everywhere.
public typealias ColorObject = SmartColor.PlatformColor
