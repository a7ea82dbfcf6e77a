import Foundation

/// Prints results as a Markdown table: min / median / max ms, MB/s at the median, and the
/// median ratio to the baseline (the first contender) measured in the same run.
struct BenchmarkReport {
    private(set) var lines: [String] = [
        "| benchmark | contender | min ms | median ms | max ms | MB/s | ratio vs baseline |",
        "|---|---|---:|---:|---:|---:|---:|",
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
        }
    }

    private func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
