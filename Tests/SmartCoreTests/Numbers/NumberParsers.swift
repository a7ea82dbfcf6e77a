@testable import SmartCore

/// The parsers under test, called on a `String`'s UTF-8 bytes.
enum NumberParsers {
    /// `FloatingPointParsing.double(utf8:)`.
    static func double(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.double(utf8: $0) }
    }

    /// `FloatingPointParsing.float(utf8:)`.
    static func float(_ text: String) -> Float? {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.float(utf8: $0) }
    }

    /// `FloatingPointParsing.double(jsonLiteral:)`.
    static func jsonDouble(_ text: String) -> Double {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.double(jsonLiteral: $0) }
    }

    /// `FloatingPointParsing.float(jsonLiteral:)`.
    static func jsonFloat(_ text: String) -> Float {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.float(jsonLiteral: $0) }
    }

    /// nil when the fast steps alone cannot decide (the fallback would run).
    static func doubleWithoutFallback(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.doubleWithoutFallback(jsonLiteral: $0) }
    }

    /// nil when the fast steps alone cannot decide (the fallback would run).
    static func floatWithoutFallback(_ text: String) -> Float? {
        var copy = text
        return copy.withUTF8 { FloatingPointParsing.floatWithoutFallback(jsonLiteral: $0) }
    }

    /// `IntegerParsing.int64(utf8:)`.
    static func int64(_ text: String) -> Int64? {
        var copy = text
        return copy.withUTF8 { IntegerParsing.int64(utf8: $0) }
    }

    /// `IntegerParsing.uint64(utf8:)`.
    static func uint64(_ text: String) -> UInt64? {
        var copy = text
        return copy.withUTF8 { IntegerParsing.uint64(utf8: $0) }
    }

    /// `IntegerParsing.exactInteger(utf8:as:)`.
    static func exactInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
        var copy = text
        return copy.withUTF8 { IntegerParsing.exactInteger(utf8: $0, as: T.self) }
    }

    /// `true` when `text` is an RFC 8259 number (so the `jsonLiteral:` variants apply).
    static func isJSON(_ text: String) -> Bool {
        DecimalLiteral(text, grammar: .json) != nil
    }
}
