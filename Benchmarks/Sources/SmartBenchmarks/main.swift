import Foundation

/// Writes one line to standard output.
func output(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// SmartBenchmarks: release-mode timing of SmartCodable against Foundation, interleaved
// in one run. See `BenchmarkArguments.usage`.

let arguments: BenchmarkArguments
do {
    arguments = try BenchmarkArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\n\(BenchmarkArguments.usage)\n".utf8))
    exit(2)
}
if arguments.showHelp {
    output(BenchmarkArguments.usage)
    exit(0)
}

var data = BenchmarkData(files: arguments.files)
if let name = arguments.once {
    guard
        let definition = (BenchmarkCatalog.all + BenchmarkCatalog.onRequest(arguments)).first(where: { $0.name == name }
        )
    else {
        FileHandle.standardError.write(Data("error: no benchmark named '\(name)'; --list shows them\n".utf8))
        exit(2)
    }
    exit(
        SingleRun.run(
            definition, contenderName: arguments.contender, cold: arguments.cold, after: arguments.after, data: &data))
}
if let name = arguments.coldBenchmark {
    exit(FirstCallRun.run(name, rounds: arguments.coldRounds, files: arguments.files, data: &data))
}
let definitions =
    BenchmarkCatalog.all.filter { arguments.selects($0.name) }
    + (arguments.filters.isEmpty ? [] : BenchmarkCatalog.onRequest(arguments).filter { arguments.selects($0.name) })
if arguments.listOnly {
    for definition in definitions { output(definition.name) }
    exit(0)
}
#if DEBUG
output(
    "warning: this is a debug build; run `swift run -c release --package-path Benchmarks SmartBenchmarks` for real figures\n"
)
#endif

var runner = BenchmarkRunner()
if let rounds = arguments.rounds {
    runner.minimumRounds = rounds
    runner.maximumRounds = rounds
}
var report = BenchmarkReport()
for definition in definitions {
    let benchmark = definition.make(&data)
    let times = runner.run(benchmark)
    report.add(benchmark, times)
    let checksums = Set(times.map(\.checksum))
    if checksums.count > 1 {
        output(
            "note: \(benchmark.name): contenders disagree on their checksum \(times.map { "\($0.name)=\($0.checksum)" })"
        )
    }
}
output(
    "data: " + BenchmarkCatalog.dataSetNames.map { "\($0) ← \(data.dataSet(named: $0).origin)" }.joined(separator: ", ")
)
output(report.lines.joined(separator: "\n"))
if arguments.byPredecessor { output("\n" + report.predecessorLines.joined(separator: "\n")) }
