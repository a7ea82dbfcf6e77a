import Foundation

/// Runs a check that could take the whole process down (a stack overflow) in a child
/// process: this same test binary, started again with a filter that selects one probe
/// test and an environment variable that tells it what to do. A crash then shows up as
/// an ordinary failure of the parent test, and the other tests still run.
///
/// The probe test reads its request with `request(variable:)`, does the work, and writes
/// its verdict ("ok" or what went wrong) to the file the request names.
enum ChildProcessProbe {
    /// This test binary, when it can be started again directly (Linux `.xctest` bundles).
    static var testBinary: URL? {
        guard let path = CommandLine.arguments.first, path.hasSuffix(".xctest") else { return nil }
        let url = URL(fileURLWithPath: path)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// The request given to this process, when it is a probe child started for `variable`:
    /// the arguments and the path to write the verdict to.
    static func request(variable: String) -> (arguments: [String], resultPath: String)? {
        guard let spec = ProcessInfo.processInfo.environment[variable] else { return nil }
        var parts = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard let resultPath = parts.popLast() else { return nil }
        return (parts, resultPath)
    }

    /// Runs the probe test matched by `filter` in a child with `variable` set to
    /// `arguments`; its verdict, or how it failed.
    static func run(binary: URL, filter: String, variable: String, arguments: [String]) throws -> String {
        let resultURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("smartcore-probe-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: resultURL) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = (arguments + [resultURL.path]).joined(separator: "|")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return "crashed with signal \(process.terminationStatus)"
        }
        guard let written = try? String(contentsOf: resultURL, encoding: .utf8) else {
            return "the probe did not run (exit status \(process.terminationStatus))"
        }
        return written
    }
}
