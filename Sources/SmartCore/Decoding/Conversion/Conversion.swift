import Foundation

/// The one table of type adaptations (§4 of the behaviour spec).
///
/// Each target has two steps. `exact…` is the fast path: the JSON kind is right and the
/// value fits as it is; nothing is reported. `converted…` is the tolerant step taken when
/// the fast path fails (a string for a number, `1` for a bool, `12.5` for an integer under
/// `.truncate`); when it succeeds the decoder still reports a type mismatch, resolved by
/// conversion. Everything is read from the literal JSON text, never through `NSNumber`,
/// and nothing can trap: out-of-range and non-finite results are failures (nil).
///
/// Written once over `ConversionSource`, so the decoder reads entries of the flat
/// document in place and the date helpers read `SmartJSONValue`s by the same rules.
enum Conversion {
    // MARK: Integers (§4.1)

    @inline(__always)
    static func exactInteger<T: FixedWidthInteger, Source: ConversionSource>(_ value: Source, as type: T.Type) -> T? {
        value.numberValue?.exactly(T.self)
    }

    static func convertedInteger<T: FixedWidthInteger, Source: ConversionSource>(
        _ value: Source, as type: T.Type, strategy: SmartCodableOptions.NumberConversionStrategy
    ) -> T? {
        let literal: DecimalLiteral?
        if let number = value.numberValue {
            literal = number.decimalLiteral
        } else {
            literal = value.withStringUTF8 { DecimalLiteral(utf8: $0, grammar: .lenient) } ?? nil
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
    static func exactDouble<Source: ConversionSource>(_ value: Source) -> Double? {
        guard let number = value.numberValue else { return nil }
        let result = number.doubleValue
        return result.isFinite ? result : nil
    }

    static func convertedDouble<Source: ConversionSource>(
        _ value: Source, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Double? {
        if let special = nonConformingValue(value, strategy: strategy) { return special }
        guard let parsed = value.withStringUTF8(FloatingPointParsing.double(utf8:)), let result = parsed,
            result.isFinite
        else { return nil }
        return result
    }

    @inline(__always)
    static func exactFloat<Source: ConversionSource>(_ value: Source) -> Float? {
        guard let number = value.numberValue else { return nil }
        let result = number.floatValue
        return result.isFinite ? result : nil
    }

    static func convertedFloat<Source: ConversionSource>(
        _ value: Source, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Float? {
        if let special = nonConformingValue(value, strategy: strategy) { return Float(special) }
        guard let parsed = value.withStringUTF8(FloatingPointParsing.float(utf8:)), let result = parsed, result.isFinite
        else { return nil }
        return result
    }

    /// ±infinity or NaN when the float strategy names exactly this string.
    private static func nonConformingValue<Source: ConversionSource>(
        _ value: Source, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Double? {
        guard case .convertFromString(let positive, let negative, let nan) = strategy, let text = value.stringValue
        else { return nil }
        if text == positive { return .infinity }
        if text == negative { return -.infinity }
        if text == nan { return .nan }
        return nil
    }

    /// Whether a string value is one the float strategy reads as ±infinity or NaN: a
    /// configured spelling, not a type mismatch.
    static func isNonConformingSpelling<Source: ConversionSource>(
        _ value: Source, strategy: JSONDecoder.NonConformingFloatDecodingStrategy
    ) -> Bool {
        nonConformingValue(value, strategy: strategy) != nil
    }

    // MARK: Bool (§4.3)

    @inline(__always)
    static func exactBool<Source: ConversionSource>(_ value: Source) -> Bool? {
        value.boolValue
    }

    static func convertedBool<Source: ConversionSource>(_ value: Source) -> Bool? {
        if let number = value.numberValue {
            switch number.exactly(Int8.self) {
            case 1: return true
            case 0: return false
            default: return nil
            }
        }
        return value.withStringUTF8 { text -> Bool? in
            switch String(decoding: text, as: UTF8.self) {
            case "1", "YES", "Yes", "yes", "TRUE", "True", "true": return true
            case "0", "NO", "No", "no", "FALSE", "False", "false": return false
            default: return nil
            }
        } ?? nil
    }

    // MARK: String (§4.4)

    @inline(__always)
    static func exactString<Source: ConversionSource>(_ value: Source) -> String? {
        value.stringValue
    }

    static func convertedString<Source: ConversionSource>(_ value: Source) -> String? {
        if let number = value.numberValue { return text(of: number) }
        if let flag = value.boolValue { return flag ? "true" : "false" }
        return nil
    }

    /// A number as text: whole numbers within Int64 as plain digits (`1e3` → `1000`,
    /// `12.0` → `12`); longer integer literals verbatim (no precision lost); anything else
    /// in the shortest form that reads back as the same `Double` (`0.1`, `1e+20`).
    static func text<Number: ConversionNumber>(of number: Number) -> String {
        if let integer = number.exactly(Int64.self) { return String(integer) }
        if number.isIntegerLiteral { return number.text }
        let double = number.doubleValue
        guard double.isFinite else { return number.text }
        return double.description
    }

    // MARK: Decimal, URL, Data (§4.5)

    /// Decimal takes JSON numbers only, read from their text; strings are refused.
    static func decimal<Source: ConversionSource>(_ value: Source) -> Decimal? {
        value.numberValue?.decimalValue
    }

    /// A string, or a number written as text (for URL and Data).
    private static func textOrNumberText<Source: ConversionSource>(_ value: Source) -> String? {
        if let text = value.stringValue { return text }
        if let number = value.numberValue { return text(of: number) }
        return nil
    }

    /// A URL from a string, or from a number written as text. Empty or invalid gives nil.
    static func url<Source: ConversionSource>(_ value: Source) -> URL? {
        guard let text = textOrNumberText(value), !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// Data from a base64 string, or from a number written as text and read as base64.
    static func data<Source: ConversionSource>(_ value: Source) -> Data? {
        guard let text = textOrNumberText(value) else { return nil }
        return Data(base64Encoded: text)
    }

    // MARK: Date (§4.5)

    /// A date by the call's strategy, or by the built-in heuristic when it has none.
    /// `.custom` strategies are run by the decoder, which can hand them a `Decoder`.
    static func date<Source: ConversionSource>(_ value: Source, strategy: JSONDecoder.DateDecodingStrategy?) -> Date? {
        guard let strategy else { return DateHeuristics.date(from: value) }
        switch strategy {
        case .deferredToDate:
            return seconds(value).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .secondsSince1970:
            return seconds(value).map { Date(timeIntervalSince1970: $0) }
        case .millisecondsSince1970:
            return seconds(value).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .iso8601:
            guard let text = value.stringValue else { return nil }
            return DateHeuristics.iso8601Date(from: text)
        #if _runtime(_ObjC)
        case .formatted(let formatter):
            // Apple's Foundation has this case; elsewhere `.formatted` is built on `.custom`,
            // which the decoder runs and which reads the same text (Docs/Platforms.md).
            return formattedDate(value, formatter: formatter)
        #endif
        default:
            // .custom needs a Decoder; the decoder runs it itself.
            return nil
        }
    }

    /// A date read with `formatter` from a string, or from a number written as its digits
    /// (what `.formatted` does on every platform: elsewhere than Apple's Foundation it is a
    /// `.custom` strategy that decodes a `String`, which reads a number as its text).
    static func formattedDate<Source: ConversionSource>(_ value: Source, formatter: DateFormatter) -> Date? {
        textOrNumberText(value).flatMap { FormatterDateParsing.date(from: $0, with: formatter) }
    }

    /// A finite number of seconds from a number or a numeric string.
    static func seconds<Source: ConversionSource>(_ value: Source) -> Double? {
        if let number = value.numberValue {
            let result = number.doubleValue
            return result.isFinite ? result : nil
        }
        guard let parsed = value.withStringUTF8(FloatingPointParsing.double(utf8:)), let result = parsed,
            result.isFinite
        else { return nil }
        return result
    }
}
