import Foundation

/// `--once`: one warm-up run and one measured run of a single contender, so that
/// callgrind (`--toggle-collect='*measuredCall*'`) counts exactly one steady call and
/// `/usr/bin/time -v` sees the memory of that benchmark alone. With `--cold` there is no
/// warm-up: the measured call is the first in the process, and its time is printed. With
/// `--after C`, contender C runs once between the warm-up and the measured call, so that
/// a cache simulation sees the measured call start where the interleaved rounds start it.
enum SingleRun {
    static func run(
        _ definition: BenchmarkDefinition, contenderName: String?, cold: Bool = false, after: String? = nil,
        data: inout BenchmarkData
    ) -> Int32 {
        let benchmark = definition.make(&data)
        let chosen =
            contenderName.map { name in benchmark.contenders.first { $0.name == name } }
            ?? benchmark.contenders.last
        guard let contender = chosen else { return noContender(named: contenderName ?? "", in: benchmark) }
        var between: Contender?
        if let after {
            guard let other = benchmark.contenders.first(where: { $0.name == after }) else {
                return noContender(named: after, in: benchmark)
            }
            between = other
        }
        if !cold { _ = contender.run() }
        if let between { _ = between.run() }
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = measuredCall(contender)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        output("\(benchmark.name) / \(contender.name): checksum \(checksum)")
        if cold { output("first call: \(elapsed) ns") }
        return 0
    }

    private static func noContender(named name: String, in benchmark: Benchmark) -> Int32 {
        let names = benchmark.contenders.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(
            Data("error: no contender named \(name) in \(benchmark.name); there are: \(names)\n".utf8))
        return 2
    }

    /// The measured call, kept out of line so callgrind can toggle collection on it.
    @inline(never)
    static func measuredCall(_ contender: Contender) -> Int {
        contender.run()
    }
}
