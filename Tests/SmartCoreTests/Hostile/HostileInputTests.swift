import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Inputs shaped to break the decoder: nesting hidden in JSON strings, small thread
/// stacks, trees built in code, and documents that produce thousands of issues. None may
/// crash, and the values they cannot have fail on their own with an issue that says why.
@Suite("Hostile input")
struct HostileInputTests {
    final class Node: SmartCodable {
        var name: String = ""
        var age: Int = 0
        var child: Node?
        required init() {}
    }

    /// `depth` objects inside each other along `child`, with `inner` at the bottom.
    static func chain(_ depth: Int, inner: String = "null") -> String {
        String(repeating: #"{"name":"n","age":1,"child":"#, count: depth) + inner + String(repeating: "}", count: depth)
    }

    /// `layers` chains of `depth` objects, each holding the next as a JSON string.
    static func stringifiedLayers(_ layers: Int, depth: Int) throws -> String {
        var document = "null"
        for _ in 0..<layers { document = chain(depth, inner: try SmartJSONValue.string(document).jsonString()) }
        return document
    }

    static func depth(of node: Node?) -> Int {
        var count = 0
        var current = node
        while let next = current {
            count += 1
            current = next.child
        }
        return count
    }

    static func isNestingProblem(_ issue: SmartDecodingIssue) -> Bool {
        switch issue.problem {
        case .nestingTooDeep, .stackExhausted: return true
        default: return false
        }
    }

    // MARK: Nesting across JSON strings

    @Test func stringifiedLayersShareOneDepthBudget() throws {
        let document = try Self.stringifiedLayers(12, depth: 50)
        let (node, reports) = SmartDiagnostics.collect { Node.deserialize(from: document) }
        let report = try #require(reports.first)
        // Ten layers (500 levels) fit in the 512-level budget; the eleventh layer's JSON
        // string, 50 levels more, does not, so that one value fails as a whole.
        #expect(Self.depth(of: node) == 500)
        let limited = report.issues.filter(Self.isNestingProblem)
        #expect(limited.count == 1)
        #expect(limited.first?.problem == .nestingTooDeep(limit: SmartJSONParsingOptions.defaultMaximumDepth))
        #expect(limited.first?.field == "child")
        #expect(limited.first?.pathDepth == 499)
        #expect(report.succeeded)
    }

    @Test func shallowStringifiedLayersDecodeCompletely() throws {
        let node = Node.deserialize(from: try Self.stringifiedLayers(5, depth: 20))
        #expect(Self.depth(of: node) == 100)
    }

    @Test func everyInputKindHasTheSameDepthLimit() throws {
        // Text deeper than the limit is not JSON the decoder reads at all.
        let deepText = Self.chain(SmartJSONParsingOptions.defaultMaximumDepth + 1)
        #expect(Node.deserialize(from: deepText) == nil)
        // A tree built in code far deeper than the limit is refused the same way.
        var tree: SmartJSONValue = "leaf"
        for _ in 0..<10_000 { tree = ["name": "n", "child": tree] }
        let (decoded, reports) = SmartDiagnostics.collect { try? SmartJSONDecoder().smartDecode(Node.self, from: tree) }
        #expect(decoded == nil)
        #expect(
            reports.first?.issues.first?.problem == .nestingTooDeep(limit: SmartJSONParsingOptions.defaultMaximumDepth))
        // So are Foundation objects.
        var object: [String: Any] = ["name": "leaf"]
        for _ in 0..<2_000 { object = ["name": "n", "child": object] }
        #expect(Node.deserialize(from: object) == nil)
        // Within the limit, a tree decodes fully.
        var shallow: SmartJSONValue = .null
        for _ in 0..<300 { shallow = ["name": "n", "child": shallow] }
        #expect(Self.depth(of: try SmartJSONDecoder().smartDecode(Node.self, from: shallow)) == 300)
    }

    // MARK: Small stacks

    static let probeVariable = "SMARTCORE_HOSTILE_STACK_PROBE"
    static var isProbeChild: Bool { ChildProcessProbe.request(variable: probeVariable) != nil }

    /// Decodes `document` on a thread with `stackSize` bytes: "ok <decoded depth> <nesting issue?>".
    static func decodeOnSmallStack(_ document: String, stackSize: Int) -> String {
        let outcome = runOnThread(stackSize: stackSize) { () -> String in
            let (node, reports) = SmartDiagnostics.collect { Node.deserialize(from: document) }
            let limited = reports.first?.issues.contains(where: isNestingProblem) ?? false
            return "ok \(depth(of: node)) \(limited)"
        }
        return outcome ?? "timed out"
    }

    static func probeDocument(_ shape: String) throws -> String {
        shape == "stringified" ? try stringifiedLayers(12, depth: 40) : chain(400)
    }

    @Test(.enabled(if: isProbeChild, "runs only in the child process started by deepDocumentsOnSmallStacks"))
    func probe() throws {
        let request = try #require(ChildProcessProbe.request(variable: Self.probeVariable))
        let stackSize = try #require(Int(request.arguments[1]))
        let verdict = Self.decodeOnSmallStack(try Self.probeDocument(request.arguments[0]), stackSize: stackSize)
        try Data(verdict.utf8).write(to: URL(fileURLWithPath: request.resultPath))
    }

    /// 400 nested objects (and 480 levels across JSON strings) on a 512 KiB and a 256 KiB
    /// stack: no crash; what does not fit is one value that fails with `stackExhausted`.
    @Test(
        .enabled(if: !isProbeChild, "this is the child process"),
        .enabled(if: ChildProcessProbe.relaunch != nil, "needs to start this test binary again (swift test)"),
        arguments: [
            ("plain", 512 * 1024), ("plain", 256 * 1024), ("stringified", 512 * 1024),
        ])
    func deepDocumentsOnSmallStacks(shape: String, stackSize: Int) throws {
        // In a child process: a stack reserve too small for this platform's frames would
        // otherwise take the whole test run down.
        let relaunch = try #require(ChildProcessProbe.relaunch)
        let verdict = try ChildProcessProbe.run(
            relaunch, filter: "HostileInputTests/probe", variable: Self.probeVariable,
            arguments: [shape, String(stackSize)])
        let parts = verdict.split(separator: " ")
        try #require(parts.first == "ok", "\(verdict)")
        let decoded = try #require(Int(parts[1]))
        let total = shape == "plain" ? 400 : 480
        // Past the unchecked levels: the guard measured the stack rather than refusing at
        // its first check. (A debug build takes several times the stack of a release
        // build per level, and the address sanitizer's more: 24 levels on 256 KiB.)
        #expect(decoded >= StackGuard.uncheckedDepth + 4)
        #expect(decoded == total || parts[2] == "true", "decoded \(decoded) of \(total) without saying why")
    }

    // MARK: Logging costs what the issues cost

    @Test func issuesAtOneLevelShareTheirPath() throws {
        // Every level lacks "age": one issue per level, 300 levels deep.
        let document =
            String(repeating: #"{"name":"n","child":"#, count: 300) + "null" + String(repeating: "}", count: 300)
        // On a thread with room for 300 levels in any build (see `runOnThread`).
        let outcome = runOnThread(stackSize: 64 << 20) { () -> [SmartDecodingReport] in
            SmartDiagnostics.collect { Node.deserialize(from: document) }.1
        }
        let reports = try #require(outcome, "the decode did not finish")
        let issues = try #require(reports.first).issues.filter { $0.field == "age" }
        try #require(issues.count == 300)
        #expect(issues.map(\.pathDepth) == Array(0..<300))
        // The paths are one chain: 299 nodes in all, not 300 × 299 / 2 components.
        var nodes = Set<ObjectIdentifier>()
        for issue in issues {
            var node = issue.pathNode
            while let current = node, nodes.insert(ObjectIdentifier(current)).inserted { node = current.parent }
        }
        #expect(nodes.count == 299)
        #expect(issues[299].location == Array(repeating: "child", count: 299).joined(separator: ".") + ".age")
    }

    @Test func oneCallKeepsAtMostTheIssueLimit() throws {
        let count = SmartDiagnostics.issueLimit + 500
        let document = "[" + Array(repeating: "null", count: count).joined(separator: ",") + "]"
        let (models, reports) = SmartDiagnostics.collect { [Node].deserialize(from: document) }
        #expect(models?.count == count)
        let report = try #require(reports.first)
        #expect(report.issues.count == SmartDiagnostics.issueLimit)
        #expect(report.omittedIssueCount == 500)
        #expect(report.issues.last?.location == "[\(SmartDiagnostics.issueLimit - 1)]")
    }
}
