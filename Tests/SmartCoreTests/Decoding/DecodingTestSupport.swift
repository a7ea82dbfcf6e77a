import Foundation
import SmartCore
import Testing

// Helpers shared by the decoding suites.

/// Decodes `type` from `json` inside a diagnostics scope and returns the model with the
/// issues of that one call (the scope must see exactly one report).
func decodeWithIssues<M: SmartDecodable>(
    _ type: M.Type, from json: String, options: Set<SmartDecodingOption>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> (M?, [SmartDecodingIssue]) {
    let (model, reports) = SmartDiagnostics.collect { M.deserialize(from: json, options: options) }
    try #require(reports.count == 1, sourceLocation: sourceLocation)
    return (model, reports[0].issues)
}

/// The issues a call recorded for `field` (matched on `location`, e.g. `items[0].sub.name`).
func issues(at location: String, in issues: [SmartDecodingIssue]) -> [SmartDecodingIssue] {
    issues.filter { $0.location == location }
}

/// A log of `didFinishMapping` calls, installed for one test through a task-local value,
/// so suites running in parallel never see each other's calls.
final class FinishLog: Sendable {
    private let entries = LockedValue<[String]>([])

    @TaskLocal static var current: FinishLog?

    /// Appends `entry` to the log of the running test (nothing outside a `record` scope).
    static func note(_ entry: String) {
        current?.entries.write { $0.append(entry) }
    }

    var calls: [String] { entries.read { $0 } }

    /// Runs `body` with a fresh log and returns its result and the calls it made.
    static func record<Result>(_ body: () throws -> Result) rethrows -> (Result, [String]) {
        let log = FinishLog()
        let result = try $current.withValue(log) { try body() }
        return (result, log.calls)
    }
}

/// A date from `text` in `format`, read in the device's current time zone with the
/// `en_US_POSIX` locale (the way the date heuristic reads zone-less formats).
func localDate(_ text: String, format: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = format
    return formatter.date(from: text)
}

/// A date from an ISO 8601 internet date-time such as `2023-11-14T22:13:20Z`.
func isoDate(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
}
