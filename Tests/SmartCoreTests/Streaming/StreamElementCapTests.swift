import Foundation
import Testing

@testable import SmartCore

/// Issue 25, section 4: `maximumElementBytes` skips an element larger than the cap without
/// keeping it, with one issue naming its position and size; everything else is read as
/// without the cap, wherever the chunks are cut.
@Suite("Stream element cap")
struct StreamElementCapTests {
    typealias Item = StreamTestSupport.Item
    typealias Chunks = StreamChunkBoundaryTests.Chunks

    /// Three records; the second is `{"id":2,"name":"…"}` padded to `size` bytes.
    static func records(middleSize size: Int) -> [String] {
        let bare = #"{"id":2,"name":""}"#
        let middle = #"{"id":2,"name":""# + String(repeating: "x", count: size - bare.utf8.count) + #""}"#
        return [#"{"id":1,"name":"a"}"#, middle, #"{"id":3,"name":"c"}"#]
    }

    static func array(_ records: [String]) -> String { "[\n" + records.joined(separator: ",\n") + "\n]" }
    static func lines(_ records: [String]) -> String { records.joined(separator: "\n") + "\n" }

    static func decode(
        _ text: String, cap: Int, format: SmartStreamFormat = .automatic
    ) -> (models: [Item], issues: [SmartDecodingIssue]) {
        let (models, reports) = SmartDiagnostics.collect {
            Array([Item].deserializeElements(from: text, format: format, maximumElementBytes: cap))
        }
        return (models, reports.flatMap(\.issues))
    }

    static func decode(_ chunks: Chunks, cap: Int) async throws -> (models: [Item], issues: [SmartDecodingIssue]) {
        let (models, reports) = try await SmartDiagnostics.collect {
            var models: [Item] = []
            for try await model in [Item].deserializeElements(from: chunks, maximumElementBytes: cap) {
                models.append(model)
            }
            return models
        }
        return (models, reports.flatMap(\.issues))
    }

    @Test(arguments: [false, true])
    func anElementAtTheCapIsReadAndOneByteOverIsSkipped(asLines: Bool) throws {
        let records = Self.records(middleSize: 100)
        let text = asLines ? Self.lines(records) : Self.array(records)
        let atCap = Self.decode(text, cap: 100)
        #expect(atCap.models.map(\.id) == [1, 2, 3])
        #expect(atCap.models[1].name.count == 100 - 18)
        #expect(!atCap.issues.contains { $0.resolution == .skipped })

        let overCap = Self.decode(text, cap: 99)
        #expect(overCap.models.map(\.id) == [1, 3])
        let skipped = overCap.issues.filter { $0.resolution == .skipped }
        #expect(skipped.count == 1)
        let issue = try #require(skipped.first)
        // In the array, `[` has a line of its own.
        let line = asLines ? 2 : 3
        #expect(issue.problem == .elementTooLarge(line: line, column: 1, byteCount: 100, limit: 99))
        #expect(issue.location == (asLines ? "line 2" : "[1]"))
        #expect(issue.message.contains("100 bytes, more than the 99 allowed"))
        // The elements after it keep their own index or line.
        let third = overCap.issues.filter { $0.location.hasPrefix(asLines ? "line 3." : "[2].") }
        #expect(!third.isEmpty)
    }

    @Test(arguments: [false, true])
    func theReportsDoNotDependOnWhereChunksAreCut(asLines: Bool) async throws {
        // Elements of 60 bytes under a cap of 40: depending on the cut, the big element is
        // seen whole (and measured) or found too large while it is still arriving.
        let records = Self.records(middleSize: 60)
        let text = asLines ? Self.lines(records) : Self.array(records)
        let expected = Self.decode(text, cap: 40)
        #expect(expected.models.map(\.id) == [1, 3])
        let line = asLines ? 2 : 3
        #expect(
            expected.issues.contains { $0.problem == .elementTooLarge(line: line, column: 1, byteCount: 60, limit: 40) }
        )
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            let result = try await Self.decode(Chunks(bytes, cuts: [cut]), cap: 40)
            #expect(result.models == expected.models, "cut at \(cut)")
            #expect(result.issues == expected.issues, "cut at \(cut)")
        }
        let oneByte = try await Self.decode(Chunks(bytes, cuts: Array(1..<bytes.count)), cap: 40)
        #expect(oneByte.models == expected.models)
        #expect(oneByte.issues == expected.issues)
    }

    @Test(arguments: [SmartStreamFormat.jsonArray, .jsonLines])
    func aHugeElementIsFollowedToItsEndWithoutBeingKept(format: SmartStreamFormat) throws {
        let cap = 1 << 20
        let chunk = 1 << 16
        let huge = #"{"id":2,"name":""# + String(repeating: "y", count: 10 << 20) + #""}"#
        let records = [#"{"id":1}"#, huge, #"{"id":3}"#]
        let text = format == .jsonLines ? Self.lines(records) : Self.array(records)
        let bytes = Array(text.utf8)
        var splitter = StreamSplitter(format: format, maximumElementBytes: cap)
        let run = SplitterRun(&splitter, bytes: bytes, chunkSize: chunk)
        let (events, largestKept) = (run.events, run.largestKept)
        #expect(largestKept <= cap + 2 * chunk)
        let tooLarge = events.compactMap { event -> Int? in
            if case .elementTooLarge(let index, let position, let byteCount) = event {
                #expect(position == StreamPosition(line: format == .jsonLines ? 2 : 3, column: 1))
                #expect(index == 1)
                return byteCount
            }
            return nil
        }
        #expect(tooLarge == [huge.utf8.count])
        #expect(run.elementCount == 2)
        #expect(events.last == .finished)
        // Through the public API: the records around it are decoded.
        let (models, issues) = Self.decode(text, cap: cap, format: format)
        #expect(models.map(\.id) == [1, 3])
        #expect(issues.filter { $0.resolution == .skipped }.count == 1)
    }

    @Test func anUnclosedStringStopsAtTheCapInsteadOfHoldingTheRestOfTheStream() throws {
        // The quote after `a` is missing: the rest of the stream is one string that never
        // ends. It is reported as too large once, then the array as not closed.
        let tail = String(repeating: #",{"id":9,"name":"z"}"#, count: 4_000)
        let text = #"[{"id":1,"name":"a"},{"id":2,"name":"b}"# + tail
        let (models, issues) = Self.decode(text, cap: 1_000)
        #expect(models.map(\.id) == [1])
        let problems = issues.filter { $0.resolution == .skipped || $0.resolution == .failed }.map(\.problem)
        #expect(problems.count == 2)
        let expectedSize = text.utf8.count - 21
        #expect(problems.first == .elementTooLarge(line: 1, column: 22, byteCount: expectedSize, limit: 1_000))
        guard case .truncatedStream = problems.last else {
            Issue.record("expected the stream to be reported as cut off, got \(problems)")
            return
        }
        #expect(issues.last?.resolution == .failed)
    }

    @Test func aLongRunOfWhitespaceIsNotKeptAndTheTrailingCommaBeforeItIsStillPlaced() throws {
        let spaces = String(repeating: " ", count: 300_000)
        let text = #"[{"id":1},"# + "\n" + spaces + "]"
        var splitter = StreamSplitter(format: .jsonArray)
        let run = SplitterRun(&splitter, bytes: Array(text.utf8), chunkSize: 4_096)
        let (events, largestKept) = (run.events, run.largestKept)
        #expect(largestKept < 140_000)
        #expect(events.contains(.trailingComma(position: StreamPosition(line: 1, column: 10))))
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1])
        #expect(issues.map(\.problem).contains(.trailingComma(line: 1, column: 10)))
    }

    /// The stream's models, issues and envelope from `bytes` cut at `cuts`.
    static func decode(
        _ bytes: [UInt8], cuts: [Int], path: String?, cap: Int
    ) async throws -> (models: [Item], issues: [SmartDecodingIssue], envelope: Data?) {
        let envelope = SmartStreamEnvelope()
        let (models, reports) = try await SmartDiagnostics.collect {
            var models: [Item] = []
            for try await model in [Item].deserializeElements(
                from: Chunks(bytes, cuts: cuts), designatedPath: path, envelope: envelope, maximumElementBytes: cap)
            {
                models.append(model)
            }
            return models
        }
        return (models, reports.flatMap(\.issues), envelope.data)
    }

    /// Found by the fuzzer: limits applied around an envelope's array gave another result
    /// when a chunk ended inside a long member name or a long member; so could a `\r\n`
    /// split after a JSON Lines line of exactly the cap.
    @Test(
        arguments: [
            (
                #"{"a": [{"b": [{"id": 1}]}], "a long member name over the cap": 12, "short": "a value longer than the cap"}"#,
                "a.0.b"
            ),
            (#"{"a member name far longer than the cap": 1}"#, "a.b"),
            ("{\"id\":123456789012345}\r\n{\"id\":2}\r\n", nil),
            ("{\"id\":1234567890123456789012}\r\n{\"id\":2}\r\n", nil),
            ("{\"id\":1}\n" + String(repeating: " ", count: 30) + "\n{\"id\":2}\n", nil),
        ] as [(String, String?)])
    func limitsDoNotDependOnWhereChunksAreCut(text: String, path: String?) async throws {
        let bytes = Array(text.utf8)
        let expected = try await Self.decode(bytes, cuts: [], path: path, cap: 22)
        for cut in 1..<bytes.count {
            let result = try await Self.decode(bytes, cuts: [cut], path: path, cap: 22)
            #expect(result.models == expected.models, "cut at \(cut)")
            #expect(result.issues == expected.issues, "cut at \(cut)")
            #expect(result.envelope == expected.envelope, "cut at \(cut)")
        }
    }
}
