import Dispatch

/// Runs each benchmark's contenders interleaved (A B C, B C A, C A B, …) so that drift in
/// machine speed hits every contender alike, and collects wall times per run.
struct BenchmarkRunner {
    /// Rounds after warm-up; each round runs every contender once.
    var minimumRounds = 7
    var maximumRounds = 41
    /// Stop adding rounds once a benchmark has used this much time (seconds).
    var timeBudget = 6.0

    func run(_ benchmark: Benchmark) -> [ContenderTimes] {
        let contenders = benchmark.contenders
        var samples = Array(repeating: [Double](), count: contenders.count)
        var followedItself = Array(repeating: [Bool](), count: contenders.count)
        var checksums = Array(repeating: 0, count: contenders.count)
        var previous = contenders.count - 1
        // Warm-up: one run each, not recorded.
        for (index, contender) in contenders.enumerated() { checksums[index] = contender.run() }
        let started = DispatchTime.now().uptimeNanoseconds
        var round = 0
        while round < maximumRounds {
            for step in 0..<contenders.count {
                let index = (round + step) % contenders.count
                let start = DispatchTime.now().uptimeNanoseconds
                let checksum = contenders[index].run()
                let end = DispatchTime.now().uptimeNanoseconds
                samples[index].append(Double(end - start) / 1_000_000)
                followedItself[index].append(previous == index)
                previous = index
                checksums[index] = checksum
            }
            round += 1
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000_000
            if round >= minimumRounds, elapsed > timeBudget { break }
        }
        return contenders.indices.map { index in
            ContenderTimes(
                name: contenders[index].name, milliseconds: samples[index], checksum: checksums[index],
                followedItself: followedItself[index])
        }
    }
}
