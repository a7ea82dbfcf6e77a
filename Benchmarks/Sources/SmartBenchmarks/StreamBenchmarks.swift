import Foundation
import SmartCodable

/// Decoding a large file of airports records (`StreamBenchmarkFiles`): the whole file
/// read into `Data` and decoded by `[Airport].deserialize` (baseline) against the same
/// records decoded element by element with `deserializeElements`, from the file (JSON
/// array and JSON Lines, on the calling thread and with `parallelism: 2`) and from `Data`.
///
/// These run only when asked for (`--filter stream`, `--once`): the files are large and
/// one round takes a while. Peak memory is measured one contender at a time with
/// `--once … --contender …` under `/usr/bin/time -v`.
enum StreamBenchmarks {
    static func definitions(megabytes: Int, directory: URL) -> [BenchmarkDefinition] {
        let files = StreamBenchmarkFiles(megabytes: megabytes, directory: directory)
        let inMemory = Contender(name: "[Airport].deserialize (whole file as Data)") {
            guard let data = FileManager.default.contents(atPath: files.arrayFile.path),
                let models = [Airport].deserialize(from: data)
            else { return -1 }
            return checksum(models)
        }
        return [
            BenchmarkDefinition(name: "stream airports \(megabytes)MB array") { data in
                files.prepare(from: data.dataSet(named: "airports10000").bytes)
                return Benchmark(
                    name: "stream airports \(megabytes)MB array", inputBytes: fileSize(files.arrayFile),
                    contenders: [
                        inMemory,
                        Contender(name: "deserializeElements (Data)") {
                            guard let data = FileManager.default.contents(atPath: files.arrayFile.path) else {
                                return -1
                            }
                            return checksum([Airport].deserializeElements(from: data, format: .jsonArray))
                        },
                        Contender(name: "deserializeElements (file)") {
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: files.arrayFile, format: .jsonArray)
                            else {
                                return -1
                            }
                            return checksum(models)
                        },
                        Contender(name: "deserializeElements (file, parallelism 2)") {
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: files.arrayFile, format: .jsonArray, parallelism: 2)
                            else {
                                return -1
                            }
                            return checksum(models)
                        },
                    ])
            },
            BenchmarkDefinition(name: "stream airports \(megabytes)MB lines") { data in
                files.prepare(from: data.dataSet(named: "airports10000").bytes)
                return Benchmark(
                    name: "stream airports \(megabytes)MB lines", inputBytes: fileSize(files.linesFile),
                    contenders: [
                        inMemory,
                        Contender(name: "deserializeElements (file)") {
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: files.linesFile, format: .jsonLines)
                            else {
                                return -1
                            }
                            return checksum(models)
                        },
                        Contender(name: "deserializeElements (file, parallelism 2)") {
                            guard
                                let models = try? [Airport].deserializeElements(
                                    contentsOf: files.linesFile, format: .jsonLines, parallelism: 2)
                            else {
                                return -1
                            }
                            return checksum(models)
                        },
                    ])
            },
        ]
    }

    /// The number of records plus their runways, read as they come.
    static func checksum(_ models: some Sequence<Airport>) -> Int {
        var total = 0
        for model in models { total += 1 + model.runways.count }
        return total
    }

    static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
