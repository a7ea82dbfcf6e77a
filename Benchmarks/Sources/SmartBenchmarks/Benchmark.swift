/// A named job done by several contenders on the same input. The first contender is
/// the baseline that ratios are measured against.
struct Benchmark {
    let name: String
    /// Size of the input in bytes, for MB/s.
    let inputBytes: Int
    let contenders: [Contender]
}
