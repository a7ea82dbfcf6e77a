import Foundation
import SmartCore
import SmartTransformers
import Testing

/// DI-23: when the date transformer's own strategy fails and the heuristic reads the
/// value, the decode reports it.
@Suite("SmartDateTransformer: reported fallbacks")
struct DateFallbackReportTests {
    struct Event: SmartCodable {
        var day: Date?
        var stamp: Date?
        static func mappingForValue() -> [SmartValueTransformer]? {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "dd.MM.yyyy"
            return [
                CodingKeys.day <--- SmartDateTransformer(strategy: .formatted(formatter)),
                CodingKeys.stamp <--- SmartDateTransformer(strategy: .iso8601),
            ]
        }
    }

    @Test func aHeuristicFallbackIsReportedForItsProperty() throws {
        let (decoded, reports) = SmartDiagnostics.collect {
            Event.deserialize(from: #"{"day": "07.04.2024", "stamp": 1700000000}"#)
        }
        let event = try #require(decoded)
        #expect(event.day == Date(timeIntervalSince1970: 1_712_448_000))  // 7 April 2024, by the formatter
        #expect(event.stamp == Date(timeIntervalSince1970: 1_700_000_000))  // not ISO 8601: read by the heuristic
        let issues = try #require(reports.first?.issues)
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        #expect(issue.field == "stamp")
        #expect(issue.resolution == .converted)
        guard case .transformFallback(let note) = issue.problem else {
            Issue.record("expected a transformFallback issue, got \(issue.problem)")
            return
        }
        #expect(note.contains("iso8601"))
    }
}
