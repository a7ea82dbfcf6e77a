import Foundation
import PlainModels
import SmartCodable
import Testing

@testable import SmartBenchmarks

/// The benchmark documents decode to exactly what Foundation's strict `JSONDecoder`
/// gives for the same models (the benchmarks' plain `Codable` twins): every field of every
/// record, compared as the JSON both models encode to.
@Suite("Benchmark documents decode like Foundation")
struct BenchmarkDocumentTests {
    /// `../shared/data/bench` beside the repository: #filePath is
    /// `<repository>/Benchmarks/Tests/SmartBenchmarksTests/BenchmarkDocumentTests.swift`.
    static let benchDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/bench")

    static var available: Bool {
        FileManager.default.fileExists(atPath: benchDirectory.appendingPathComponent("twitter.json").path)
    }

    static func document(_ name: String) throws -> Data {
        try Data(contentsOf: benchDirectory.appendingPathComponent(name + ".json"))
    }

    /// The JSON a value encodes to with Foundation's encoder, as a tree.
    static func encoded(_ value: some Encodable) throws -> SmartJSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try SmartJSONValue(parsing: encoder.encode(value))
    }

    static func expectSame(
        _ smart: (some Encodable)?, _ plain: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let smart = try #require(smart, sourceLocation: sourceLocation)
        #expect(try encoded(smart) == encoded(plain), sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func airports() throws {
        let data = try Self.document("airports10000")
        let (smart, reports) = SmartDiagnostics.collect { [Airport].deserialize(from: data) }
        try Self.expectSame(smart, try JSONDecoder().decode([PlainAirport].self, from: data))
        #expect(reports.flatMap(\.issues).isEmpty)
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func twitter() throws {
        let data = try Self.document("twitter")
        try Self.expectSame(
            TwitterFeed.deserialize(from: data), try JSONDecoder().decode(PlainTwitterFeed.self, from: data))
    }

    /// The snake_case document into camelCase models through the key strategy, on both
    /// sides: every name is rewritten, and the values are the same.
    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func twitterWithFromSnakeCase() throws {
        let data = try Self.document("twitter")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let (smart, reports) = SmartDiagnostics.collect {
            CamelTwitterFeed.deserialize(from: data, options: [.key(.fromSnakeCase)])
        }
        let plain = try decoder.decode(PlainCamelTwitterFeed.self, from: data)
        try Self.expectSame(smart, plain)
        #expect(plain.statuses.count == 100)
        #expect(plain.statuses.first?.user.screenName.isEmpty == false)
        // The same values as the snake_case models read without a strategy.
        try Self.expectSame(
            smart?.statuses.map(\.user.screenName),
            try JSONDecoder().decode(PlainTwitterFeed.self, from: data).statuses.map(\.user.screen_name))
        #expect(reports.flatMap(\.issues).filter { $0.problem != .null }.isEmpty)
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func citmCatalog() throws {
        let data = try Self.document("citm_catalog")
        try Self.expectSame(
            CitmCatalog.deserialize(from: data), try JSONDecoder().decode(PlainCitmCatalog.self, from: data))
    }

    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func canada() throws {
        let data = try Self.document("canada")
        try Self.expectSame(Canada.deserialize(from: data), try JSONDecoder().decode(PlainCanada.self, from: data))
    }

    /// The dirty copy decodes record for record like the clean one, except where the
    /// damage leaves nothing to read: a null name and a missing code fall back to "", an
    /// unknown surface to `.other`; numbers as strings and stringified arrays convert.
    @Test(.enabled(if: available, "../shared/data/bench is absent; benchmark documents skipped"))
    func dirtyAirports() throws {
        let clean = try #require([Airport].deserialize(from: try Self.document("airports10000")))
        let dirtyData = DirtyAirports.make(from: try Self.document("airports10000"))
        let (decoded, reports) = SmartDiagnostics.collect { [Airport].deserialize(from: dirtyData) }
        let dirty = try #require(decoded)
        #expect(dirty.count == clean.count)
        var expected = clean
        for index in stride(from: 0, to: expected.count, by: 10) {
            switch (index / 10) % 5 {
            case 1: expected[index].name = ""
            case 2: expected[index].icao = ""
            case 4 where !expected[index].runways.isEmpty: expected[index].runways[0].surface = .other
            default: break
            }
        }
        #expect(dirty == expected)
        // One issue per damaged record, but for stringified arrays, which are read as
        // arrays without a report (§6), and records with no runway to damage.
        let issues = reports.flatMap(\.issues)
        let damagedRecords = (clean.count + 9) / 10
        let withoutRunway = stride(from: 0, to: clean.count, by: 10).filter {
            [0, 4].contains(($0 / 10) % 5) && clean[$0].runways.isEmpty
        }.count
        #expect(issues.count == damagedRecords - damagedRecords / 5 - withoutRunway)
        #expect(issues.contains { $0.location.hasSuffix("].name") && $0.problem == .null })
        #expect(issues.contains { $0.location.hasSuffix("].icao") && $0.problem == .missingKey })
        #expect(
            issues.contains {
                $0.location.hasSuffix("].runways[0].distance") && $0.problem == .typeMismatch(found: .string)
                    && $0.resolution == .converted
            })
        #expect(
            issues.contains {
                $0.location.hasSuffix("].runways[0].surface") && $0.problem == .typeMismatch(found: .string)
            })
    }
}
