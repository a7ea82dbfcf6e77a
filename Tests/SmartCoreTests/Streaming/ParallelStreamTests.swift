import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Issue 25, section 3: `deserializeElements(…, parallelism: n)` gives the models and the
/// reports of the sequential run, in input order, whatever the damage and wherever the
/// chunks (and so the batches) end; its threads end when the loop stops early.
@Suite("Parallel stream decoding")
struct ParallelStreamTests {
    typealias Item = StreamTestSupport.Item

    /// The models and every report of one run over `data`.
    struct Run: Equatable {
        var models: [Item]
        var reports: [SmartDecodingReport]
    }

    /// Decodes `data` with `parallelism` threads, reading `chunkSize` bytes at a time
    /// (which is also about the size of one parallel batch).
    static func run(
        _ data: Data, format: SmartStreamFormat = .automatic, parallelism: Int, chunkSize: Int = StreamReading.chunkSize
    ) -> Run {
        let elements = SmartDecodedElements<Item>(
            source: .data(data), settings: StreamSettings(format: format, options: nil, parallelism: parallelism),
            chunkSize: chunkSize)
        let (models, reports) = SmartDiagnostics.collect { Array(elements) }
        return Run(models: models, reports: reports)
    }

    /// `count` generated records, every tenth one with values of the wrong type, as a
    /// JSON array (one record per line) or as JSON Lines.
    static func records(_ count: Int, seed: UInt64, asArray: Bool) -> Data {
        var generator = SeededGenerator(seed: seed)
        var lines: [String] = []
        for id in 0..<count {
            let tags = (0..<generator.next(below: 4)).map { _ in "\"t\(generator.digits(2))\"" }.joined(separator: ",")
            let name = String(repeating: "é", count: generator.next(below: 40))
            var record =
                #"{"id": \#(id), "name": "\#(name)", "tags": [\#(tags)], "score": \#(generator.next(below: 1_000)).5}"#
            if id % 10 == 7 {
                record = #"{"id": "\#(id)", "name": null, "tags": "none", "score": {"x": [1, 2, {"y": true}]}}"#
            }
            lines.append(record)
        }
        let text = asArray ? "[\n" + lines.joined(separator: ",\n") + "\n]\n" : lines.joined(separator: "\n") + "\n"
        return Data(text.utf8)
    }

    /// `bytes` with a few bytes flipped, dropped or repeated, deterministically per seed.
    static func damaged(_ data: Data, seed: UInt64) -> Data {
        var generator = SeededGenerator(seed: seed)
        var bytes = Array(data)
        for _ in 0..<(1 + generator.next(below: 12)) {
            let position = generator.next(below: bytes.count)
            switch generator.next(below: 4) {
            case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next(below: 256))
            case 1: bytes.remove(at: position)
            case 2: bytes.insert(bytes[position], at: position)
            default: bytes[position] = [UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "]"), 0x0A][position % 4]
            }
        }
        return Data(bytes)
    }

    @Test(arguments: [true, false])
    func cleanAndDirtyRecordsEqualTheSequentialRun(_ asArray: Bool) {
        let data = Self.records(3_000, seed: 7, asArray: asArray)
        let sequential = Self.run(data, parallelism: 1)
        #expect(sequential.models.map(\.id) == Array(0..<3_000))
        #expect(sequential.reports.count == 300)
        for parallelism in [2, 3, 8] {
            for chunkSize in [1_000, 16_384, StreamReading.chunkSize] {
                let parallel = Self.run(data, parallelism: parallelism, chunkSize: chunkSize)
                #expect(parallel == sequential, "parallelism \(parallelism), chunks of \(chunkSize)")
            }
        }
    }

    @Test(arguments: 0..<48)
    func randomDamageGivesTheSequentialModelsAndReports(_ seed: Int) {
        let data = Self.damaged(Self.records(200, seed: UInt64(seed), asArray: seed % 2 == 0), seed: UInt64(seed))
        let sequential = Self.run(data, parallelism: 1)
        #expect(!sequential.reports.isEmpty)
        for chunkSize in [1, 97, 2_048] {
            let parallel = Self.run(data, parallelism: 2 + seed % 3, chunkSize: chunkSize)
            #expect(parallel == sequential, "seed \(seed), chunks of \(chunkSize)")
        }
    }

    /// Stream-level issues (trailing commas, cuts, layout) come between the same elements.
    static let streamLevel = [
        "[,]", "[ , ]", #"[{"id":1},]"#, #"[{"id":1},{"id":2,"na"#, #"[{"id":1,"name":"a"},{"id":2,"name":"b"}"#,
        "[{\"id\": 1},\n{\"id\": 2},\n", "[{\"id\": 1}, {\"id\": \"2}, {\"id\": 3}]", #"{"id": 1}"# + "\n[1, 2]\n",
        "[{\"id\": 1}] trailing text", "\u{FEFF}[{\"id\": 1}, 2, null, [], {\"id\": 5}]",
        "  \n{\"id\": x}\n{\"id\": 2}",
        "", "   ", "[]",
    ]

    @Test(arguments: Self.streamLevel)
    func streamLevelIssuesComeInTheSameOrder(_ text: String) {
        let data = Data(text.utf8)
        let sequential = Self.run(data, parallelism: 1)
        for chunkSize in [1, 2, 5, 1 << 20] {
            #expect(Self.run(data, parallelism: 2, chunkSize: chunkSize) == sequential, "chunks of \(chunkSize)")
        }
        #expect(
            Self.run(data, format: .jsonArray, parallelism: 3) == Self.run(data, format: .jsonArray, parallelism: 1))
        #expect(
            Self.run(data, format: .jsonLines, parallelism: 3) == Self.run(data, format: .jsonLines, parallelism: 1))
    }

    /// A model whose decoding takes longer for some elements, so that batches finish out
    /// of order.
    struct Slow: SmartCodable, Equatable {
        var id = 0

        mutating func didFinishMapping() {
            if id % 50 == 0 { usleep(2_000) }
        }
    }

    @Test func theOrderIsKeptWhenBatchesFinishOutOfOrder() {
        let text = (0..<2_000).map { #"{"id": \#($0)}"# }.joined(separator: "\n")
        let elements = SmartDecodedElements<Slow>(
            source: .data(Data(text.utf8)), settings: StreamSettings(format: .automatic, options: nil, parallelism: 4),
            chunkSize: 300)
        #expect(Array(elements).map(\.id) == Array(0..<2_000))
    }

    @Test func anElementLargerThanABatchIsOneBatch() {
        let big = String(repeating: "x", count: 200_000)
        let text = #"[{"id": 1}, {"id": 2, "name": "\#(big)"}, {"id": 3, "name": "\#(big)" oops}, {"id": 4}]"#
        let sequential = Self.run(Data(text.utf8), parallelism: 1)
        #expect(sequential.models.map(\.id) == [1, 2, 4])
        #expect(Self.run(Data(text.utf8), parallelism: 2, chunkSize: 4_096) == sequential)
    }

    @Test func deepNestingOnAWorkerGivesTheSequentialIssues() {
        // Past the depth limit inside a value, in a string holding JSON, and as a whole
        // element: each element decodes (or is skipped) exactly as on the iterating thread.
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let nested = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        let escaped = nested.replacingOccurrences(of: "\"", with: "\\\"")
        let records = (0..<400).map { index -> String in
            switch index % 4 {
            case 0: return #"{"id": \#(index), "tags": \#(deep)}"#
            case 1: return #"{"id": \#(index), "name": "\#(escaped)", "tags": "\#(escaped)"}"#
            case 2: return nested
            default: return #"{"id": \#(index)}"#
            }
        }
        let data = Data(("[" + records.joined(separator: ",\n") + "]").utf8)
        let sequential = Self.run(data, parallelism: 1)
        // Elements nested past the limit are skipped, the string-held ones decode with issues.
        #expect(sequential.models.count == 200)
        #expect(!sequential.reports.isEmpty)
        #expect(Self.run(data, parallelism: 2, chunkSize: 8_192) == sequential)
    }

    @Test func stoppingEarlyEndsTheWorkerThreads() throws {
        let data = Self.records(20_000, seed: 3, asArray: true)
        let elements = SmartDecodedElements<Item>(
            source: .data(data), settings: StreamSettings(format: .jsonArray, options: nil, parallelism: 3),
            chunkSize: 4_096)
        var iterator: SmartDecodedElements<Item>.Iterator? = elements.makeIterator()
        var ids: [Int] = []
        while ids.count < 100, let item = iterator?.next() { ids.append(item.id) }
        #expect(ids == Array(0..<100))
        let work = try #require(iterator?.parallelWork)
        #expect(work.liveWorkerCount == 2)
        // Dropping the iterator stops the workers and waits for their threads to end.
        iterator = nil
        #expect(work.liveWorkerCount == 0)
        #expect(work.isStopped)

        // The same from a `for` loop left with `break`, reading a file.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var seen = 0
        for item in try [Item].deserializeElements(contentsOf: url, parallelism: 2) {
            #expect(item.id == seen)
            seen += 1
            if seen == 1_000 { break }
        }
        #expect(seen == 1_000)
    }

    @Test func aStreamReadToItsEndEndsItsWorkers() throws {
        let elements = SmartDecodedElements<Item>(
            source: .data(Self.records(2_000, seed: 5, asArray: false)),
            settings: StreamSettings(format: .jsonLines, options: nil, parallelism: 4), chunkSize: 2_048)
        var iterator = elements.makeIterator()
        var count = 0
        while iterator.next() != nil { count += 1 }
        #expect(count == 2_000)
        #expect(try #require(iterator.parallelWork).liveWorkerCount == 0)
        #expect(iterator.next() == nil)
    }

    @Test func parallelismOneUsesTheSequentialSession() {
        let sequential = SmartDecodedElements<Item>(
            source: .data(Data("[]".utf8)), settings: StreamSettings(format: .automatic, options: nil),
            chunkSize: 16)
        #expect(sequential.makeIterator().parallelWork == nil)
        #expect(StreamSettings(format: .automatic, options: nil, parallelism: 0).parallelism == 1)
        // Absurd requests are capped, not trusted.
        let many = Self.run(Self.records(50, seed: 1, asArray: true), parallelism: .max, chunkSize: 64)
        #expect(many == Self.run(Self.records(50, seed: 1, asArray: true), parallelism: 1))
    }

    @Test func aSourceThatCannotBeReadGivesTheSequentialIssue() throws {
        // Reading a directory fails at once; from a URL, opening it may already fail.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(parallelism: Int) throws -> Run {
            let handle = try FileHandle(forReadingFrom: folder)
            defer { try? handle.close() }
            let (models, reports) = SmartDiagnostics.collect {
                Array([Item].deserializeElements(from: handle, parallelism: parallelism))
            }
            return Run(models: models, reports: reports)
        }
        let sequential = try run(parallelism: 1)
        #expect(sequential.models.isEmpty)
        #expect(sequential.reports.flatMap(\.issues).map(\.resolution) == [.failed])
        #expect(try run(parallelism: 2) == sequential)
    }

    @Test func aReadFailureMidStreamComesAfterTheElementsBeforeIt() throws {
        let data = Self.records(5_000, seed: 11, asArray: false)
        let whole = Self.run(data, parallelism: 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-\(UUID().uuidString).jsonl")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parallel-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        for parallelism in [1, 2] {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let directory = open(folder.path, O_RDONLY)
            #expect(directory >= 0)
            defer { close(directory) }
            let (models, reports) = SmartDiagnostics.collect {
                var models: [Item] = []
                // Small chunks, so that the parallel form's read-ahead is small too.
                let elements = SmartDecodedElements<Item>(
                    source: .handle(handle),
                    settings: StreamSettings(format: .jsonLines, options: nil, parallelism: parallelism),
                    chunkSize: 4_096)
                for item in elements {
                    models.append(item)
                    // From now on the handle's descriptor reads a directory: reading fails.
                    if models.count == 10 { _ = dup2(directory, handle.fileDescriptor) }
                }
                return models
            }
            // A prefix of the elements, their reports, then one failure, and nothing after.
            #expect(models.count >= 10 && models.count < whole.models.count, "parallelism \(parallelism)")
            #expect(models == Array(whole.models.prefix(models.count)))
            let failure = try #require(reports.last)
            #expect(failure.issues.map(\.resolution) == [.failed])
            #expect(failure.issues.first?.message.contains("Reading the stream failed") == true)
            let lastID = try #require(models.last?.id)
            #expect(
                Array(reports.dropLast())
                    == whole.reports.filter { report in
                        report.issues.allSatisfy { issue in
                            issue.path.first.flatMap { $0.key }.map { lineNumber($0) <= lastID + 1 } ?? false
                        }
                    })
        }
    }

    /// Elements reach the decoding threads parsed (bytes and entries); what the parse
    /// found inside them (trailing commas) is reported as in the sequential run, and an
    /// element that does not parse is parsed again where it is decoded and reported there.
    @Test(arguments: [SmartStreamFormat.jsonArray, .jsonLines])
    func whatTheIteratingThreadParsedIsReportedAsSequentially(_ format: SmartStreamFormat) {
        var records: [String] = []
        for id in 0..<400 {
            switch id % 5 {
            case 1: records.append(#"{"id": \#(id), "tags": ["a", "b",], "score": 1.5,}"#)
            case 3: records.append(#"{"id": \#(id), "name": x}"#)
            default: records.append(#"{"id": \#(id), "name": "n\#(id)"}"#)
            }
        }
        let text =
            format == .jsonArray
            ? "[\n" + records.joined(separator: ",\n") + "\n]\n" : records.joined(separator: "\n") + "\n"
        let data = Data(text.utf8)
        let sequential = Self.run(data, format: format, parallelism: 1)
        let problems = sequential.reports.flatMap(\.issues).map(\.problem)
        #expect(problems.filter { if case .trailingComma = $0 { true } else { false } }.count == 160)
        #expect(problems.filter { if case .malformedElement = $0 { true } else { false } }.count == 80)
        #expect(sequential.models.map(\.id) == (0..<400).filter { $0 % 5 != 3 })
        for chunkSize in [1, 7, 64, 4_096] {
            #expect(
                Self.run(data, format: format, parallelism: 2, chunkSize: chunkSize) == sequential,
                "chunks of \(chunkSize)")
        }
    }

    /// A model that keeps JSON values: what it holds is its own, not the batch memory the
    /// element was parsed into (which later batches reuse).
    struct Keeper: SmartCodable, Equatable {
        var id = 0
        var extra: SmartJSONValue = .null
        var names: [String: String] = [:]
    }

    @Test func modelsKeepNothingOfTheBatchMemory() {
        var lines: [String] = []
        for id in 0..<2_000 {
            let filler = String(repeating: "x", count: id % 97)
            lines.append(
                #"{"id": \#(id), "extra": {"k\#(id)": ["\#(filler)", \#(id), {"deep": "v\#(id)"}]}, "names": {"n": "\#(filler)\#(id)"}}"#
            )
        }
        let data = Data(lines.joined(separator: "\n").utf8)
        func run(_ parallelism: Int) -> [Keeper] {
            Array(
                SmartDecodedElements<Keeper>(
                    source: .data(data),
                    settings: StreamSettings(format: .jsonLines, options: nil, parallelism: parallelism),
                    chunkSize: 2_048))
        }
        let sequential = run(1)
        let parallel = run(2)
        #expect(parallel == sequential)
        #expect(parallel.count == 2_000)
        #expect(parallel.last?.names["n"] == String(repeating: "x", count: 1_999 % 97) + "1999")
        #expect(
            parallel.last?.extra
                == .object([
                    "k1999": .array([
                        .string(String(repeating: "x", count: 1_999 % 97)), .number(1999),
                        .object(["deep": .string("v1999")]),
                    ])
                ])
        )
    }

    /// The line number in a `line N` path step.
    func lineNumber(_ key: String) -> Int {
        Int(key.dropFirst("line ".count)) ?? .max
    }
}
