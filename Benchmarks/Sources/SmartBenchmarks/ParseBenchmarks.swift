import Foundation
import SmartCodable

/// Parsing JSON bytes into a tree: `JSONSerialization.jsonObject` (baseline) against
/// `SmartJSONValue(parsing:)`.
enum ParseBenchmarks {
    static let dataSetNames = ["twitter", "citm_catalog", "canada", "airports10000"]

    static var definitions: [BenchmarkDefinition] {
        dataSetNames.map { name in
            BenchmarkDefinition(name: "parse \(name)") { data in
                let bytes = data.dataSet(named: name).bytes
                return Benchmark(
                    name: "parse \(name)", inputBytes: bytes.count,
                    contenders: [
                        Contender(name: "JSONSerialization") {
                            guard
                                let object = try? JSONSerialization.jsonObject(
                                    with: bytes, options: [.fragmentsAllowed])
                            else { return -1 }
                            return (object as? [Any])?.count ?? (object as? [String: Any])?.count ?? 0
                        },
                        Contender(name: "SmartJSONValue") {
                            guard let value = try? SmartJSONValue(parsing: bytes) else { return -1 }
                            return value.arrayElements?.count ?? value.objectValue?.count ?? 0
                        },
                    ])
            }
        }
    }
}
