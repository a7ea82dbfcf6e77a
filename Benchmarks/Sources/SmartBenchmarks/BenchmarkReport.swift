import Foundation

/// Prints results as a Markdown table: min / median / max ms, MB/s at the median, and the
/// median ratio to the baseline (the first contender) measured in the same run. With
/// `--by-predecessor`, a second table splits each median by the call that ran just before:
/// the contender's own, or another's (which leaves the caches and the heap in its state).
struct BenchmarkReport {
    private(set) var lines: [String] = [
        "| benchmark | contender | min ms | median ms | max ms | MB/s | ratio vs baseline |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    private(set) var predecessorLines: [String] = [
        "| benchmark | contender | median after itself | median after another | ratio after itself | ratio after another |",
        "|---|---|---:|---:|---:|---:|",
    ]

    mutating func add(_ benchmark: Benchmark, _ times: [ContenderTimes]) {
        guard let baseline = times.first else { return }
        for result in times {
            let megabytesPerSecond =
                result.median > 0
                ? Double(benchmark.inputBytes) / 1_000_000 / (result.median / 1000) : 0
            let ratio = baseline.median > 0 ? result.median / baseline.median : 0
            lines.append(
                "| \(benchmark.name) | \(result.name) | \(format(result.minimum)) | \(format(result.median)) | "
                    + "\(format(result.maximum)) | \(format(megabytesPerSecond, digits: 1)) | \(format(ratio, digits: 3)) |"
            )
            let afterItself = result.median(followingItself: true)
            let afterAnother = result.median(followingItself: false)
            let baselineAfterItself = baseline.median(followingItself: true)
            let baselineAfterAnother = baseline.median(followingItself: false)
            predecessorLines.append(
                "| \(benchmark.name) | \(result.name) | \(format(afterItself)) | \(format(afterAnother)) | "
                    + "\(format(baselineAfterItself > 0 ? afterItself / baselineAfterItself : 0, digits: 3)) | "
                    + "\(format(baselineAfterAnother > 0 ? afterAnother / baselineAfterAnother : 0, digits: 3)) |")
        }
    }

    private func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
