import Foundation

/// ISO 8601 internet date-times (`2024-01-02T03:04:05Z`), read and written through shared
/// formatters used under a lock (`ISO8601DateFormatter` is not `Sendable`). The one place
/// the library reads and writes ISO 8601: the date heuristic, both encoders and the date
/// transformers.
package enum ISO8601Text {
    private static let plain = LockedValue(ISO8601DateFormatter())
    private static let fractional: LockedValue<ISO8601DateFormatter> = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return LockedValue(formatter)
    }()

    /// `2024-01-02T03:04:05Z` (whole seconds only); nil otherwise.
    package static func date(from text: String) -> Date? {
        plain.write { $0.date(from: text) }
    }

    /// Whole seconds, or fractional seconds (`…05.250Z`); nil otherwise.
    package static func dateAllowingFractionalSeconds(from text: String) -> Date? {
        date(from: text) ?? fractional.write { $0.date(from: text) }
    }

    /// The default form in UTC: `2024-01-02T03:04:05Z`.
    package static func string(from date: Date) -> String {
        plain.write { $0.string(from: date) }
    }
}
