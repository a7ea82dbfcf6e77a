import Foundation

/// `--once`: one warm-up run and one measured run of a single contender, so that
/// callgrind (`--toggle-collect='*measuredCall*'`) counts exactly one steady call and
/// `/usr/bin/time -v` sees the memory of that benchmark alone. With `--cold` there is no
/// warm-up: the measured call is the first in the process, and its time is printed.
enum SingleRun {
    static func run(
        _ definition: BenchmarkDefinition, contenderName: String?, cold: Bool = false, data: inout BenchmarkData
    ) -> Int32 {
        let benchmark = definition.make(&data)
        let chosen =
            contenderName.map { name in benchmark.contenders.first { $0.name == name } }
            ?? benchmark.contenders.last
        guard let contender = chosen else {
            let names = benchmark.contenders.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(
                Data(
                    "error: no contender named \(contenderName ?? "") in \(benchmark.name); there are: \(names)\n".utf8)
            )
            return 2
        }
        if !cold { _ = contender.run() }
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = measuredCall(contender)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        output("\(benchmark.name) / \(contender.name): checksum \(checksum)")
        if cold { output("first call: \(elapsed) ns") }
        return 0
    }

    /// The measured call, kept out of line so callgrind can toggle collection on it.
    @inline(never)
    static func measuredCall(_ contender: Contender) -> Int {
        contender.run()
    }
}
