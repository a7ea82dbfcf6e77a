import Foundation
import SmartCore
import SmartSentinel

// Helpers shared by the sentinel suites.

/// The opening and closing lines of every block, written out by hand.
let bannerLine = "================================  [Smart Sentinel]  ================================"
let closingLine = "===================================================================================="

/// A whole block: leading newline, banner, `body` (which must end with a newline), closing rule.
func block(_ body: String) -> String {
    "\n" + bannerLine + "\n" + body + closingLine + "\n"
}

/// Collects what the sentinel writes or hands over, from any thread.
final class BlockRecorder: Sendable {
    private let storage = LockedValue<[String]>([])

    func append(_ block: String) {
        storage.write { $0.append(block) }
    }

    var blocks: [String] { storage.read { $0 } }

    /// The recorded blocks whose root line is `rootType 👈🏻 👀` (other suites may decode
    /// while a global-mode test runs; their blocks are ignored).
    func blocks(rootType: String) -> [String] {
        blocks.filter { $0.contains("\n\(rootType) 👈🏻 👀\n") }
    }
}

/// A report path step into an object member.
func key(_ name: String, _ type: String) -> SmartDecodingIssue.PathComponent {
    SmartDecodingIssue.PathComponent(key: name, typeName: type)
}

/// A report path step into an array element.
func index(_ position: Int, _ type: String) -> SmartDecodingIssue.PathComponent {
    SmartDecodingIssue.PathComponent(index: position, typeName: type)
}

/// A hand-built issue; `model` defaults to the last step's type, or the root.
func issue(
    root: String, _ path: [SmartDecodingIssue.PathComponent], _ field: String, expected: String,
    _ problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution = .initializerValue
) -> SmartDecodingIssue {
    SmartDecodingIssue(
        rootType: root, path: path, modelType: path.last?.typeName ?? root, field: field,
        expectedType: expected, problem: problem, resolution: resolution)
}
