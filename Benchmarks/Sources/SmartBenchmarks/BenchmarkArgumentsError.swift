/// A command-line mistake, reported with the usage text.
enum BenchmarkArgumentsError: Error, CustomStringConvertible {
    case missingValue(String)
    case unknownOption(String)
    /// Two options that cannot be used together.
    case conflicting(String, String)

    var description: String {
        switch self {
        case .missingValue(let option): return "\(option) needs a value"
        case .unknownOption(let option): return "unknown option \(option)"
        case .conflicting(let first, let second): return "\(first) and \(second) cannot be used together"
        }
    }
}
