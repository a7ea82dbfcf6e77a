import Foundation

/// Dates as ISO 8601 internet date-times (`2024-01-02T03:04:05Z`), through one shared,
/// lock-protected formatter.
enum ISO8601Text {
    private static let formatter = LockedValue(ISO8601DateFormatter())

    static func string(from date: Date) -> String {
        formatter.write { $0.string(from: date) }
    }
}
