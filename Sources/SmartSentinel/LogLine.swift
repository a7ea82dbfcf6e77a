/// One property line of a block: `┆┄ field: message`. A replaced array element's field is
/// its index (`Index 2`); a line with an empty field is about the input or the call as a whole.
struct LogLine: Hashable {
    var field: String
    var message: String
}
