import Foundation
import SmartCore
import SmartTestSupport
import Testing

/// The deepest document the parser accepts (`SmartJSONParsingOptions.maximumSupportedDepth`)
/// must be safe to parse, compare, hash and free on a thread with the stack Apple gives
/// secondary threads: 512 KiB.
///
/// A stack overflow kills the whole test process, so the check runs in a child process
/// (this same test binary, started again with a filter and an environment variable). A
/// crash then shows up as an ordinary failure that names the deepest nesting that does
/// work, and the other tests still run. Where this binary cannot be started again
/// (Xcode's test runner), the check is skipped and says why.
@Suite("JSONParser: deep documents on a 512 KiB stack")
struct JSONParserSmallStackTests {
    static let stackSize = 512 * 1024
    static let probeVariable = "SMARTCORE_SMALL_STACK_PROBE"

    /// Set in the child process: which shape and depth to try, and where to write "ok".
    struct ProbeRequest {
        var shape: String
        var depth: Int
        var resultPath: String
    }

    static var probeRequest: ProbeRequest? {
        guard let request = ChildProcessProbe.request(variable: probeVariable), request.arguments.count == 2,
            let depth = Int(request.arguments[1])
        else { return nil }
        return ProbeRequest(shape: request.arguments[0], depth: depth, resultPath: request.resultPath)
    }

    static var isProbeChild: Bool { probeRequest != nil }

    /// Parses a document nested `depth` deep twice on a 512 KiB thread, then compares,
    /// hashes and frees both there; "ok" or what went wrong.
    static func exercise(shape: String, depth: Int) -> String {
        let text = shape == "objects" ? nestedObjects(depth: depth) : nestedArrays(depth: depth)
        let outcome = runOnThread(stackSize: stackSize) { () -> String in
            let options = SmartJSONParsingOptions(maximumDepth: depth)
            do {
                let value = try SmartJSONValue(parsing: text, options: options)
                let again = try SmartJSONValue(parsing: text, options: options)
                let measured = shape == "objects" ? objectNestingDepth(value) : arrayNestingDepth(value)
                guard measured == depth else { return "measured depth \(measured)" }
                guard value == again else { return "not equal to a second parse" }
                guard hashOf(value) == hashOf(again) else { return "hashes differ" }
                return "ok"
            } catch {
                return "\(error)"
            }
        }
        return outcome ?? "timed out"
    }

    /// Runs only inside the child process.
    @Test(.enabled(if: isProbeChild, "runs only in the child process started by maximumSupportedDepthOnA512KiBThread"))
    func probe() throws {
        let request = try #require(Self.probeRequest)
        let outcome = Self.exercise(shape: request.shape, depth: request.depth)
        try Data(outcome.utf8).write(to: URL(fileURLWithPath: request.resultPath))
        #expect(outcome == "ok")
    }

    @Test(
        .enabled(if: !isProbeChild, "this is the child process"),
        .enabled(if: ChildProcessProbe.relaunch != nil, "needs to start this test binary again (swift test)"),
        arguments: ["arrays", "objects"])
    func maximumSupportedDepthOnA512KiBThread(shape: String) throws {
        let depth = SmartJSONParsingOptions.maximumSupportedDepth
        let relaunch = try #require(ChildProcessProbe.relaunch)
        let result = try Self.runProbe(relaunch, shape: shape, depth: depth)
        if result != "ok" {
            let deepest = try Self.deepestWorkingDepth(relaunch, shape: shape, below: depth)
            Issue.record(
                """
                \(depth) nested \(shape) (maximumSupportedDepth) on a 512 KiB thread: \(result). \
                The deepest nesting that works there is \(deepest).
                """)
        }
    }

    // MARK: - Child process

    /// Runs `probe()` in a child process; "ok", or how it failed.
    static func runProbe(_ relaunch: TestRelaunch, shape: String, depth: Int) throws -> String {
        try ChildProcessProbe.run(
            relaunch, filter: "JSONParserSmallStackTests/probe", variable: probeVariable,
            arguments: [shape, String(depth)])
    }

    /// Binary search for the deepest nesting that passes, below a depth that does not.
    static func deepestWorkingDepth(_ relaunch: TestRelaunch, shape: String, below failing: Int) throws -> Int {
        var works = 0
        var fails = failing
        while fails - works > 1 {
            let middle = (works + fails) / 2
            if try runProbe(relaunch, shape: shape, depth: middle) == "ok" {
                works = middle
            } else {
                fails = middle
            }
        }
        return works
    }
}
