/// Every benchmark the executable knows, in the order they run.
enum BenchmarkCatalog {
    static var dataSetNames: [String] { ParseBenchmarks.dataSetNames }

    static func all(data: inout BenchmarkData) -> [Benchmark] {
        ParseBenchmarks.make(data: &data) + DecodeBenchmarks.make(data: &data) + EncodeBenchmarks.make(data: &data)
    }
}
