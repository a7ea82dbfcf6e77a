import Foundation
import SmartCore
import Testing

/// Issue 16: streams come from `Data`, files (by URL or handle) and async byte sources;
/// the async form can be cancelled.
@Suite("Stream sources")
struct StreamSourceTests {
    typealias Item = StreamTestSupport.Item

    struct ReadFailure: Error, Equatable {}

    /// A temporary file holding `text`, removed by the caller.
    static func temporaryFile(_ text: String, name: String = UUID().uuidString) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("smart-stream-\(name).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// `count` records with long names, one per line, and the same as an array.
    static func records(_ count: Int, nameLength: Int) -> (lines: String, array: String, ids: [Int]) {
        let name = String(repeating: "n", count: nameLength)
        let records = (0..<count).map { #"{"id": \#($0), "name": "\#(name)é", "tags": ["\#($0 % 7)"]}"# }
        return (
            records.joined(separator: "\n") + "\n", "[\n" + records.joined(separator: ",\n") + "\n]", Array(0..<count)
        )
    }

    @Test func aFileIsReadByURL() throws {
        // Elements of about 300 KB, so chunks of 1 MiB end inside elements.
        let (lines, array, ids) = Self.records(12, nameLength: 300_000)
        for text in [lines, array] {
            let url = try Self.temporaryFile(text)
            defer { try? FileManager.default.removeItem(at: url) }
            let (models, reports) = SmartDiagnostics.collect {
                (try? [Item].deserializeElements(contentsOf: url)).map(Array.init) ?? []
            }
            #expect(models.map(\.id) == ids)
            #expect(models.allSatisfy { $0.name.count == 300_001 && $0.name.hasSuffix("é") })
            #expect(reports.flatMap(\.issues).allSatisfy { $0.problem == .missingKey && $0.field == "score" })
        }
    }

    @Test func anElementLargerThanAChunkIsReadWhole() throws {
        // One 3 MB element between two small ones, damaged copy after it.
        let big = String(repeating: "x", count: 3 << 20)
        let text =
            "[{\"id\": 1}, {\"id\": 2, \"name\": \"\(big)\"}, {\"id\": 3, \"name\": \"\(big)\" oops}, {\"id\": 4}]"
        let url = try Self.temporaryFile(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let (models, reports) = try SmartDiagnostics.collect { Array(try [Item].deserializeElements(contentsOf: url)) }
        #expect(models.map(\.id) == [1, 2, 4])
        #expect(models[1].name.utf8.count == 3 << 20)
        let skipped = reports.flatMap(\.issues).filter { $0.resolution == .skipped }
        #expect(skipped.map(\.location) == ["[2]"])
        #expect(
            skipped.first?.problem
                == .malformedElement(
                    line: 1, column: 2 * (3 << 20) + 57,
                    reason:
                        "Expected ',' or '}' after a member, found 'o'. Text must be in double quotes; the only bare words are true, false and null."
                ))
    }

    @Test func aMissingFileThrowsAtOnce() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-missing-\(UUID().uuidString).json")
        #expect(throws: (any Error).self) { try [Item].deserializeElements(contentsOf: url) }
    }

    @Test func aFileHandleIsReadFromWhereItIs() throws {
        let header = "# exported 2026-11-23\n"
        let url = try Self.temporaryFile(header + "{\"id\": 1}\n{\"id\": 2}\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(header.utf8.count))
        let models = Array([Item].deserializeElements(from: handle))
        #expect(models.map(\.id) == [1, 2])
        // The handle was read to its end, and stays open for the caller.
        #expect(try handle.offset() == UInt64(header.utf8.count + 20))
        #expect(Array([Item].deserializeElements(from: handle)).isEmpty)
    }

    @Test func aPipeIsReadAsItIsWritten() async throws {
        let pipe = Pipe()
        let writer = Task.detached {
            for id in 0..<50 {
                pipe.fileHandleForWriting.write(Data("{\"id\": \(id)}\n".utf8))
            }
            try? pipe.fileHandleForWriting.close()
        }
        let models = Array([Item].deserializeElements(from: pipe.fileHandleForReading, format: .jsonLines))
        await writer.value
        #expect(models.map(\.id) == Array(0..<50))
    }

    @Test func asyncBytesAreDecodedAsTheyArrive() async throws {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in "[{\"id\": 1}, {\"id\": 2}, 3, {\"id\": x}, {\"id\": 5}]".utf8 { continuation.yield(byte) }
        continuation.finish()
        let (ids, reports) = try await SmartDiagnostics.collect {
            var ids: [Int] = []
            for try await item in [Item].deserializeElements(from: stream) { ids.append(item.id) }
            return ids
        }
        #expect(ids == [1, 2, 0, 5])
        #expect(
            reports.flatMap(\.issues).filter { $0.resolution != .initializerValue }.map(\.location) == ["[2]", "[3]"])
    }

    @Test func eachModelComesOutAsSoonAsItsLastByteArrives() async throws {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        let (arrivals, arrived) = AsyncStream<Int>.makeStream()
        let reader = Task {
            for try await item in [Item].deserializeElements(from: stream, format: .jsonLines) {
                arrived.yield(item.id)
            }
            arrived.finish()
        }
        var seen = arrivals.makeAsyncIterator()
        for id in 1...3 {
            // The next line is not sent before this model came out: no read-ahead needed.
            for byte in "{\"id\": \(id)}\n".utf8 { continuation.yield(byte) }
            #expect(await seen.next() == id)
        }
        continuation.finish()
        #expect(await seen.next() == nil)
        try await reader.value
    }

    @Test func asyncChunksOfDataAreDecoded() async throws {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        continuation.yield(Data("{\"id\": 1}\n{\"i".utf8))
        continuation.yield(Data("d\": 2}\n".utf8))
        continuation.finish()
        var ids: [Int] = []
        for try await item in [Item].deserializeElements(from: stream) { ids.append(item.id) }
        #expect(ids == [1, 2])
    }

    @Test func aFailingSourceEndsTheLoopWithItsError() async {
        let (stream, continuation) = AsyncThrowingStream<UInt8, any Error>.makeStream()
        for byte in "{\"id\": 1}\n{\"id\": 2".utf8 { continuation.yield(byte) }
        continuation.finish(throwing: ReadFailure())
        var ids: [Int] = []
        await #expect(throws: ReadFailure.self) {
            for try await item in [Item].deserializeElements(from: stream) { ids.append(item.id) }
        }
        #expect(ids == [1])
    }

    @Test func cancellingTheTaskEndsTheLoop() async throws {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        let (arrivals, arrived) = AsyncStream<Int>.makeStream()
        for byte in "[{\"id\": 1},".utf8 { continuation.yield(byte) }
        let reader = Task {
            for try await item in [Item].deserializeElements(from: stream) { arrived.yield(item.id) }
        }
        var seen = arrivals.makeAsyncIterator()
        #expect(await seen.next() == 1)
        // The source has nothing more and never ends; cancelling must end the loop.
        reader.cancel()
        await #expect(throws: CancellationError.self) { try await reader.value }
        continuation.finish()
    }

    @Test func aTaskCancelledBeforehandReadsNothing() async {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in "{\"id\": 1}\n".utf8 { continuation.yield(byte) }
        continuation.finish()
        let reader = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var ids: [Int] = []
            for try await item in [Item].deserializeElements(from: stream) { ids.append(item.id) }
            return ids
        }
        await #expect(throws: CancellationError.self) { try await reader.value }
    }
}
