import Foundation

#if !_runtime(_ObjC)
/// Lets `NSNumber` cast to `CGFloat` on Linux, as it does on Apple platforms.
///
/// Value transformers receive JSON numbers as `NSNumber` (§1.5 of the behaviour spec), and
/// code written for Apple platforms reads them with `value as? CGFloat`. Darwin's Foundation
/// bridges `CGFloat` to `NSNumber`; swift-corelibs-foundation bridges `Int`, `Double`,
/// `Float`, `Bool`… but not `CGFloat`, so that cast always failed here. This conformance
/// follows `Double`'s rule: the cast succeeds when the number is exactly a `Double`.
/// Casts between Swift value types (`CGFloat` in an `Any` to `Double`) are unaffected.
// swift-format-ignore: AvoidRetroactiveConformances
// Deliberate: Foundation on Linux leaves this bridge out, and `as? NSNumber` must work.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// `CGFloat` bridges to `NSNumber`, as on Apple platforms.
    public typealias _ObjectiveCType = NSNumber

    /// The value as an `NSNumber` holding a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber {
        NSNumber(value: Double(self))
    }

    /// The number's `doubleValue` as a `CGFloat` (for `as!`).
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number as a `CGFloat` when it is exactly a `Double`; otherwise nil and `false` (for
    /// `as?`).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        guard let double = source as? Double else {
            result = nil
            return false
        }
        result = CGFloat(double)
        return true
    }

    /// The number's `doubleValue` as a `CGFloat`, or 0 for nil.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
#endif
