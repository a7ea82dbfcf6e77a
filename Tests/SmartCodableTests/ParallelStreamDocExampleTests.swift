import Foundation
import SmartCodable
import Testing

/// The parallel decoding example of Docs/Streaming.md, run as written.
@Suite("Streaming guide: parallel decoding")
struct ParallelStreamDocExampleTests {
    struct Visit: SmartCodable, Equatable {
        var user: String = ""
        var page: String = ""
        var millis: Int = 0
    }

    /// The example, as the guide writes it.
    static func pageTimes(in log: URL, threads: Int) throws -> (average: [String: Double], skipped: [String]) {
        var sums: [String: (total: Int, count: Int)] = [:]
        let (_, reports) = try SmartDiagnostics.collect {
            for visit in try [Visit].deserializeElements(contentsOf: log, format: .jsonLines, parallelism: threads) {
                sums[visit.page, default: (0, 0)].total += visit.millis
                sums[visit.page, default: (0, 0)].count += 1
            }
        }
        let average = sums.mapValues { Double($0.total) / Double($0.count) }
        let skipped = reports.flatMap(\.issues).filter { $0.resolution == .skipped }.map(\.location)
        return (average, skipped)
    }

    @Test func theExampleGivesWhatOneThreadGives() throws {
        // 60,000 visits (about 3 MB, so several batches), every 10,000th line cut short.
        let pages = ["/", "/search", "/cart"]
        var text = ""
        for number in 1...60_000 {
            let page = pages[number % 3]
            let line = #"{"user": "u\#(number % 97)", "page": "\#(page)", "millis": \#(number % 3 * 100 + 50)}"#
            text += number % 10_000 == 0 ? String(line.dropLast(12)) + "\n" : line + "\n"
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("visits-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }

        let (average, skipped) = try Self.pageTimes(in: log, threads: 2)
        #expect(average == ["/": 50, "/search": 150, "/cart": 250])
        #expect(skipped == (1...6).map { "line \($0 * 10_000)" })
        let sequential = try Self.pageTimes(in: log, threads: 1)
        #expect(sequential.average == average)
        #expect(sequential.skipped == skipped)

        // The models come out in the order of the lines, as with one thread.
        let users = Array(try [Visit].deserializeElements(contentsOf: log, parallelism: 2)).map(\.user)
        #expect(users == Array(try [Visit].deserializeElements(contentsOf: log)).map(\.user))
        #expect(users.prefix(3) == ["u1", "u2", "u3"])
    }
}
