import Foundation
import SmartCore
import Testing

/// Issue 16: a chunk may end anywhere, inside a string, an escape, a number or a UTF-8
/// sequence; the models and issues must not depend on where.
@Suite("Stream chunk boundaries")
struct StreamChunkBoundaryTests {
    typealias Item = StreamTestSupport.Item

    /// Hands out fixed chunks of bytes, as a network body would.
    struct Chunks: AsyncSequence, Sendable {
        typealias Element = [UInt8]
        let chunks: [[UInt8]]

        struct AsyncIterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<[UInt8]>
            mutating func next() async -> [UInt8]? { remaining.popFirst() }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }

        /// `bytes` cut at `cuts` (ascending offsets).
        init(_ bytes: [UInt8], cuts: [Int]) {
            var chunks: [[UInt8]] = []
            var start = 0
            for cut in cuts + [bytes.count] {
                chunks.append(Array(bytes[start..<cut]))
                start = cut
            }
            self.chunks = chunks
        }
    }

    static let array = """
        [
          {"id": -12, "name": "quote \\" and \\\\ backslash, [not] {a} bracket", "tags": ["é", "日本", "😀"], "score": 1.25e2},
          {"id": "7", "name": "\\u00e9\\ud83d\\ude00 escaped", "score": -0.5},
          {"id": 3, "name": tru, "tags": ["skipped"]},
          {"id": 4, "tags": [],},
          "{\\"id\\": 5, \\"name\\": \\"in a string, [with] {brackets}\\"}"
        ]
        """

    static let lines = """
        {"id": -12, "name": "quote \\" and \\\\ backslash, [not] {a} bracket", "tags": ["é", "日本", "😀"], "score": 1.25e2}
        {"id": "7", "name": "\\u00e9\\ud83d\\ude00 escaped", "score": -0.5}
        {"id": 3, "name": tru, "tags": ["skipped"]}

        {"id": 4, "tags": [],}\r
        "{\\"id\\": 5, \\"name\\": \\"in a string, [with] {brackets}\\"}"
        """

    /// The models and issues of `text` read in one piece.
    static func whole(_ text: String) -> ([Item], [SmartDecodingIssue]) {
        StreamTestSupport.decode(text)
    }

    /// The models and issues of `chunks` fed to the async form one by one.
    static func decode(_ chunks: Chunks) async throws -> (models: [Item], issues: [SmartDecodingIssue]) {
        let (models, reports) = try await SmartDiagnostics.collect {
            var models: [Item] = []
            for try await model in [Item].deserializeElements(from: chunks) { models.append(model) }
            return models
        }
        return (models, reports.flatMap(\.issues))
    }

    @Test func theWholeDocumentsDecodeAsExpected() {
        let (models, issues) = Self.whole(Self.array)
        #expect(models.map(\.id) == [-12, 7, 4, 5])
        #expect(models[0].name == #"quote " and \ backslash, [not] {a} bracket"#)
        #expect(models[0].tags == ["é", "日本", "😀"])
        #expect(models[0].score == 125)
        #expect(models[1].name == "é😀 escaped")
        #expect(models[3].name == "in a string, [with] {brackets}")
        #expect(issues.contains { $0.location == "[2]" && $0.resolution == .skipped })
        let (lineModels, lineIssues) = Self.whole(Self.lines)
        #expect(lineModels == models)
        #expect(lineIssues.contains { $0.location == "line 3" && $0.resolution == .skipped })
    }

    @Test(arguments: [Self.array, Self.lines])
    func everyTwoChunkSplitGivesTheSameResult(_ text: String) async throws {
        let expected = Self.whole(text)
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            let result = try await Self.decode(Chunks(bytes, cuts: [cut]))
            #expect(result.models == expected.0, "cut at \(cut)")
            #expect(result.issues == expected.1, "cut at \(cut)")
        }
    }

    @Test(arguments: [Self.array, Self.lines])
    func oneByteChunksGiveTheSameResult(_ text: String) async throws {
        let expected = Self.whole(text)
        let bytes = Array(text.utf8)
        let result = try await Self.decode(Chunks(bytes, cuts: Array(1..<bytes.count)))
        #expect(result.models == expected.0)
        #expect(result.issues == expected.1)
    }

    @Test(arguments: [Self.array, Self.lines])
    func everyThreeChunkSplitNearStringsGivesTheSameResult(_ text: String) async throws {
        // Two cuts a few bytes apart, everywhere: escapes and UTF-8 sequences split twice.
        let expected = Self.whole(text)
        let bytes = Array(text.utf8)
        for cut in 0..<bytes.count {
            for gap in 1...4 where cut + gap <= bytes.count {
                let result = try await Self.decode(Chunks(bytes, cuts: [cut, cut + gap]))
                #expect(result.models == expected.0, "cuts at \(cut), \(cut + gap)")
                #expect(result.issues == expected.1, "cuts at \(cut), \(cut + gap)")
            }
        }
    }
}
