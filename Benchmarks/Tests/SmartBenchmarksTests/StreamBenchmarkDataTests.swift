import Foundation
import SmartCodable
import Testing

@testable import SmartBenchmarks

/// Issue 16: element by element, the benchmark data decodes to exactly what the whole
/// document decode gives, models and issues alike, from memory and from the generated
/// benchmark files.
@Suite("Stream decoding of the benchmark data")
struct StreamBenchmarkDataTests {
    static let available = BenchmarkDocumentTests.available

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func airportsElementByElementEqualTheWholeDecode() throws {
        let data = try BenchmarkDocumentTests.document("airports10000")
        let whole = try #require([Airport].deserialize(from: data))
        let streamed = Array([Airport].deserializeElements(from: data))
        #expect(streamed.count == 10_000)
        #expect(streamed == whole)
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func dirtyAirportsReportTheSameIssues() throws {
        let dirty = DirtyAirports.make(from: try BenchmarkDocumentTests.document("airports10000"))
        let (whole, wholeReports) = SmartDiagnostics.collect { [Airport].deserialize(from: dirty) }
        let (streamed, streamReports) = SmartDiagnostics.collect { Array([Airport].deserializeElements(from: dirty)) }
        #expect(streamed == whole)
        let wholeIssues = wholeReports.flatMap(\.issues)
        #expect(!wholeIssues.isEmpty)
        #expect(streamReports.flatMap(\.issues) == wholeIssues)
        // One report per damaged element, each about that element only.
        #expect(
            streamReports.allSatisfy { report in
                Set(report.issues.compactMap { $0.path.first?.index }).count == 1
            })
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func airportsAsJSONLinesEqualTheWholeDecode() throws {
        let data = try BenchmarkDocumentTests.document("airports10000")
        guard case .array(let records) = try SmartJSONValue(parsing: data) else {
            Issue.record("airports10000 is not an array")
            return
        }
        var lines = Data()
        for record in records {
            lines.append(try record.jsonData())
            lines.append(0x0A)
        }
        let streamed = Array([Airport].deserializeElements(from: lines))
        #expect(streamed == [Airport].deserialize(from: data))
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func theGeneratedBenchmarkFilesHoldTheSameRecords() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = StreamBenchmarkFiles(megabytes: 2, directory: directory)
        files.prepare(from: try BenchmarkDocumentTests.document("airports10000"))
        let arrayData = try Data(contentsOf: files.arrayFile)
        #expect(arrayData.count >= 2 << 20)
        let whole = try #require([Airport].deserialize(from: arrayData))
        let fromArrayFile = Array(try [Airport].deserializeElements(contentsOf: files.arrayFile, format: .jsonArray))
        let fromLinesFile = Array(try [Airport].deserializeElements(contentsOf: files.linesFile, format: .jsonLines))
        #expect(fromArrayFile == whole)
        #expect(fromLinesFile == whole)
    }
}
