/// Thrown when a value is nested deeper than the decoder goes (the depth limit, or the
/// stack left on the thread); the container that catches it reports `problem` and
/// falls back for that value alone.
struct NestingLimitError: Error {
    let problem: SmartDecodingIssue.Problem
}
