import Foundation
import SmartCore
import SmartSentinel
import SmartTestSupport
import Testing

/// Blocks stay in proportion to what they report: a line for issues that were counted but
/// not kept, and indentation that stops growing on very deep paths.
@Suite("Bounded blocks")
struct BoundedBlockTests {
    @Test func omittedIssuesGetOneClosingLine() {
        let report = SmartDecodingReport(
            rootType: "Feed",
            issues: [issue(root: "Feed", [], "title", expected: "String", .null)],
            succeeded: true, omittedIssueCount: 4_000)
        #expect(
            SmartSentinel.format(report)
                == block(
                    """
                    Feed 👈🏻 👀
                       ┆┄ title: Expected to decode 'String' but found 'null' instead.
                       ┆┄ … and 4000 more issues not kept (SmartDiagnostics.issueLimit).

                    """))
        // Even when every kept issue is below the level, the omitted ones are mentioned.
        let quiet = SmartDecodingReport(
            rootType: "Feed", issues: [issue(root: "Feed", [], "title", expected: "String", .missingKey)],
            succeeded: true, omittedIssueCount: 1)
        #expect(SmartSentinel.format(quiet, level: .alert)?.contains("… and 1 more issue not kept") == true)
    }

    @Test func indentationStopsGrowingAt32Levels() throws {
        let path = (0..<40).map { _ in key("child", "Node") }
        let report = SmartDecodingReport(
            rootType: "Node", issues: [issue(root: "Node", path, "age", expected: "Int", .missingKey)], succeeded: true)
        let text = try #require(SmartSentinel.format(report))
        let lines = text.split(separator: "\n").map(String.init)
        let indentation = String(repeating: SmartSentinel.space, count: 32)
        #expect(lines.contains(String(repeating: SmartSentinel.space, count: 32) + "╆━ child: Node"))
        #expect(lines.contains(indentation + "[33] ╆━ child: Node"))
        #expect(lines.contains(indentation + "[40] ╆━ child: Node"))
        #expect(lines.contains(indentation + "[41] ┆┄ age: No value associated with key."))
        #expect(lines.allSatisfy { $0.count < 32 * 3 + 60 })
    }

    @Test func aDeepDecodeWithAnIssuePerLevelGivesABlockOfBoundedWidth() throws {
        final class Node: SmartCodable {
            var name: String = ""
            var age: Int = 0
            var child: Node?
            required init() {}
        }
        let depth = 400
        let json =
            String(repeating: #"{"name":"n","child":"#, count: depth) + "null" + String(repeating: "}", count: depth)
        // On a thread with room for every level in any build (see `runOnThread`).
        let outcome = runOnThread(stackSize: 64 << 20) { () -> String? in
            SmartSentinel.collect { Node.deserialize(from: json) }.1.first?.text
        }
        let text = try #require(outcome ?? nil, "the decode did not finish or logged nothing")
        let lines = text.split(separator: "\n")
        // A container line and an issue line per level, none wider than the cap allows.
        #expect(lines.count >= 2 * depth)
        #expect(lines.allSatisfy { $0.count < 32 * 3 + 80 })
        #expect(text.utf8.count < lines.count * 200)
    }
}
