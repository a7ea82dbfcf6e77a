import Foundation
import SmartCore
import Testing

/// Issue 25, section 1: the defects found by checking streams from outside. An array
/// whose closing `]` never comes keeps its last complete element, and every report is the
/// same wherever the chunks are cut.
@Suite("Stream defects")
struct StreamDefectTests {
    typealias Item = StreamTestSupport.Item
    typealias Chunks = StreamChunkBoundaryTests.Chunks

    static let unclosed = [
        #"[{"id":1,"name":"a"},{"id":2,"name":"b"}"#,
        "[{\"id\":1,\"name\":\"a\"},\n{\"id\":2,\"name\":\"b\"}\n",
        "[\n  {\"id\": 1, \"name\": \"a\"},\n  {\"id\": 2, \"name\": \"b\"}   ",
    ]

    @Test(arguments: Self.unclosed)
    func anUnclosedArrayKeepsItsLastCompleteElement(_ text: String) throws {
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1, 2])
        #expect(models.map(\.name) == ["a", "b"])
        // Each element reports its missing tags and score; the stream, that it was cut.
        let streamIssues = issues.filter { $0.location.isEmpty }
        #expect(streamIssues.count == 1)
        #expect(!issues.contains { $0.resolution == .skipped })
        let issue = try #require(streamIssues.first)
        guard case .truncatedStream = issue.problem else {
            Issue.record("expected a truncated stream, got \(issue.problem)")
            return
        }
        #expect(issue.resolution == .failed)
        // From bytes and from a file: the same.
        let data = Data(text.utf8)
        let (fromData, dataReports) = SmartDiagnostics.collect { Array([Item].deserializeElements(from: data)) }
        #expect(fromData == models)
        #expect(dataReports.flatMap(\.issues) == issues)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("unclosed-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let elements = try [Item].deserializeElements(contentsOf: url)
        let (fromFile, fileReports) = SmartDiagnostics.collect { Array(elements) }
        #expect(fromFile == models)
        #expect(fileReports.flatMap(\.issues) == issues)
    }

    @Test func anElementCutInsideIsStillSkipped() throws {
        let (models, issues) = StreamTestSupport.decode(#"[{"id":1},{"id":2,"na"#)
        #expect(models.map(\.id) == [1])
        let skipped = issues.filter { $0.resolution == .skipped }
        #expect(skipped.count == 1)
        #expect(skipped.first?.location == "[1]")
        if case .truncatedStream(let line, let column)? = skipped.first?.problem {
            #expect(line == 1 && column == 11)
        } else {
            Issue.record("expected a truncated stream, got \(String(describing: skipped.first?.problem))")
        }
    }

    /// Documents whose reports once depended on where a chunk ended (found by a
    /// differential fuzzer): a trailing comma right after an empty element, and a JSON
    /// Lines document whose first line starts with whitespace.
    static let positionSensitive =
        [
            "[,]",
            "[ , ]",
            "[\n,\n]",
            #"[{"id":1},]"#,
            "  {\"id\": x}\n{\"id\": 2}\n",
            "\n \t{\"id\": 1, \"name\": tru}\n{\"id\": 2}",
        ] + Self.unclosed

    @Test(arguments: Self.positionSensitive)
    func reportsDoNotDependOnWhereChunksEnd(_ text: String) async throws {
        let expected = StreamTestSupport.decode(text)
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            let result = try await StreamChunkBoundaryTests.decode(Chunks(bytes, cuts: [cut]))
            #expect(result.models == expected.models, "cut at \(cut)")
            #expect(
                StreamTestSupport.summary(result.issues) == StreamTestSupport.summary(expected.issues), "cut at \(cut)")
        }
        let oneByte = try await StreamChunkBoundaryTests.decode(Chunks(bytes, cuts: Array(1..<max(bytes.count, 1))))
        #expect(StreamTestSupport.summary(oneByte.issues) == StreamTestSupport.summary(expected.issues))
    }
}

/// Issue 25, section 1: writing a stream hands out every element encoded before one that
/// cannot be encoded, from both the closure form and the async chunks.
@Suite("Stream writing keeps what was encoded")
struct StreamWritingDefectTests {
    typealias Fragile = StreamWritingTests.Fragile

    static let models = [Fragile(id: 1, value: 1.5), Fragile(id: 2, value: 2.5), Fragile(id: 3, value: .nan)]

    @Test(arguments: [SmartStreamFormat.jsonLines, .jsonArray])
    func serializeElementsHandsOutTheElementsBeforeTheFailure(_ format: SmartStreamFormat) throws {
        var written = Data()
        #expect(throws: EncodingError.self) {
            try Self.models.serializeElements(format: format) { chunk in written.append(chunk) }
        }
        let text = String(decoding: written, as: UTF8.self)
        let expected =
            format == .jsonLines
            ? #"{"id":1,"value":1.5}"# + "\n" + #"{"id":2,"value":2.5}"# + "\n"
            : "[\n" + #"{"id":1,"value":1.5}"# + ",\n" + #"{"id":2,"value":2.5}"#
        #expect(text == expected)
        // What was handed out reads back as the first two models.
        let readBack = Array([Fragile].deserializeElements(from: written, format: format))
        #expect(readBack == Array(Self.models.prefix(2)))
    }

    @Test func serializedChunksHandOutTheElementsBeforeTheFailure() async throws {
        var chunks: [Data] = []
        var failure: (any Error)?
        do {
            for try await chunk in Self.models.serializedChunks() { chunks.append(chunk) }
        } catch {
            failure = error
        }
        #expect(failure is EncodingError)
        #expect(
            String(decoding: chunks.joined(), as: UTF8.self) == #"{"id":1,"value":1.5}"# + "\n"
                + #"{"id":2,"value":2.5}"# + "\n")
    }

    @Test func aFailureAfterAFullChunkLosesNothingEither() async throws {
        // Small chunks: the first elements go out in earlier chunks, the rest before the error.
        let many = (1...10).map { Fragile(id: $0, value: Double($0)) } + [Fragile(id: 11, value: .infinity)]
        var closureOutput = Data()
        #expect(throws: EncodingError.self) {
            try many.serializeElements(chunkSize: 40) { chunk in closureOutput.append(chunk) }
        }
        var chunkOutput = Data()
        do {
            for try await chunk in many.serializedChunks(chunkSize: 40) { chunkOutput.append(chunk) }
            Issue.record("the infinite value should have failed")
        } catch {}
        #expect(closureOutput == chunkOutput)
        #expect(Array([Fragile].deserializeElements(from: closureOutput)).map(\.id) == Array(1...10))
    }
}
