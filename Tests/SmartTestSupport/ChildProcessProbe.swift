import Foundation

/// Runs a check that could take the whole process down (a stack overflow), or that needs
/// its own standard streams, in a child process: this same test binary, started again
/// with a filter that selects one probe test and an environment variable that tells it
/// what to do. A crash then shows up as an ordinary failure of the parent test, and the
/// other tests still run.
///
/// The probe test reads its request with `request(variable:)`, does the work, and writes
/// its verdict ("ok" or what went wrong) to the file the request names.
public enum ChildProcessProbe {
    /// How this test process was started, so it can be started again; nil where that is
    /// not possible (inside Xcode's test runner, or on iOS, tvOS, watchOS and visionOS,
    /// which have no child processes). Tests that need a child skip their check then.
    public static var relaunch: TestRelaunch? { TestRelaunch(arguments: CommandLine.arguments) }

    /// The request given to this process, when it is a probe child started for `variable`:
    /// the arguments and the path to write the verdict to.
    public static func request(variable: String) -> (arguments: [String], resultPath: String)? {
        guard let spec = ProcessInfo.processInfo.environment[variable] else { return nil }
        var parts = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard let resultPath = parts.popLast() else { return nil }
        return (parts, resultPath)
    }

    /// Runs the probe test matched by `filter` in a child with `variable` set to
    /// `arguments`; its verdict, or how it failed.
    public static func run(_ relaunch: TestRelaunch, filter: String, variable: String, arguments: [String]) throws
        -> String
    {
        let resultURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("smartcodable-probe-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: resultURL) }
        let environment = [variable: (arguments + [resultURL.path]).joined(separator: "|")]
        let status = try relaunch.run(filter: filter, environment: environment)
        if let signal = status.signal { return "crashed with signal \(signal)" }
        guard let written = try? String(contentsOf: resultURL, encoding: .utf8) else {
            return "the probe did not run (exit status \(status.code))"
        }
        return written
    }
}
