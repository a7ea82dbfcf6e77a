/// A benchmark by name, with the work of preparing its inputs deferred until it is
/// selected (so a single-run measurement pays only for what it runs).
struct BenchmarkDefinition {
    let name: String
    let make: (inout BenchmarkData) -> Benchmark
}
