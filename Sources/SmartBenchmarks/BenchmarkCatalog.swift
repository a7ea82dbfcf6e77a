/// Every benchmark the executable knows, in the order they run.
enum BenchmarkCatalog {
    static var dataSetNames: [String] { ParseBenchmarks.dataSetNames }

    static var all: [BenchmarkDefinition] {
        ParseBenchmarks.definitions + DecodeBenchmarks.definitions + EncodeBenchmarks.definitions
    }
}
