/// A line and column in a stream, both from 1 (columns count characters).
struct StreamPosition: Equatable {
    var line: Int
    var column: Int

    /// The stream position of `relative`, a position counted from 1:1 at `self` (where a
    /// piece of the stream parsed on its own starts).
    func offsetting(by relative: StreamPosition) -> StreamPosition {
        if relative.line <= 1 { return StreamPosition(line: line, column: column + relative.column - 1) }
        return StreamPosition(line: line + relative.line - 1, column: relative.column)
    }
}
