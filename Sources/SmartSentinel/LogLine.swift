/// One property line of a block: `┆┄ field: message`. A line with an empty field is
/// about the container itself (a replaced array element, a failed call).
struct LogLine: Hashable {
    var field: String
    var message: String
}
