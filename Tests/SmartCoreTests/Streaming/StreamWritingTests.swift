import Foundation
import SmartCore
import Testing

/// Issue 16: models written one at a time as JSON Lines or as one JSON array, in chunks,
/// read back by the stream decoder.
@Suite("Stream writing")
struct StreamWritingTests {
    typealias Item = StreamTestSupport.Item

    static let items = (0..<40).map {
        Item(id: $0, name: "item \($0) \"quoted\" é", tags: ["t\($0 % 3)"], score: Double($0) / 4)
    }

    struct Fragile: SmartCodable, Equatable {
        var id = 0
        var value = 0.0
    }

    @Test(arguments: [SmartStreamFormat.jsonLines, .jsonArray])
    func writtenModelsReadBackEqual(_ format: SmartStreamFormat) throws {
        var chunks: [Data] = []
        let writer = SmartStreamWriter<Item>(format: format, chunkSize: 256) { chunks.append($0) }
        try writer.write(contentsOf: Self.items)
        try writer.finish()
        // Chunks stay near the size asked for: one model past it at most.
        #expect(chunks.count > 5)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 256 && $0.count < 256 + 200 })
        let output = chunks.reduce(into: Data()) { $0.append($1) }
        let (models, reports) = SmartDiagnostics.collect {
            Array([Item].deserializeElements(from: output, format: format))
        }
        #expect(models == Self.items)
        #expect(reports.isEmpty)
        // The array is a JSON document in its own right, and lines are one model each.
        if format == .jsonArray {
            #expect([Item].deserialize(from: output) == Self.items)
        } else {
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
            #expect(lines.count == Self.items.count)
            #expect(lines.first == #"{"id":0,"name":"item 0 \"quoted\" é","tags":["t0"],"score":0}"#)
        }
    }

    @Test func anEmptyStreamIsAnEmptyArrayOrNothing() throws {
        var array = Data()
        let arrayWriter = SmartStreamWriter<Item>(format: .jsonArray) { array.append($0) }
        try arrayWriter.finish()
        #expect(String(decoding: array, as: UTF8.self) == "[]\n")
        var lines = Data()
        try [Item]().serializeElements(format: .jsonLines) { lines.append($0) }
        #expect(lines.isEmpty)
    }

    @Test func aModelThatCannotBeEncodedThrowsAndLeavesTheStreamValid() throws {
        var output = Data()
        let writer = SmartStreamWriter<Fragile>(format: .jsonArray) { output.append($0) }
        try writer.write(Fragile(id: 1, value: 1))
        #expect(throws: EncodingError.self) { try writer.write(Fragile(id: 2, value: .nan)) }
        try writer.write(Fragile(id: 3, value: 3))
        try writer.finish()
        #expect([Fragile].deserialize(from: output) == [Fragile(id: 1, value: 1), Fragile(id: 3, value: 3)])
    }

    @Test func encodingOptionsApply() throws {
        struct Snake: SmartCodable {
            var itemId = 0
        }
        var output = Data()
        try [Snake(itemId: 4)].serializeElements(options: [.key(.toSnakeCase)]) { output.append($0) }
        #expect(String(decoding: output, as: UTF8.self) == "{\"item_id\":4}\n")
    }

    @Test func finishingTwiceWritesOnceAndWritingAfterwardsThrows() throws {
        var output = Data()
        let writer = SmartStreamWriter<Item>(format: .jsonArray) { output.append($0) }
        try writer.write(Item(id: 1))
        try writer.finish()
        try writer.finish()
        #expect(throws: EncodingError.self) { try writer.write(Item(id: 2)) }
        #expect([Item].deserialize(from: output)?.map(\.id) == [1])
    }

    @Test func theOutputsErrorsReachTheCaller() {
        struct DiskFull: Error {}
        let writer = SmartStreamWriter<Item>(chunkSize: 10) { _ in throw DiskFull() }
        #expect(throws: DiskFull.self) { try writer.write(Item(id: 1)) }
    }

    @Test func aFileHandleIsWrittenAndReadBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-write-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try Self.items.serializeElements(format: .jsonLines, to: handle)
        try handle.close()
        #expect(Array(try [Item].deserializeElements(contentsOf: url)) == Self.items)
    }

    @Test func serializedChunksAreEncodedAsAwaited() async throws {
        var output = Data()
        var chunkCount = 0
        for try await chunk in Self.items.serializedChunks(format: .jsonArray, chunkSize: 300) {
            output.append(chunk)
            chunkCount += 1
        }
        #expect(chunkCount > 3)
        #expect([Item].deserialize(from: output) == Self.items)
    }

    @Test func serializedChunksStopAtAModelThatCannotBeEncoded() async {
        let models = [Fragile(id: 1, value: 1), Fragile(id: 2, value: .infinity)]
        var output = Data()
        await #expect(throws: EncodingError.self) {
            for try await chunk in models.serializedChunks(chunkSize: 1) { output.append(chunk) }
        }
        #expect(String(decoding: output, as: UTF8.self) == "{\"id\":1,\"value\":1}\n")
    }

    @Test func aDecodedStreamCanBeWrittenStraightBack() throws {
        // Read JSON Lines with damage, write a clean array: nothing is held whole.
        let input = "{\"id\": \"1\"}\n{\"id\": oops}\n{\"id\": 3, \"score\": \"2.5\"}\n"
        var output = Data()
        let writer = SmartStreamWriter<Item>(format: .jsonArray) { output.append($0) }
        for item in [Item].deserializeElements(from: input) { try writer.write(item) }
        try writer.finish()
        #expect([Item].deserialize(from: output) == [Item(id: 1), Item(id: 3, score: 2.5)])
    }
}
