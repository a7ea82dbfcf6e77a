import Foundation

/// Command line: `SmartBenchmarks [--filter TEXT] [--rounds N] [--list] [FILE…]`.
struct BenchmarkArguments {
    var filters: [String] = []
    var files: [String] = []
    var rounds: Int?
    var listOnly = false
    var showHelp = false

    static let usage = """
        usage: swift run -c release SmartBenchmarks [--filter TEXT]… [--rounds N] [--list] [FILE…]

          --filter TEXT   run only benchmarks whose name contains TEXT (repeatable)
          --rounds N      exactly N interleaved rounds per benchmark (default: 7 to 41, about 6 s each)
          --list          print the benchmark names and exit
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
            case "--list":
                listOnly = true
            case "--help", "-h":
                showHelp = true
            default:
                if argument.hasPrefix("--") { throw .unknownOption(argument) }
                files.append(argument)
            }
        }
    }

    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.localizedCaseInsensitiveContains($0) }
    }
}
