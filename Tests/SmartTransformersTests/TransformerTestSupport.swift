import Foundation

/// Fixed-zone helpers: every formatter in these tests names its time zone.
enum TestDates {
    /// A `DateFormatter` with `format`, the POSIX locale and UTC.
    static func utcFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    /// `text` read in `format` in the device's current time zone with the POSIX locale:
    /// how the date heuristic reads formats that carry no zone.
    static func local(_ text: String, format: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = format
        return formatter.date(from: text)
    }

    /// 2023-11-14T22:13:20Z.
    static let nov14 = Date(timeIntervalSince1970: 1_700_000_000)
    /// 2024-01-02T03:04:05Z.
    static let jan2 = Date(timeIntervalSince1970: 1_704_164_645)
    /// 2024-04-07T00:00:00Z: 2024-01-01 is 1 704 067 200, plus 97 days (31 + 29 + 31 + 6).
    static let april7 = Date(timeIntervalSince1970: 1_712_448_000)
    /// 2024-07-04T00:00:00Z, what "07.04.2024" would be if month and day were swapped.
    static let july4 = Date(timeIntervalSince1970: 1_720_051_200)
}

/// The JSON kinds no string-or-number transformer accepts, as JSON text.
let wrongKinds = ["true", "false", "[]", "[1]", #"{"a": 1}"#, "null"]
