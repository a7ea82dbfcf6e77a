import Foundation

/// The date reading used when a call sets no date strategy (§4.5 of the behaviour spec):
/// numbers and numeric strings are Unix timestamps (milliseconds above 10¹²), other
/// strings are tried against common formats in the device's current time zone, then
/// ISO 8601.
enum DateHeuristics {
    /// The string formats, in the order they are tried.
    static let formats = [
        "yyyy-MM-dd HH:mm:ss",
        "yyyy-MM-dd",
        "yyyy/MM/dd",
        "MM/dd/yyyy",
        "yyyy-MM-dd HH:mm",
        "yyyy-MM-dd'T'HH:mm:ss",
        "yyyy-MM-dd'T'HH:mm:ssZ",
        "yyyy-MM-dd'T'HH:mm:ss.SSSZ",
    ]

    /// Values above this are milliseconds since 1970; others are seconds.
    static let millisecondThreshold = 1_000_000_000_000.0

    /// Formatters per time zone, used under the lock (formatters are not safe to share
    /// across threads on every platform).
    private static let formatters = LockedValue<[String: [DateFormatter]]>([:])

    static func date<Source: ConversionSource>(from value: Source) -> Date? {
        if let timestamp = Conversion.seconds(value) {
            return date(fromTimestamp: timestamp)
        }
        guard let text = value.stringValue else { return nil }
        return formattedDate(from: text) ?? iso8601Date(from: text)
    }

    static func date(fromTimestamp timestamp: Double) -> Date {
        timestamp > millisecondThreshold
            ? Date(timeIntervalSince1970: timestamp / 1000)
            : Date(timeIntervalSince1970: timestamp)
    }

    private static func formattedDate(from text: String) -> Date? {
        formattedDateAndFormat(from: text)?.date
    }

    /// The date a string gives under the format list, and the format that read it.
    static func formattedDateAndFormat(from text: String) -> (date: Date, format: String)? {
        // No format of the list can read text with characters of several scalars, and
        // some of it stops the process on Linux (see `FormatterDateParsing`).
        guard FormatterDateParsing.canParse(text) else { return nil }
        let zone = TimeZone.current
        return formatters.write { cache -> (date: Date, format: String)? in
            let list: [DateFormatter]
            if let cached = cache[zone.identifier] {
                list = cached
            } else {
                list = formats.map { format in
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "en_US_POSIX")
                    formatter.timeZone = zone
                    formatter.dateFormat = format
                    return formatter
                }
                cache[zone.identifier] = list
            }
            for formatter in list {
                if let date = formatter.date(from: text) { return (date, formatter.dateFormat) }
            }
            return nil
        }
    }

    /// An ISO 8601 internet date-time (`2024-01-02T03:04:05Z`).
    static func iso8601Date(from text: String) -> Date? {
        ISO8601Text.date(from: text)
    }
}
