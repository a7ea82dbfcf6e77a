import Foundation
import PlainModels
import SmartCodable

/// Encoding models to JSON bytes: Foundation's `JSONEncoder` on the plain `Codable`
/// twins (baseline) against SmartCodable's `toData()` on the same records.
enum EncodeBenchmarks {
    static var definitions: [BenchmarkDefinition] {
        [
            BenchmarkDefinition(name: "encode airports10000") { data in
                let bytes = data.dataSet(named: "airports10000").bytes
                let plain = (try? JSONDecoder().decode([PlainAirport].self, from: bytes)) ?? []
                let smart = [Airport].deserialize(from: bytes) ?? []
                return Benchmark(
                    name: "encode airports10000", inputBytes: bytes.count,
                    contenders: [
                        Contender(name: "JSONEncoder") { (try? JSONEncoder().encode(plain))?.count ?? -1 },
                        Contender(name: "SmartCodable toData") { smart.toData()?.count ?? -1 },
                    ])
            },
            BenchmarkDefinition(name: "encode twitter") { data in
                let bytes = data.dataSet(named: "twitter").bytes
                let plain = try? JSONDecoder().decode(PlainTwitterFeed.self, from: bytes)
                let smart = TwitterFeed.deserialize(from: bytes)
                return Benchmark(
                    name: "encode twitter", inputBytes: bytes.count,
                    contenders: [
                        Contender(name: "JSONEncoder") { plain.flatMap { try? JSONEncoder().encode($0) }?.count ?? -1 },
                        Contender(name: "SmartCodable toData") { smart?.toData()?.count ?? -1 },
                    ])
            },
            BenchmarkDefinition(name: "encode twitter with toSnakeCase") { data in
                // camelCase models written with snake_case keys by the key strategy on both
                // sides: the way back of "decode twitter with fromSnakeCase".
                let bytes = data.dataSet(named: "twitter").bytes
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                let plain = try? decoder.decode(PlainCamelTwitterFeed.self, from: bytes)
                let smart = CamelTwitterFeed.deserialize(from: bytes, options: [.key(.fromSnakeCase)])
                return Benchmark(
                    name: "encode twitter with toSnakeCase", inputBytes: bytes.count,
                    contenders: [
                        Contender(name: "JSONEncoder") {
                            let encoder = JSONEncoder()
                            encoder.keyEncodingStrategy = .convertToSnakeCase
                            return plain.flatMap { try? encoder.encode($0) }?.count ?? -1
                        },
                        Contender(name: "SmartCodable toData") {
                            smart?.toData(options: [.key(.toSnakeCase)])?.count ?? -1
                        },
                    ])
            },
        ]
    }
}
