import Foundation
import SmartCore
import SmartSentinel
import Testing

/// A model only the child process below decodes, so its block is easy to find.
struct StreamProbeModel: SmartCodable {
    var id: Int = 0
}

/// Issue 15, item 7 (DI-26): blocks go to standard error by default, and
/// `SmartSentinel.output = .standardOutput` sends them where the original printed them.
/// Checked in a child process (this test binary, started again), whose two streams are
/// captured separately.
@Suite("Sentinel output streams (DI-26)")
struct OutputStreamTests {
    static let variable = "SMART_SENTINEL_STREAM_PROBE"

    @Test func blocksGoToStandardErrorByDefaultAndToStandardOutputWhenAsked() throws {
        guard let binary = Self.testBinary else { return }  // not a directly runnable bundle (Apple platforms)
        let byDefault = try Self.run(binary: binary, output: "default")
        #expect(byDefault.standardError.contains("StreamProbeModel 👈🏻 👀"))
        #expect(!byDefault.standardOutput.contains("StreamProbeModel 👈🏻 👀"))
        let asked = try Self.run(binary: binary, output: "standardOutput")
        #expect(
            asked.standardOutput.contains(
                "StreamProbeModel 👈🏻 👀\n   ┆┄ id: Expected to decode 'Int' but found ‘String’ instead."))
        #expect(!asked.standardError.contains("StreamProbeModel 👈🏻 👀"))
    }

    /// The child's part: decode with verbose logs, to the output the parent named.
    @Test func probe() {
        guard let request = ProcessInfo.processInfo.environment[Self.variable] else { return }
        if request == "standardOutput" { SmartSentinel.output = .standardOutput }
        SmartSentinel.debugMode = .verbose
        _ = StreamProbeModel.deserialize(from: #"{"id": "7"}"#)
        SmartSentinel.debugMode = .none
    }

    static var testBinary: URL? {
        guard let path = CommandLine.arguments.first, path.hasSuffix(".xctest") else { return nil }
        let url = URL(fileURLWithPath: path)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs `probe()` in a child with `output`, returning what it wrote to each stream.
    static func run(binary: URL, output: String) throws -> (standardOutput: String, standardError: String) {
        let directory = FileManager.default.temporaryDirectory
        let outURL = directory.appendingPathComponent("sentinel-stdout-\(UUID().uuidString).txt")
        let errURL = directory.appendingPathComponent("sentinel-stderr-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--testing-library", "swift-testing", "--filter", "OutputStreamTests/probe"]
        var environment = ProcessInfo.processInfo.environment
        environment[variable] = output
        process.environment = environment
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        let standardOutput = try String(contentsOf: outURL, encoding: .utf8)
        let standardError = try String(contentsOf: errURL, encoding: .utf8)
        return (standardOutput, standardError)
    }
}
