import Foundation
import SmartCore
import SmartSentinel
import SmartTestSupport
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

    @Test(.enabled(if: ChildProcessProbe.relaunch != nil, "needs to start this test binary again (swift test)"))
    func blocksGoToStandardErrorByDefaultAndToStandardOutputWhenAsked() throws {
        let relaunch = try #require(ChildProcessProbe.relaunch)
        let byDefault = try Self.run(relaunch, output: "default")
        #expect(byDefault.standardError.contains("StreamProbeModel 👈🏻 👀"))
        #expect(!byDefault.standardOutput.contains("StreamProbeModel 👈🏻 👀"))
        let asked = try Self.run(relaunch, output: "standardOutput")
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

    /// Runs `probe()` in a child with `output`, returning what it wrote to each stream.
    static func run(_ relaunch: TestRelaunch, output: String) throws -> (standardOutput: String, standardError: String)
    {
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
        _ = try relaunch.run(
            filter: "OutputStreamTests/probe", environment: [Self.variable: output], standardOutput: outHandle,
            standardError: errHandle)
        try outHandle.close()
        try errHandle.close()
        let standardOutput = try String(contentsOf: outURL, encoding: .utf8)
        let standardError = try String(contentsOf: errURL, encoding: .utf8)
        return (standardOutput, standardError)
    }
}
