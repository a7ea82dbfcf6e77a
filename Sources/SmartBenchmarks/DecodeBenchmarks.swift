import Foundation
import SmartCodable

/// Decoding JSON bytes into models: Foundation's strict `JSONDecoder` on plain `Codable`
/// twins (baseline) against SmartCodable's tolerant `deserialize(from: Data)`, on the
/// same clean data; plus SmartCodable on a dirty copy of airports.
enum DecodeBenchmarks {
    static func make(data: inout BenchmarkData) -> [Benchmark] {
        let airports = data.dataSet(named: "airports10000").bytes
        let twitter = data.dataSet(named: "twitter").bytes
        let dirtyAirports = DirtyAirports.make(from: airports)
        return [
            Benchmark(
                name: "decode airports10000", inputBytes: airports.count,
                contenders: [
                    Contender(name: "JSONDecoder (strict)") {
                        (try? JSONDecoder().decode([PlainAirport].self, from: airports))?.count ?? -1
                    },
                    Contender(name: "SmartCodable") {
                        [Airport].deserialize(from: airports)?.count ?? -1
                    },
                ]),
            Benchmark(
                name: "decode twitter", inputBytes: twitter.count,
                contenders: [
                    Contender(name: "JSONDecoder (strict)") {
                        (try? JSONDecoder().decode(PlainTwitterFeed.self, from: twitter))?.statuses.count ?? -1
                    },
                    Contender(name: "SmartCodable") {
                        TwitterFeed.deserialize(from: twitter)?.statuses.count ?? -1
                    },
                ]),
            Benchmark(
                name: "decode airports10000 clean vs dirty", inputBytes: airports.count,
                contenders: [
                    Contender(name: "SmartCodable clean") {
                        [Airport].deserialize(from: airports)?.count ?? -1
                    },
                    Contender(name: "SmartCodable dirty (10%)") {
                        [Airport].deserialize(from: dirtyAirports)?.count ?? -1
                    },
                ]),
        ]
    }
}
