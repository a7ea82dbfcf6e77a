/// How deep one decode call may go.
struct DecodingLimits {
    /// Arrays and objects inside each other, counted across JSON held in strings.
    let maximumDepth: Int
    /// The stack the current thread has left.
    let stack: StackGuard

    /// The limits for a call starting now on this thread.
    static func current(maximumDepth: Int = SmartJSONParsingOptions.defaultMaximumDepth) -> DecodingLimits {
        DecodingLimits(maximumDepth: maximumDepth, stack: StackGuard.forCurrentThread())
    }
}
