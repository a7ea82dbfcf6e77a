import Foundation

/// The library's built-in date reading (§4.5 of the behaviour spec), for code outside
/// the decoder (transformers, property wrappers) that must read dates exactly as a
/// plain `Date` property does when no date strategy is set.
///
/// The heuristic itself lives in one place, the decoder's; these functions only accept
/// Foundation values (`String`, a number type, `NSNumber`, `Bool`, `NSNull`, …) as
/// transformers receive them.
public enum SmartDateParsing {
    /// A date by the heuristic: a number or numeric string is a Unix timestamp (in
    /// milliseconds when above 10¹², else in seconds); other strings are tried against
    /// the common formats in the device's current time zone, then ISO 8601. Anything else
    /// (bools, null, arrays, objects, unparseable strings) gives nil.
    ///
    /// ```swift
    /// SmartDateParsing.date(from: 1_700_000_000)          // 2023-11-14T22:13:20Z
    /// SmartDateParsing.date(from: "2024-01-02T03:04:05Z")  // by ISO 8601
    /// ```
    public static func date(from value: Any) -> Date? {
        guard let json = SmartJSONValue(scalar: value) else { return nil }
        return DateHeuristics.date(from: json)
    }

    /// The first step of the heuristic on its own: a finite number, or a string written
    /// in decimal notation (`"1700000000"`, `"1.7e9"`), as a `Double`; nil for anything
    /// else (bools, hex or `"nan"` strings, non-finite values). No unit is applied.
    public static func timestamp(from value: Any) -> Double? {
        guard let json = SmartJSONValue(scalar: value) else { return nil }
        return Conversion.seconds(json)
    }

    /// A number or numeric string read as a Unix timestamp the way the heuristic reads it
    /// (milliseconds above 10¹², seconds otherwise), and which unit that was.
    public static func timestampDate(from value: Any) -> (date: Date, isMilliseconds: Bool)? {
        guard let timestamp = timestamp(from: value) else { return nil }
        let isMilliseconds = timestamp > DateHeuristics.millisecondThreshold
        return (DateHeuristics.date(fromTimestamp: timestamp), isMilliseconds)
    }

    /// A date string read by the heuristic's format list (the device's time zone), and
    /// the format that read it (`"yyyy-MM-dd"`…); nil when none does. ISO 8601 strings
    /// that the list does not cover are left to `iso8601Date(from:)`.
    public static func dateAndFormat(from text: String) -> (date: Date, format: String)? {
        DateHeuristics.formattedDateAndFormat(from: text)
    }

    /// An ISO 8601 internet date-time (`2024-01-02T03:04:05Z`), as the heuristic reads it.
    public static func iso8601Date(from text: String) -> Date? {
        DateHeuristics.iso8601Date(from: text)
    }

}
