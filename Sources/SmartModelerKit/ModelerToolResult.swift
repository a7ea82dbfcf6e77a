/// What one run of the command-line tool produced.
public struct ModelerToolResult: Sendable, Hashable {
    /// Text for standard output: the whole generated source, or the usage text; empty
    /// after an error, so nothing is ever written partially.
    public var output: String
    /// Text for standard error: the error message, if any.
    public var errorOutput: String
    /// 0 on success, 1 for unreadable or unusable input, 2 for command-line mistakes.
    public var exitCode: Int32

    /// A result with these outputs and exit code.
    public init(output: String, errorOutput: String, exitCode: Int32) {
        self.output = output
        self.errorOutput = errorOutput
        self.exitCode = exitCode
    }
}
