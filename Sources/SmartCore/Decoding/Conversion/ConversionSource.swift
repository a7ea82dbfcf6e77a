import Foundation

/// A JSON value as the conversion table (`Conversion`) reads it: a `SmartJSONValue`, or an
/// entry of a `FlatDocument` read in place. The table is written once, generically, and
/// specialized for each.
protocol ConversionSource {
    associatedtype Number: ConversionNumber
    /// Which of the six JSON kinds the value is.
    var kind: SmartJSONValue.Kind { get }
    /// The boolean, for `true` and `false`.
    var boolValue: Bool? { get }
    /// The number, for numbers.
    var numberValue: Number? { get }
    /// The text, for strings (escapes decoded).
    var stringValue: String? { get }
    /// Runs `body` on a string's UTF-8 (escapes decoded) without necessarily building a
    /// `String`; nil for anything but a string.
    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
}

/// A JSON number as the conversion table reads it (`SmartJSONNumber`, or `FlatNumber`).
protocol ConversionNumber {
    /// The value as `T` when it is a whole number that fits exactly.
    func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T?
    /// The nearest `Double` (infinite beyond its range).
    var doubleValue: Double { get }
    /// The nearest `Float`, rounded once from the literal.
    var floatValue: Float { get }
    /// The value as a `Decimal` (38 significant digits), nil beyond its range.
    var decimalValue: Decimal? { get }
    /// Whether the literal has neither a fraction nor an exponent.
    var isIntegerLiteral: Bool { get }
    /// The literal as written.
    var text: String { get }
    /// The exact decomposition of the literal; nil for non-finite numbers.
    var decimalLiteral: DecimalLiteral? { get }
}

extension SmartJSONValue: ConversionSource {
    func withStringUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard case .string(var text) = self else { return nil }
        return text.withUTF8(body)
    }
}

extension SmartJSONNumber: ConversionNumber {}
