import Foundation
import PlainModels
import SmartCodable
import Testing

@testable import SmartBenchmarks
@testable import SmartCore

/// The benchmark models, decoded from the real documents, encode to the same text
/// whether the encoder writes while the model encodes or builds a tree first.
@Suite("Benchmark models encode the same both ways")
struct BenchmarkModelsEncodingTests {
    static func tree<T: Encodable>(_ value: T, pretty: Bool = false) throws -> String {
        let settings = EncodingSettings(options: nil, useMappedKeys: false)
        return try TopLevelEncoding.encode(value, settings: settings).jsonString(
            options: SmartJSONWritingOptions(prettyPrinted: pretty))
    }

    static func written<T: Encodable>(_ value: T, pretty: Bool = false) throws -> String? {
        let settings = EncodingSettings(options: nil, useMappedKeys: false)
        return try DirectEncoder.string(
            value, settings: settings, userInfo: [:], options: SmartJSONWritingOptions(prettyPrinted: pretty))
    }

    @Test(.enabled(if: BenchmarkDocumentTests.available, "../shared/data/bench is absent; benchmark documents skipped"))
    func benchmarkModelsWriteTheTreesText() throws {
        let twitter = try #require(TwitterFeed.deserialize(from: try BenchmarkDocumentTests.document("twitter")))
        #expect(try Self.written(twitter) == (try Self.tree(twitter)))
        let citm = try #require(CitmCatalog.deserialize(from: try BenchmarkDocumentTests.document("citm_catalog")))
        #expect(try Self.written(citm, pretty: true) == (try Self.tree(citm, pretty: true)))
        let airports = try #require([Airport].deserialize(from: try BenchmarkDocumentTests.document("airports1000")))
        #expect(try Self.written(airports) == (try Self.tree(airports)))
    }

    /// The models of "encode twitter with toSnakeCase" write the keys `JSONEncoder` writes
    /// with `convertToSnakeCase` (the twitter document's own names), and the same values.
    @Test(.enabled(if: BenchmarkDocumentTests.available, "../shared/data/bench is absent; benchmark documents skipped"))
    func camelCaseModelsWriteSnakeCaseKeys() throws {
        let data = try BenchmarkDocumentTests.document("twitter")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let plain = try decoder.decode(PlainCamelTwitterFeed.self, from: data)
        let smart = try #require(CamelTwitterFeed.deserialize(from: data, options: [.key(.fromSnakeCase)]))
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let foundation = try JSONSerialization.jsonObject(with: try encoder.encode(plain)) as? NSDictionary
        let ours =
            try JSONSerialization.jsonObject(
                with: try #require(smart.toData(options: [.key(.toSnakeCase)]))) as? NSDictionary
        #expect(ours != nil)
        #expect(ours == foundation)
        let statuses = try #require(ours?["statuses"] as? [[String: Any]])
        #expect(statuses.count == 100)
        #expect(statuses.first?["user"].flatMap { $0 as? [String: Any] }?["screen_name"] is String)
    }
}
