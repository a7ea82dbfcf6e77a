import Foundation
import PlainModels
import SmartCodable

/// Decoding JSON bytes into models: Foundation's strict `JSONDecoder` on plain `Codable`
/// twins (baseline) against SmartCodable's tolerant `deserialize(from: Data)`, on the
/// same clean data; plus SmartCodable on a dirty copy of airports.
///
/// Checksums add up a few counts of the decoded models, so contenders that decode
/// differently disagree.
enum DecodeBenchmarks {
    static var definitions: [BenchmarkDefinition] {
        [
            BenchmarkDefinition(name: "decode airports10000") { data in
                let airports = data.dataSet(named: "airports10000").bytes
                return Benchmark(
                    name: "decode airports10000", inputBytes: airports.count,
                    contenders: [
                        Contender(name: "JSONDecoder (strict)") {
                            guard let models = try? JSONDecoder().decode([PlainAirport].self, from: airports) else {
                                return -1
                            }
                            return models.count + models.reduce(0) { $0 + $1.runways.count }
                        },
                        Contender(name: "SmartCodable") {
                            guard let models = [Airport].deserialize(from: airports) else { return -1 }
                            return models.count + models.reduce(0) { $0 + $1.runways.count }
                        },
                    ])
            },
            BenchmarkDefinition(name: "decode twitter") { data in
                let twitter = data.dataSet(named: "twitter").bytes
                return Benchmark(
                    name: "decode twitter", inputBytes: twitter.count,
                    contenders: [
                        Contender(name: "JSONDecoder (strict)") {
                            guard let feed = try? JSONDecoder().decode(PlainTwitterFeed.self, from: twitter) else {
                                return -1
                            }
                            return feed.statuses.count
                                + feed.statuses.reduce(0) {
                                    $0 + $1.entities.hashtags.count + $1.user.followers_count % 7
                                }
                        },
                        Contender(name: "SmartCodable") {
                            guard let feed = TwitterFeed.deserialize(from: twitter) else { return -1 }
                            return feed.statuses.count
                                + feed.statuses.reduce(0) {
                                    $0 + $1.entities.hashtags.count + $1.user.followers_count % 7
                                }
                        },
                    ])
            },
            BenchmarkDefinition(name: "decode twitter with fromSnakeCase") { data in
                // The same document into camelCase models, the names rewritten by the key
                // strategy on both sides: what an app that follows Swift's naming does.
                let twitter = data.dataSet(named: "twitter").bytes
                return Benchmark(
                    name: "decode twitter with fromSnakeCase", inputBytes: twitter.count,
                    contenders: [
                        Contender(name: "JSONDecoder (strict)") {
                            let decoder = JSONDecoder()
                            decoder.keyDecodingStrategy = .convertFromSnakeCase
                            guard let feed = try? decoder.decode(PlainCamelTwitterFeed.self, from: twitter) else {
                                return -1
                            }
                            return feed.statuses.count
                                + feed.statuses.reduce(0) {
                                    $0 + $1.entities.hashtags.count + $1.user.followersCount % 7
                                }
                        },
                        Contender(name: "SmartCodable") {
                            guard
                                let feed = CamelTwitterFeed.deserialize(from: twitter, options: [.key(.fromSnakeCase)])
                            else { return -1 }
                            return feed.statuses.count
                                + feed.statuses.reduce(0) {
                                    $0 + $1.entities.hashtags.count + $1.user.followersCount % 7
                                }
                        },
                    ])
            },
            BenchmarkDefinition(name: "decode citm_catalog") { data in
                let citm = data.dataSet(named: "citm_catalog").bytes
                return Benchmark(
                    name: "decode citm_catalog", inputBytes: citm.count,
                    contenders: [
                        Contender(name: "JSONDecoder (strict)") {
                            guard let catalog = try? JSONDecoder().decode(PlainCitmCatalog.self, from: citm) else {
                                return -1
                            }
                            return catalog.events.count
                                + catalog.performances.reduce(0) { $0 + $1.prices.count + $1.seatCategories.count }
                        },
                        Contender(name: "SmartCodable") {
                            guard let catalog = CitmCatalog.deserialize(from: citm) else { return -1 }
                            return catalog.events.count
                                + catalog.performances.reduce(0) { $0 + $1.prices.count + $1.seatCategories.count }
                        },
                    ])
            },
            BenchmarkDefinition(name: "decode canada") { data in
                let canada = data.dataSet(named: "canada").bytes
                return Benchmark(
                    name: "decode canada", inputBytes: canada.count,
                    contenders: [
                        Contender(name: "JSONDecoder (strict)") {
                            guard let country = try? JSONDecoder().decode(PlainCanada.self, from: canada) else {
                                return -1
                            }
                            return country.features.reduce(0) {
                                $0 + $1.geometry.coordinates.reduce(0) { $0 + $1.count }
                            }
                        },
                        Contender(name: "SmartCodable") {
                            guard let country = Canada.deserialize(from: canada) else { return -1 }
                            return country.features.reduce(0) {
                                $0 + $1.geometry.coordinates.reduce(0) { $0 + $1.count }
                            }
                        },
                    ])
            },
            BenchmarkDefinition(name: "decode airports10000 clean vs dirty") { data in
                let airports = data.dataSet(named: "airports10000").bytes
                let dirtyAirports = DirtyAirports.make(from: airports)
                return Benchmark(
                    name: "decode airports10000 clean vs dirty", inputBytes: airports.count,
                    contenders: [
                        Contender(name: "SmartCodable clean") {
                            [Airport].deserialize(from: airports)?.count ?? -1
                        },
                        Contender(name: "SmartCodable dirty (10%)") {
                            [Airport].deserialize(from: dirtyAirports)?.count ?? -1
                        },
                    ])
            },
        ]
    }
}
