import Foundation
import SmartCore

/// Reading the Foundation values a transformer receives (`String`, a number type,
/// `NSNumber`, `Bool`, `NSNull`, `[Any]`, `[String: Any]`).
enum TransformInput {
    /// A string, or a whole number written as its digits (`123456` → `"123456"`).
    /// Bools, fractions, null and containers give nil.
    static func text(_ value: Any) -> String? {
        guard let json = SmartJSONValue(scalar: value) else { return nil }
        switch json {
        case .string(let text):
            return text
        case .number(let number):
            if let integer = number.int64Value { return String(integer) }
            if let integer = number.uint64Value { return String(integer) }
            return nil
        default:
            return nil
        }
    }

    /// `value as? T`, and failing that a JSON number as the numeric type `T` when it fits
    /// exactly (integers) or as the nearest value (floating point, `Decimal`), as numbers
    /// bridged through `NSNumber` behave on Apple platforms.
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        if let result = value as? T { return result }
        guard let json = SmartJSONValue(scalar: value), case .number(let number) = json else { return nil }
        if T.self == Double.self { return finite(number.doubleValue) as? T }
        if T.self == Float.self { return finite(number.floatValue) as? T }
        if T.self == CGFloat.self { return finite(nativeCGFloat(number)).map { CGFloat($0) } as? T }
        if T.self == Decimal.self { return number.decimalValue as? T }
        if let integer = T.self as? any FixedWidthInteger.Type { return exactly(number, integer) as? T }
        return nil
    }

    /// The number at CGFloat's native width: `Double`, or `Float` on 32-bit watchOS.
    private static func nativeCGFloat(_ number: SmartJSONNumber) -> CGFloat.NativeType {
        MemoryLayout<CGFloat.NativeType>.size == MemoryLayout<Float>.size
            ? CGFloat.NativeType(number.floatValue) : CGFloat.NativeType(number.doubleValue)
    }

    private static func finite<F: FloatingPoint>(_ value: F) -> F? {
        value.isFinite ? value : nil
    }

    private static func exactly<I: FixedWidthInteger>(_ number: SmartJSONNumber, _ type: I.Type) -> I? {
        number.exactly(I.self)
    }
}
