import Foundation
import SmartCodable
import Testing

@testable import SmartBenchmarks

/// Issue 25, section 3: with `parallelism: 2` the stream benchmarks' data (the dirty
/// airports, as an array and as JSON Lines, from memory and from the generated files)
/// decodes to the models and reports of the sequential run.
@Suite("Parallel stream decoding of the benchmark data")
struct ParallelStreamBenchmarkDataTests {
    static let available = BenchmarkDocumentTests.available

    /// The models and every report of one run.
    static func run(_ elements: () throws -> SmartDecodedElements<Airport>) rethrows -> (
        [Airport], [SmartDecodingReport]
    ) {
        try SmartDiagnostics.collect { Array(try elements()) }
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func dirtyAirportsGiveTheSequentialModelsAndReports() throws {
        let dirty = DirtyAirports.make(from: try BenchmarkDocumentTests.document("airports10000"))
        guard case .array(let records) = try SmartJSONValue(parsing: dirty) else {
            Issue.record("the dirty airports are not an array")
            return
        }
        var lines = Data()
        for record in records {
            lines.append(try record.jsonData())
            lines.append(0x0A)
        }
        for data in [dirty, lines] {
            let sequential = Self.run { [Airport].deserializeElements(from: data) }
            let parallel = Self.run { [Airport].deserializeElements(from: data, parallelism: 2) }
            #expect(sequential.0.count == 10_000)
            #expect(!sequential.1.isEmpty)
            #expect(parallel.0 == sequential.0)
            #expect(parallel.1 == sequential.1)
        }
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func theGeneratedFilesGiveTheSequentialModelsAndReports() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-parallel-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = StreamBenchmarkFiles(megabytes: 4, directory: directory)
        files.prepare(from: try BenchmarkDocumentTests.document("airports10000"))
        for (url, format) in [(files.arrayFile, SmartStreamFormat.jsonArray), (files.linesFile, .jsonLines)] {
            let sequential = try Self.run { try [Airport].deserializeElements(contentsOf: url, format: format) }
            let parallel = try Self.run {
                try [Airport].deserializeElements(contentsOf: url, format: format, parallelism: 2)
            }
            #expect(sequential.0.count > 10_000)
            #expect(parallel.0 == sequential.0)
            #expect(parallel.1 == sequential.1)
        }
    }
}
