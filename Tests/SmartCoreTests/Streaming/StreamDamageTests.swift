import Foundation
import SmartCore
import Testing

/// Issue 16: a malformed element or line is skipped with an issue that says where, and
/// decoding goes on; a truncated stream ends with an issue, never a crash or a hang.
@Suite("Stream damage")
struct StreamDamageTests {
    typealias Item = StreamTestSupport.Item

    /// The skipped elements' problems, by location.
    static func skipped(_ issues: [SmartDecodingIssue]) -> [String: SmartDecodingIssue.Problem] {
        var result: [String: SmartDecodingIssue.Problem] = [:]
        for issue in issues where issue.resolution == .skipped { result[issue.location] = issue.problem }
        return result
    }

    @Test func damageInsideAnArrayElementCostsThatElementOnly() {
        let text = """
            [
              {"id": 1},
              {"id": 2, "name": "broken \\q escape"},
              {"id": 3, "tags": [1 2]},
              {"id": 4, "name": tru},
              {"id": 5, "name": "x" "y"},
              {"id": 6}
            ]
            """
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1, 6])
        let skipped = Self.skipped(issues)
        #expect(skipped.keys.sorted() == ["[1]", "[2]", "[3]", "[4]"])
        guard case .malformedElement(let line, let column, let reason)? = skipped["[1]"] else {
            Issue.record("expected a malformed element at [1], got \(skipped)")
            return
        }
        #expect(line == 3)
        #expect(column == 29)
        #expect(reason.contains("escape"))
        if case .malformedElement(let line, let column, _)? = skipped["[2]"] {
            #expect(line == 4)
            #expect(column == 24)
        } else {
            Issue.record("expected a malformed element at [2], got \(skipped)")
        }
        if case .malformedElement(let line, _, _)? = skipped["[4]"] {
            #expect(line == 6)
        } else {
            Issue.record("expected a malformed element at [4], got \(skipped)")
        }
    }

    @Test func theMessageSaysWhereAndWhat() {
        let (_, issues) = StreamTestSupport.decode("[{\"id\": 1}, {\"id\": @}]")
        let issue = issues.first { $0.resolution == .skipped }
        #expect(
            issue?.description
                == "Item [1]: The element is not valid JSON at line 1, column 20: Expected a value, found '@'. It was skipped."
        )
    }

    @Test func emptyElementsBetweenCommasAreSkipped() {
        let (models, issues) = StreamTestSupport.decode("[{\"id\": 1},, {\"id\": 3}, ,{\"id\": 5}]")
        #expect(models.map(\.id) == [1, 3, 5])
        let skipped = Self.skipped(issues)
        #expect(skipped.keys.sorted() == ["[1]", "[3]"])
        if case .malformedElement(_, let column, let reason)? = skipped["[1]"] {
            #expect(column == 12)
            #expect(reason == "There is no value between two commas.")
        } else {
            Issue.record("expected a malformed element at [1], got \(skipped)")
        }
    }

    @Test func damagedLinesAreSkippedAndTheRestIsRead() {
        let text = """
            {"id": 1}
            {"id": 2, "name": }
            not json at all
            {"id": 4}
            {"id": 5,
            {"id": 6}
            """
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1, 4, 6])
        let skipped = Self.skipped(issues)
        #expect(skipped.keys.sorted() == ["line 2", "line 3", "line 5"])
        #expect(
            skipped["line 2"]
                == .malformedElement(
                    line: 2, column: 19,
                    reason: "Expected a value, found '}'. The container closes where a value should be."))
        if case .malformedElement(let line, let column, _)? = skipped["line 5"] {
            #expect(line == 5)
            #expect(column == 10)
        } else {
            Issue.record("expected a malformed line 5, got \(skipped)")
        }
    }

    @Test func aTruncatedArrayElementIsReported() {
        let text = "[\n  {\"id\": 1},\n  {\"id\": 2, \"name\": \"cut o"
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1])
        let last = issues.last
        #expect(last?.problem == .truncatedStream(line: 3, column: 3))
        #expect(last?.resolution == .skipped)
        #expect(last?.location == "[1]")
        #expect(last?.message == "The stream ends inside the element that starts at line 3, column 3; it was skipped.")
    }

    @Test func anArrayWithoutItsClosingBracketIsReported() {
        let (models, issues) = StreamTestSupport.decode("[{\"id\": 1},\n{\"id\": 2},\n")
        #expect(models.map(\.id) == [1, 2])
        let last = issues.last
        #expect(last?.problem == .truncatedStream(line: 3, column: 1))
        #expect(last?.resolution == .failed)
        #expect(last?.location == "")
        #expect(last?.message == "The stream ends at line 3, column 1 before the array's closing ']'.")
    }

    @Test func aTruncatedLastLineIsMalformed() {
        let (models, issues) = StreamTestSupport.decode("{\"id\": 1}\n{\"id\": 2, \"na")
        #expect(models.map(\.id) == [1])
        #expect(Self.skipped(issues)["line 2"] != nil)
    }

    @Test func anUnclosedStringSwallowsTheRestOfTheArrayButEndsCleanly() {
        // Damage that crosses element boundaries cannot be resynchronised: everything after
        // it is one unfinished element, reported as such.
        let (models, issues) = StreamTestSupport.decode("[{\"id\": 1}, {\"id\": \"2}, {\"id\": 3}, {\"id\": 4}]")
        #expect(models.map(\.id) == [1])
        #expect(issues.last?.problem == .truncatedStream(line: 1, column: 13))
        #expect(issues.last?.location == "[1]")
    }

    @Test func anUnbalancedBracketIsContainedWhenTheArrayEnds() {
        let (models, issues) = StreamTestSupport.decode("[{\"id\": 1}, {\"id\": [2}, {\"id\": 3}]")
        #expect(models.map(\.id) == [1])
        #expect(issues.last?.resolution == .skipped)
    }

    @Test(arguments: 0..<64)
    func randomDamageNeverCrashesOrHangs(_ seed: Int) {
        // Flip, drop and duplicate bytes of a valid stream, deterministically per seed.
        var generator = SplitMix(seed: UInt64(seed))
        var bytes = Array(StreamChunkBoundaryTests.array.utf8)
        for _ in 0..<(1 + seed % 6) {
            let position = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 3 {
            case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
            case 1: bytes.remove(at: position)
            default: bytes.insert(bytes[position], at: position)
            }
        }
        let data = Data(bytes)
        let (models, reports) = SmartDiagnostics.collect { Array([Item].deserializeElements(from: data)) }
        let issues = reports.flatMap(\.issues)
        #expect(issues.allSatisfy { $0.rootType == "Array<Item>" })
        let lostSomething = issues.contains { $0.resolution == .skipped || $0.resolution == .failed }
        if let whole = [Item].deserialize(from: data) {
            // Still valid JSON: element by element is the whole decode, with nothing lost.
            #expect(models == whole)
            #expect(!lostSomething)
        } else {
            // Not valid JSON any more: the stream says what it left out.
            #expect(lostSomething)
        }
    }

    /// A small deterministic generator for the damage test.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
