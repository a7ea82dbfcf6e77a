import Foundation

/// The one table of type adaptations (§4 of the behaviour spec).
///
/// Each target has two steps. `exact…` is the fast path: the JSON kind is right and the
/// value fits as it is; nothing is reported. `converted…` is the tolerant step taken when
/// the fast path fails (a string for a number, `1` for a bool, `12.5` for an integer under
/// `.truncate`); when it succeeds the decoder still reports a type mismatch, resolved by
/// conversion. Everything is read from the literal JSON text, never through `NSNumber`,
/// and nothing can trap: out-of-range and non-finite results are failures (nil).
enum Conversion {
    // MARK: Integers (§4.1)

    @inline(__always)
    static func exactInteger<T: FixedWidthInteger>(_ value: JSONValue, as type: T.Type) -> T? {
        guard case .number(let number) = value else { return nil }
        return number.exactly(T.self)
    }

    static func convertedInteger<T: FixedWidthInteger>(
        _ value: JSONValue, as type: T.Type, strategy: NumberConversionStrategy
    ) -> T? {
        let literal: DecimalLiteral?
        switch value {
        case .number(let number): literal = number.decimalLiteral
        case .string(let text): literal = DecimalLiteral(text, grammar: .lenient)
        default: return nil
        }
        guard let literal else { return nil }
        if literal.isIntegral { return literal.exactInteger(as: T.self) }
        switch strategy {
        case .strict: return nil
        case .truncate: return literal.roundedInteger(as: T.self, halfAwayFromZero: false)
        case .rounded: return literal.roundedInteger(as: T.self, halfAwayFromZero: true)
        }
    }

    // MARK: Floating point (§4.2)

    @inline(__always)
    static func exactDouble(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value else { return nil }
        let result = number.doubleValue
        return result.isFinite ? result : nil
    }

    static func convertedDouble(
        _ value: JSONValue, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Double? {
        guard case .string(let text) = value else { return nil }
        if let special = nonConformingValue(text, strategy: strategy) { return special }
        guard DecimalLiteral(text, grammar: .lenient) != nil, let result = Double(text), result.isFinite else { return nil }
        return result
    }

    @inline(__always)
    static func exactFloat(_ value: JSONValue) -> Float? {
        guard case .number(let number) = value else { return nil }
        let result = number.floatValue
        return result.isFinite ? result : nil
    }

    static func convertedFloat(
        _ value: JSONValue, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Float? {
        guard case .string(let text) = value else { return nil }
        if let special = nonConformingValue(text, strategy: strategy) { return Float(special) }
        guard DecimalLiteral(text, grammar: .lenient) != nil, let result = Float(text), result.isFinite else { return nil }
        return result
    }

    /// ±infinity or NaN when the float strategy names exactly this string.
    private static func nonConformingValue(
        _ text: String, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Double? {
        guard case .convertFromString(let positive, let negative, let nan) = strategy else { return nil }
        if text == positive { return .infinity }
        if text == negative { return -.infinity }
        if text == nan { return .nan }
        return nil
    }

    // MARK: Bool (§4.3)

    @inline(__always)
    static func exactBool(_ value: JSONValue) -> Bool? {
        guard case .bool(let flag) = value else { return nil }
        return flag
    }

    static func convertedBool(_ value: JSONValue) -> Bool? {
        switch value {
        case .number(let number):
            switch number.exactly(Int8.self) {
            case 1: return true
            case 0: return false
            default: return nil
            }
        case .string(let text):
            switch text {
            case "1", "YES", "Yes", "yes", "TRUE", "True", "true": return true
            case "0", "NO", "No", "no", "FALSE", "False", "false": return false
            default: return nil
            }
        default:
            return nil
        }
    }

    // MARK: String (§4.4)

    @inline(__always)
    static func exactString(_ value: JSONValue) -> String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    static func convertedString(_ value: JSONValue) -> String? {
        switch value {
        case .number(let number): return text(of: number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// A number as text: whole numbers within Int64 as plain digits (`1e3` → `1000`,
    /// `12.0` → `12`); longer integer literals verbatim (no precision lost); anything else
    /// in the shortest form that reads back as the same `Double` (`0.1`, `1e+20`).
    static func text(of number: JSONNumber) -> String {
        if let integer = number.exactly(Int64.self) { return String(integer) }
        if number.isIntegerLiteral { return number.text }
        let double = number.doubleValue
        guard double.isFinite else { return number.text }
        return double.description
    }

    // MARK: Decimal, URL, Data (§4.5)

    /// Decimal takes JSON numbers only, read from their text; strings are refused.
    static func decimal(_ value: JSONValue) -> Decimal? {
        guard case .number(let number) = value else { return nil }
        return number.decimalValue
    }

    /// A URL from a string, or from a number written as text. Empty or invalid gives nil.
    static func url(_ value: JSONValue) -> URL? {
        let text: String
        switch value {
        case .string(let string): text = string
        case .number(let number): text = Conversion.text(of: number)
        default: return nil
        }
        guard !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// Data from a base64 string, or from a number written as text and read as base64.
    static func data(_ value: JSONValue) -> Data? {
        switch value {
        case .string(let text): return Data(base64Encoded: text)
        case .number(let number): return Data(base64Encoded: Conversion.text(of: number))
        default: return nil
        }
    }

    // MARK: Date (§4.5)

    /// A date by the call's strategy, or by the built-in heuristic when it has none.
    /// `.custom` strategies are run by the decoder, which can hand them a `Decoder`.
    static func date(_ value: JSONValue, strategy: JSONDecoder.DateDecodingStrategy?) -> Date? {
        guard let strategy else { return DateHeuristics.date(from: value) }
        switch strategy {
        case .deferredToDate:
            return seconds(value).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .secondsSince1970:
            return seconds(value).map { Date(timeIntervalSince1970: $0) }
        case .millisecondsSince1970:
            return seconds(value).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .iso8601:
            guard case .string(let text) = value else { return nil }
            return DateHeuristics.iso8601Date(from: text)
        #if canImport(Darwin)
        case .formatted(let formatter):
            // Apple's Foundation has this case; elsewhere `.formatted` is built on `.custom`.
            guard case .string(let text) = value else { return nil }
            return formatter.date(from: text)
        #endif
        default:
            // .custom needs a Decoder; the decoder runs it itself.
            return nil
        }
    }

    /// A finite number of seconds from a number or a numeric string.
    static func seconds(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let number):
            let result = number.doubleValue
            return result.isFinite ? result : nil
        case .string(let text):
            guard DecimalLiteral(text, grammar: .lenient) != nil, let result = Double(text), result.isFinite else { return nil }
            return result
        default:
            return nil
        }
    }
}
