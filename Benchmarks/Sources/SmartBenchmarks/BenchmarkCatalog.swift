/// Every benchmark the executable knows, in the order they run.
enum BenchmarkCatalog {
    static var dataSetNames: [String] { ParseBenchmarks.dataSetNames }

    /// The benchmarks a plain run does.
    static var all: [BenchmarkDefinition] {
        ParseBenchmarks.definitions + DecodeBenchmarks.definitions + SmallPayloadBenchmarks.definitions
            + EncodeBenchmarks.definitions
    }

    /// The benchmarks that run only when a filter or `--once` names them (large inputs).
    static func onRequest(_ arguments: BenchmarkArguments) -> [BenchmarkDefinition] {
        StreamBenchmarks.definitions(megabytes: arguments.streamMegabytes, directory: arguments.streamDirectory)
            + EnvelopeStreamBenchmarks.definitions(
                megabytes: arguments.streamMegabytes, directory: arguments.streamDirectory)
    }
}
