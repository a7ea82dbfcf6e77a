import Foundation

extension SmartJSONNumber {
    /// The number as a Foundation object (an `NSNumber`, or the number itself when no
    /// `NSNumber` holds it), typed by `style`; see `SmartJSONValue.FoundationNumberStyle`.
    public func foundationValue(_ style: SmartJSONValue.FoundationNumberStyle) -> Any {
        switch style {
        case .serialization: return serializationNumber
        case .literal: return literalObject
        }
    }

    /// `Int64`, else `UInt64`, else `Double`.
    private var serializationNumber: NSNumber {
        if case .integer(let value) = storage { return NSNumber(value: value) }
        if let value = exactly(Int64.self) { return NSNumber(value: value) }
        if let value = exactly(UInt64.self) { return NSNumber(value: value) }
        return NSNumber(value: doubleValue)
    }

    /// The `.literal` rule.
    private var literalObject: Any {
        let text: String
        switch storage {
        case .integer(let value): return SmartJSONNumber.smallestNumber(holding: value)
        case .nonFinite: return self
        case .literal(let literal): text = literal
        }
        guard let literal = decimalLiteral else { return self }
        let hasPoint = text.utf8.contains(UInt8(ascii: "."))
        let hasExponent = text.utf8.contains { $0 | 0x20 == UInt8(ascii: "e") }
        if hasPoint {
            let number = hasExponent ? (decimalNumber ?? finiteDouble) : (finiteDouble ?? decimalNumber)
            if let number { return number }
            return self
        }
        if let value = exactly(Int64.self) { return SmartJSONNumber.smallestNumber(holding: value) }
        if let value = exactly(UInt64.self) { return NSNumber(value: value) }
        if literal.significand.count > 17, let decimal = decimalNumber { return decimal }
        if let number = finiteDouble ?? decimalNumber { return number }
        return self
    }

    private var finiteDouble: NSNumber? {
        let value = doubleValue
        return value.isFinite ? NSNumber(value: value) : nil
    }

    /// An `NSDecimalNumber`, when `Decimal` holds the value.
    private var decimalNumber: NSNumber? {
        decimalValue.map { NSDecimalNumber(decimal: $0) }
    }

    /// `value` in the first of `Int8`, `UInt8`, `Int16`, `UInt16`, `Int32`, `UInt32`,
    /// `Int64` that holds it.
    private static func smallestNumber(holding value: Int64) -> NSNumber {
        if let narrow = Int8(exactly: value) { return NSNumber(value: narrow) }
        if let narrow = UInt8(exactly: value) { return NSNumber(value: narrow) }
        if let narrow = Int16(exactly: value) { return NSNumber(value: narrow) }
        if let narrow = UInt16(exactly: value) { return NSNumber(value: narrow) }
        if let narrow = Int32(exactly: value) { return NSNumber(value: narrow) }
        if let narrow = UInt32(exactly: value) { return NSNumber(value: narrow) }
        return NSNumber(value: value)
    }
}
