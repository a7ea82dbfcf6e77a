/// How deep one decode call may go.
struct DecodingLimits {
    /// Arrays and objects inside each other, counted across JSON held in strings.
    /// The stack the thread has left is checked by `StackGuard` as the levels open.
    let maximumDepth: Int

    /// The limits for a call starting now.
    static func current(maximumDepth: Int = SmartJSONParsingOptions.defaultMaximumDepth) -> DecodingLimits {
        DecodingLimits(maximumDepth: maximumDepth)
    }
}

/// Thrown when a value is nested deeper than the decoder goes (the depth limit, or the
/// stack left on the thread); the container that catches it reports `problem` and
/// falls back for that value alone.
struct NestingLimitError: Error {
    let problem: SmartDecodingIssue.Problem
}
