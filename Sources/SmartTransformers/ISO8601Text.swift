import Foundation
import SmartCore

/// ISO 8601 internet date-times, read and written with shared formatters used under a
/// lock (`ISO8601DateFormatter` is not `Sendable`).
enum ISO8601Text {
    private static let plain = LockedValue(ISO8601DateFormatter())
    private static let fractional: LockedValue<ISO8601DateFormatter> = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return LockedValue(formatter)
    }()

    /// `2024-01-02T03:04:05Z`, or with fractional seconds (`…05.250Z`); nil otherwise.
    static func date(from text: String) -> Date? {
        plain.write { $0.date(from: text) } ?? fractional.write { $0.date(from: text) }
    }

    /// The default form in UTC: `2024-01-02T03:04:05Z`.
    static func string(from date: Date) -> String {
        plain.write { $0.string(from: date) }
    }
}
