import Foundation

/// Types with a value to use when a property has no initializer value to fall back on
/// (§3.3 of the behaviour spec): 0, false, "", empty collections, nil, and the current
/// time for `Date` (kept for compatibility with the original library).
protocol ZeroValueProviding {
    static var zeroValue: Self { get }
}

extension Int: ZeroValueProviding { static var zeroValue: Int { 0 } }
extension Int8: ZeroValueProviding { static var zeroValue: Int8 { 0 } }
extension Int16: ZeroValueProviding { static var zeroValue: Int16 { 0 } }
extension Int32: ZeroValueProviding { static var zeroValue: Int32 { 0 } }
extension Int64: ZeroValueProviding { static var zeroValue: Int64 { 0 } }
extension UInt: ZeroValueProviding { static var zeroValue: UInt { 0 } }
extension UInt8: ZeroValueProviding { static var zeroValue: UInt8 { 0 } }
extension UInt16: ZeroValueProviding { static var zeroValue: UInt16 { 0 } }
extension UInt32: ZeroValueProviding { static var zeroValue: UInt32 { 0 } }
extension UInt64: ZeroValueProviding { static var zeroValue: UInt64 { 0 } }
extension Float: ZeroValueProviding { static var zeroValue: Float { 0 } }
extension Double: ZeroValueProviding { static var zeroValue: Double { 0 } }
extension CGFloat: ZeroValueProviding { static var zeroValue: CGFloat { 0 } }
extension Decimal: ZeroValueProviding { static var zeroValue: Decimal { 0 } }
extension Bool: ZeroValueProviding { static var zeroValue: Bool { false } }
extension String: ZeroValueProviding { static var zeroValue: String { "" } }
extension Data: ZeroValueProviding { static var zeroValue: Data { Data() } }
extension Date: ZeroValueProviding { static var zeroValue: Date { Date() } }
extension Array: ZeroValueProviding { static var zeroValue: Array { [] } }
extension Set: ZeroValueProviding { static var zeroValue: Set { [] } }
extension Dictionary: ZeroValueProviding { static var zeroValue: Dictionary { [:] } }
extension Optional: ZeroValueProviding { static var zeroValue: Optional { nil } }
extension SmartJSONValue: ZeroValueProviding { static var zeroValue: SmartJSONValue { .null } }
