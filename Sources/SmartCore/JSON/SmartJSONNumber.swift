import Foundation

/// A JSON number that keeps the exact text it was written with.
///
/// Nothing is rounded when a document is parsed: `12345678901234567890123` and `0.1`
/// stay exactly as written, and each conversion reads the literal. Integer conversions
/// are exact (nil when the value has a fraction or does not fit); `double`, `float`
/// and `decimal` give the nearest value of that type.
///
/// Two numbers are equal when their values are equal: `1`, `1.0` and `1e0` are equal,
/// and so are `0` and `-0`.
public struct SmartJSONNumber: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable {
        /// A plain integer literal (no sign other than `-`, no point, no exponent).
        case integer(Int64)
        /// Any other valid JSON number text, kept verbatim.
        case literal(String)
        /// NaN or an infinity, which JSON text cannot spell; writers reject or map these.
        case nonFinite(Double)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a number from JSON number text (`-12.5e3`); nil when the text is not a valid
    /// RFC 8259 number.
    public init?(text: String) {
        guard let literal = DecimalLiteral(text, grammar: .json) else { return nil }
        if !literal.hasFractionOrExponent, !(literal.isNegative && literal.isZero),
            let value = literal.exactInteger(as: Int64.self)
        {
            storage = .integer(value)
        } else {
            storage = .literal(text)
        }
    }

    /// Creates a number holding `value` exactly.
    public init<T: BinaryInteger>(_ value: T) {
        if let small = Int64(exactly: value) {
            storage = .integer(small)
        } else {
            storage = .literal(String(value))
        }
    }

    /// Creates a number from a `Double`, written in its shortest round-trip form
    /// (`0.1`, `1e+20`; `1.0` is written `1`). NaN and infinities are kept but have no
    /// JSON spelling: see `isFinite` and `SmartJSONWritingOptions.nonFiniteNumbers`.
    public init(_ value: Double) {
        guard value.isFinite else {
            storage = .nonFinite(value)
            return
        }
        if value == value.rounded(), let exact = Int64(exactly: value), !(value == 0 && value.sign == .minus) {
            storage = .integer(exact)
        } else {
            storage = .literal(SmartJSONNumber.shortestText(value.description))
        }
    }

    /// Creates a number from a `Float`, written in the Float's own shortest form
    /// (`Float(0.1)` is written `0.1`, not `0.10000000149011612`).
    public init(_ value: Float) {
        guard value.isFinite else {
            storage = .nonFinite(Double(value))
            return
        }
        if value == value.rounded(), let exact = Int64(exactly: value), !(value == 0 && value.sign == .minus) {
            storage = .integer(exact)
        } else {
            storage = .literal(SmartJSONNumber.shortestText(value.description))
        }
    }

    /// Creates a number from a `Decimal`, keeping every digit it holds. NaN becomes a
    /// non-finite number.
    public init(_ value: Decimal) {
        if value.isNaN {
            storage = .nonFinite(.nan)
            return
        }
        let text = value.description
        if let parsed = SmartJSONNumber(text: text) {
            self = parsed
        } else {
            // Decimal's description is plain digits with an optional point; this branch is
            // only reached by forms JSON does not spell, which Double approximates.
            self = SmartJSONNumber(NSDecimalNumber(decimal: value).doubleValue)
        }
    }

    /// Swift writes `1.0` and `1e-05`; JSON readers prefer `1` for whole values. The text
    /// stays a valid JSON number either way.
    private static func shortestText(_ description: String) -> String {
        if description.hasSuffix(".0") { return String(description.dropLast(2)) }
        return description
    }

    /// The number's JSON text, exactly as it was parsed or created.
    /// Non-finite numbers give `nan`, `inf` or `-inf`, which are not JSON.
    public var text: String {
        switch storage {
        case .integer(let value): return String(value)
        case .literal(let text): return text
        case .nonFinite(let value): return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
        }
    }

    /// The number's text, as `text` gives it.
    public var description: String { text }

    /// `false` for NaN and infinities, which only come from `init(_: Double)` and friends.
    public var isFinite: Bool {
        if case .nonFinite = storage { return false }
        return true
    }

    /// `true` when the text has neither a fraction nor an exponent (`12`, `-3`, but not `12.0`).
    public var isIntegerLiteral: Bool {
        switch storage {
        case .integer: return true
        case .literal(let text):
            return !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        case .nonFinite: return false
        }
    }

    /// The decimal decomposition of the literal; nil for non-finite numbers.
    var decimalLiteral: DecimalLiteral? {
        switch storage {
        case .integer(let value): return DecimalLiteral(String(value), grammar: .json)
        case .literal(let text): return DecimalLiteral(text, grammar: .json)
        case .nonFinite: return nil
        }
    }

    /// The value as `T` when it is a whole number that fits exactly: `12`, `12.0`, `1e3`
    /// and `1.5e3` convert; `12.5`, `300` for `Int8` and `-1` for `UInt` give nil.
    public func exactly<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T? {
        if case .integer(let value) = storage { return T(exactly: value) }
        return decimalLiteral?.exactInteger(as: T.self)
    }

    /// The value as `Int` when it is a whole number that fits; otherwise nil.
    public var intValue: Int? { exactly(Int.self) }

    /// The value as `Int64` when it is a whole number that fits; otherwise nil.
    public var int64Value: Int64? { exactly(Int64.self) }

    /// The value as `UInt64` when it is a whole number that fits; otherwise nil.
    public var uint64Value: UInt64? { exactly(UInt64.self) }

    /// The nearest `Double`. Values beyond Double's range give ±infinity and values
    /// below its smallest subnormal give ±0; check `isFinite` on the result if that matters.
    public var doubleValue: Double {
        switch storage {
        case .integer(let value): return Double(value)
        case .literal(var text): return text.withUTF8 { FloatingPointParsing.double(jsonLiteral: $0) }
        case .nonFinite(let value): return value
        }
    }

    /// The nearest `Float`, rounded once from the literal (not through `Double`).
    /// `3.4e39` gives +infinity.
    public var floatValue: Float {
        switch storage {
        case .integer(let value): return Float(value)
        case .literal(var text): return text.withUTF8 { FloatingPointParsing.float(jsonLiteral: $0) }
        case .nonFinite(let value): return Float(value)
        }
    }

    /// The value as a `Decimal`, read from the literal text, so `0.1` and
    /// `12345678901234567890` are exact. Decimal keeps 38 significant digits and
    /// exponents from -128 to 127: longer literals are rounded, and values outside that
    /// range (or non-finite numbers) give nil. Rounding is half away from zero.
    public var decimalValue: Decimal? {
        switch storage {
        case .integer(let value):
            return Decimal(value)
        case .literal(let text):
            return DecimalLiteral(text, grammar: .json)?.decimalValue
        case .nonFinite:
            return nil
        }
    }

    /// A key equal for equal values, so `100`, `1e2` and `100.0` hash alike: the same
    /// form `DecimalLiteral.canonicalKey` gives (sign, digits without trailing zeros,
    /// exponent).
    private var canonicalKey: String {
        switch storage {
        case .integer(let value):
            if value == 0 { return "0" }
            var magnitude = value.magnitude
            var exponent = 0
            while magnitude % 10 == 0 {
                magnitude /= 10
                exponent += 1
            }
            return (value < 0 ? "-" : "") + String(magnitude) + (exponent == 0 ? "" : "e\(exponent)")
        case .literal:
            return decimalLiteral?.canonicalKey ?? text
        case .nonFinite:
            return text
        }
    }

    /// `true` when the two numbers have the same value, however they are written (`1`, `1.0`,
    /// `1e0`).
    public static func == (lhs: SmartJSONNumber, rhs: SmartJSONNumber) -> Bool {
        if case .integer(let left) = lhs.storage, case .integer(let right) = rhs.storage {
            return left == right
        }
        return lhs.canonicalKey == rhs.canonicalKey
    }

    /// Hashes the value rather than its spelling, so equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(canonicalKey)
    }
}

extension SmartJSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A number written as an integer literal: `let count: SmartJSONNumber = 3`.
    public init(integerLiteral value: Int64) {
        storage = .integer(value)
    }

    /// A number written as a float literal, kept in `Double`'s shortest form (see `init(_:)`).
    public init(floatLiteral value: Double) {
        self.init(value)
    }
}
