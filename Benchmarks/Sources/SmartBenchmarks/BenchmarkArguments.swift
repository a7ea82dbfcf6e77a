import Foundation

/// Command line: `SmartBenchmarks [--filter TEXT] [--rounds N] [--list] [--once NAME [--contender NAME]] [FILE…]`.
struct BenchmarkArguments {
    var filters: [String] = []
    var files: [String] = []
    var rounds: Int?
    var listOnly = false
    var showHelp = false
    /// Single-run mode: the benchmark to run once (after one warm-up run) and exit.
    var once: String?
    /// Single-run mode: which contender (default: the last one, SmartCodable's).
    var contender: String?
    /// Single-run mode without the warm-up: the measured call is the process's first.
    var cold = false
    /// Single-run mode: a contender run once between the warm-up and the measured call, so
    /// that the measured call starts from the caches and heap that contender leaves.
    var after: String?
    /// Also print each median split by the call before it (the contender's own or another's).
    var byPredecessor = false
    /// Cold mode: the benchmark whose first call is timed in fresh processes.
    var coldBenchmark: String?
    /// Cold mode: how many fresh processes per contender.
    var coldRounds = 15
    /// The size of the stream benchmarks' generated files, in MiB.
    var streamMegabytes = 1024
    /// Where the stream benchmarks' files are generated and kept.
    var streamDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("smartcodable-stream-bench")

    static let usage = """
        usage: swift run -c release --package-path Benchmarks SmartBenchmarks [--filter TEXT]… [--rounds N] [--list] [--by-predecessor]
                                            [--once NAME [--contender C] [--cold | --after C]]
                                                    [--stream-megabytes N] [--stream-directory PATH] [FILE…]

          --filter TEXT   run only benchmarks whose name contains TEXT (repeatable)
          --rounds N      exactly N interleaved rounds per benchmark (default: 7 to 41, about 6 s each)
          --list          print the benchmark names and exit
          --by-predecessor
                          also print each median split by the call just before it: the
                          contender's own, or another contender's (which leaves the caches
                          and the heap as it used them)
          --once NAME     run one contender of the benchmark named exactly NAME once after one
                          warm-up run, print its checksum and exit: for measuring one call with
                          valgrind --tool=callgrind --toggle-collect='*measuredCall*' or
                          /usr/bin/time -v (only that benchmark's inputs are prepared)
          --contender C   with --once: the contender named C (default: the last, SmartCodable)
          --cold          with --once: no warm-up, so the measured call is the process's first
                          decode of its types (per-type setup included); prints its time
          --after C       with --once: run contender C once between the warm-up and the
                          measured call, so the measured call finds the caches and the heap
                          as C leaves them (as in the interleaved rounds)
          --first-call NAME
                          time the first call of each contender of NAME in fresh processes
                          (--once NAME --cold, interleaved), and print medians and ratios
          --cold-rounds N with --first-call: processes per contender (default 15)
          --stream-megabytes N
                          size of the files the stream benchmarks generate (default 1024); those
                          benchmarks run only when a --filter or --once names them
          --stream-directory PATH
                          where those files are generated and kept (default: the temporary
                          directory's smartcodable-stream-bench)
          FILE…           JSON files to use instead of ../shared/data/bench (matched by file name:
                          twitter.json, citm_catalog.json, canada.json, airports10000.json)

        Without data files, deterministic synthetic data of the same shapes is generated.
        """

    init(_ arguments: [String]) throws(BenchmarkArgumentsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                filters.append(value)
            case "--rounds":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw .missingValue(argument)
                }
                rounds = count
            case "--once":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                once = value
            case "--contender":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                contender = value
            case "--cold":
                cold = true
            case "--by-predecessor":
                byPredecessor = true
            case "--after":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                after = value
            case "--cold-rounds":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw .missingValue(argument)
                }
                coldRounds = count
            case "--first-call":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                coldBenchmark = value
            case "--stream-megabytes":
                guard let value = remaining.popFirst(), let count = Int(value), count > 0 else {
                    throw .missingValue(argument)
                }
                streamMegabytes = count
            case "--stream-directory":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                streamDirectory = URL(fileURLWithPath: value)
            case "--list":
                listOnly = true
            case "--help", "-h":
                showHelp = true
            default:
                if argument.hasPrefix("--") { throw .unknownOption(argument) }
                files.append(argument)
            }
        }
        // `--cold` measures the process's first decode; a contender run before it would
        // make it a warm one.
        if cold, after != nil { throw .conflicting("--cold", "--after") }
    }

    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.localizedCaseInsensitiveContains($0) }
    }
}
