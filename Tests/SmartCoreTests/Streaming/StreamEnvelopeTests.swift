import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Issue 25, section 2: the array inside the envelope. `designatedPath` streams the
/// elements of the array at that path, equal to whole-document decoding with the same
/// path, while the members around it are skipped (or kept in a `SmartStreamEnvelope`).
@Suite("Stream envelope")
struct StreamEnvelopeTests {
    typealias Item = StreamTestSupport.Item
    typealias Chunks = StreamChunkBoundaryTests.Chunks

    struct Page: SmartCodable, Equatable {
        struct Info: SmartCodable, Equatable {
            var next = ""
            var total = 0
        }
        var code = -1
        var msg = ""
        var data = Info()
    }

    static let response = """
        {"code": 0, "msg": "ok, [not] {an} array \\"here\\"",
         "data": {"total": 3,
                  "list": [{"id": 1, "name": "a"}, {"id": "2", "name": "b", "tags": ["x"]}, {"id": 3, "score": "2.5"}],
                  "next": "cursor-2"}}
        """

    static func stream(
        _ text: String, path: String, envelope: SmartStreamEnvelope? = nil
    ) -> (models: [Item], issues: [SmartDecodingIssue]) {
        let (models, reports) = SmartDiagnostics.collect {
            Array([Item].deserializeElements(from: text, designatedPath: path, envelope: envelope))
        }
        return (models, reports.flatMap(\.issues))
    }

    static func whole(_ text: String, path: String) -> (models: [Item]?, issues: [SmartDecodingIssue]) {
        let (models, reports) = SmartDiagnostics.collect { [Item].deserialize(from: text, designatedPath: path) }
        return (models, reports.flatMap(\.issues))
    }

    @Test func theArrayAtThePathStreamsAsTheWholeDocumentDecodesIt() throws {
        let envelope = SmartStreamEnvelope()
        let streamed = Self.stream(Self.response, path: "data.list", envelope: envelope)
        let whole = Self.whole(Self.response, path: "data.list")
        #expect(streamed.models.map(\.id) == [1, 2, 3])
        #expect(streamed.models[2].score == 2.5)
        #expect(streamed.models == whole.models)
        #expect(Set(streamed.issues.map(\.description)) == Set(whole.issues.map(\.description)))
        #expect(streamed.issues.contains { $0.location == "[1].id" && $0.resolution == .converted })

        // The envelope: everything but the array.
        let page = try #require(envelope.decode(Page.self))
        #expect(page == Page(code: 0, msg: #"ok, [not] {an} array "here""#, data: .init(next: "cursor-2", total: 3)))
        #expect(page == Page.deserialize(from: Self.response))
        let text = try #require(envelope.data.flatMap { String(data: $0, encoding: .utf8) })
        #expect(!text.contains("list"))
        let kept = try SmartJSONValue(parsing: try #require(envelope.data))
        #expect(kept["data"]?["next"] == .string("cursor-2"))
        #expect(kept["data"]?["list"] == nil)
    }

    @Test func everyChunkBoundaryGivesTheSameModelsReportsAndEnvelope() async throws {
        let expected = Self.stream(Self.response, path: "data.list")
        let bytes = Array(Self.response.utf8)
        for cut in 0...bytes.count {
            let envelope = SmartStreamEnvelope()
            let (models, reports) = try await SmartDiagnostics.collect {
                var models: [Item] = []
                for try await model in [Item].deserializeElements(
                    from: Chunks(bytes, cuts: [cut]), designatedPath: "data.list", envelope: envelope)
                {
                    models.append(model)
                }
                return models
            }
            #expect(models == expected.models, "cut at \(cut)")
            #expect(reports.flatMap(\.issues) == expected.issues, "cut at \(cut)")
            #expect(envelope.decode(Page.self)?.data.next == "cursor-2", "cut at \(cut)")
        }
    }

    @Test func everySourceStreamsTheEnvelopedArray() async throws {
        let expected = Self.stream(Self.response, path: "data.list").models
        let data = Data(Self.response.utf8)
        #expect(Array([Item].deserializeElements(from: data, designatedPath: "data.list")) == expected)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("envelope-\(UUID().uuidString).json")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let envelope = SmartStreamEnvelope()
        let fromFile = try [Item].deserializeElements(contentsOf: url, designatedPath: "data.list", envelope: envelope)
        #expect(Array(fromFile) == expected)
        #expect(envelope.decode(Page.self)?.data.total == 3)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        #expect(Array([Item].deserializeElements(from: handle, designatedPath: "data.list")) == expected)
        let (bytes, continuation) = AsyncStream<UInt8>.makeStream()
        for byte in data { continuation.yield(byte) }
        continuation.finish()
        var fromBytes: [Item] = []
        for try await model in [Item].deserializeElements(from: bytes, designatedPath: "data.list") {
            fromBytes.append(model)
        }
        #expect(fromBytes == expected)
        // The format is ignored with a path: the document is one JSON value.
        #expect(
            Array([Item].deserializeElements(from: data, designatedPath: "data.list", format: .jsonLines)) == expected)
    }

    @Test func aPathThatMissesGivesOneIssueAndStillKeepsTheEnvelope() throws {
        // An API's error response: no `data` at all.
        let failure = #"{"code": 500, "msg": "internal error"}"#
        let envelope = SmartStreamEnvelope()
        let (models, issues) = Self.stream(failure, path: "data.list", envelope: envelope)
        #expect(models.isEmpty)
        #expect(issues.map(\.problem) == [.pathNotFound(path: "data.list")])
        #expect(issues.first?.resolution == .failed)
        #expect(envelope.decode(Page.self)?.code == 500)
        #expect(envelope.decode(Page.self)?.msg == "internal error")
    }

    @Test(arguments: [
        ("data", "an object"), ("code", "a number"), ("msg", "a string"), ("data.total", "a number"),
    ])
    func aPathToSomethingElseThanAnArraySaysWhatItFound(path: String, found: String) throws {
        let (models, issues) = Self.stream(Self.response, path: path)
        #expect(models.isEmpty)
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        #expect(issue.message.contains("designatedPath '\(path)' leads to \(found), not an array"))
        #expect(issue.resolution == .failed)
    }

    @Test func numericStepsGoThroughArraysAndEmptyStepsAreSkipped() {
        let text = #"{"pages": [{"list": [{"id": 1}]}, {"list": [{"id": 2}, {"id": 3}]}], "after": true}"#
        for path in ["pages.1.list", "pages..1.list", " .pages.1.list"] {
            let streamed = Self.stream(text, path: path)
            #expect(streamed.models.map(\.id) == [2, 3], "\(path)")
            #expect(streamed.models == Self.whole(text, path: path).models, "\(path)")
        }
        #expect(Self.stream(text, path: "pages.2.list").issues.map(\.problem) == [.pathNotFound(path: "pages.2.list")])
        // A top-level array, and a step into it.
        #expect(Self.stream(#"[[{"id": 7}], [{"id": 8}]]"#, path: "1").models.map(\.id) == [8])
    }

    @Test func damageAroundTheArrayIsReportedAfterTheElementsBeforeIt() throws {
        // Damage to the document's layout stops the walk, after the elements.
        let broken = #"{"data": {"list": [{"id": 1}, {"id": 2}], "next": "x"]}}"#
        let (models, issues) = Self.stream(broken, path: "data.list")
        #expect(models.map(\.id) == [1, 2])
        let failures = issues.filter { $0.resolution == .failed }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("line 1, column 54") == true)
        // A broken value around the array is passed over unread; a captured envelope
        // holding it does not decode, and says why.
        let badValue = SmartStreamEnvelope()
        let damaged = Self.stream(
            #"{"data": {"list": [{"id": 1}], "next": tru}}"#, path: "data.list", envelope: badValue)
        #expect(damaged.models.map(\.id) == [1])
        let (page, reports) = SmartDiagnostics.collect { badValue.decode(Page.self) }
        #expect(page == nil)
        #expect(reports.flatMap(\.issues).contains { $0.resolution == .failed })
        let envelope = SmartStreamEnvelope()
        let cut = #"{"data": {"list": [{"id": 1}], "next": "x""#
        let (cutModels, cutIssues) = Self.stream(cut, path: "data.list", envelope: envelope)
        #expect(cutModels.map(\.id) == [1])
        #expect(cutIssues.filter { $0.resolution == .failed }.map(\.message).first?.contains("ends before") == true)
        #expect(envelope.data == nil)
        let notAnObject = Self.stream("12", path: "data.list")
        #expect(notAnObject.models.isEmpty)
        #expect(notAnObject.issues.map(\.problem) == [.pathNotFound(path: "data.list")])
    }

    @Test func theMembersAroundTheArrayAreNotKept() throws {
        // Five megabytes before the array and after it, fed 64 KiB at a time: the splitter
        // keeps about a chunk, whatever the members' size.
        let filler = String(repeating: "z", count: 5 << 20)
        let text =
            #"{"before": {"blob": ""# + filler
            + #"", "n": [1, {"a": "]"}]}, "data": {"list": [{"id": 1}, {"id": 2}]}, "after": [""# + filler + #""]}"#
        let bytes = Array(text.utf8)
        var splitter = StreamSplitter(format: .automatic, designatedPath: "data.list")
        let run = SplitterRun(&splitter, bytes: bytes, chunkSize: 1 << 16)
        #expect(run.events.last == .finished)
        #expect(run.elementCount == 2)
        #expect(run.events.count == 3)
        #expect(run.largestKept <= 3 << 16)
    }

    @Test func aLongNameArrivingInSmallPiecesIsReadInLinearTime() throws {
        // Two megabytes of member name, eight bytes at a time: a search that started over
        // at each piece would look at 250,000 × 1 MB bytes and not finish.
        let name = String(repeating: "n", count: 2 << 20)
        let text = #"{""# + name + #"": 1, "data": {"list": [{"id": 4}]}}"#
        let bytes = Array(text.utf8)
        var splitter = StreamSplitter(format: .automatic, designatedPath: "data.list")
        let started = Date()
        let run = SplitterRun(&splitter, bytes: bytes, chunkSize: 8)
        #expect(run.elementCount == 1)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test(arguments: [2, 3])
    func parallelDecodingGivesTheSameElementsReportsAndEnvelope(threads: Int) throws {
        var skippedForSize = 0
        for seed in UInt64(1)...40 {
            let generated = GeneratedEnvelope(seed: seed)
            let path = generated.path.joined(separator: ".")
            let sequentialEnvelope = SmartStreamEnvelope()
            let sequential = Self.stream(generated.text, path: path, envelope: sequentialEnvelope)
            let parallelEnvelope = SmartStreamEnvelope()
            let (models, reports) = SmartDiagnostics.collect {
                Array(
                    [Item].deserializeElements(
                        from: generated.text, designatedPath: path, envelope: parallelEnvelope,
                        maximumElementBytes: 42, parallelism: threads))
            }
            let capped = SmartDiagnostics.collect {
                Array([Item].deserializeElements(from: generated.text, designatedPath: path, maximumElementBytes: 42))
            }
            #expect(models == capped.0, "seed \(seed)")
            #expect(reports.flatMap(\.issues) == capped.1.flatMap(\.issues), "seed \(seed)")
            #expect(parallelEnvelope.data == sequentialEnvelope.data, "seed \(seed)")
            #expect(sequential.models.count >= models.count)
            skippedForSize +=
                reports.flatMap(\.issues).filter {
                    if case .elementTooLarge = $0.problem { true } else { false }
                }.count
        }
        // The cap (about the size of a record) skips some records, not all.
        #expect(skippedForSize > 10)
    }

    /// Envelopes made from a seed: the array at depth 1 to 3, members of every kind before
    /// and after it, and values of the wrong type inside the elements and around them.
    struct GeneratedEnvelope {
        var text = ""
        var path: [String] = []

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed)
            let depth = 1 + random.next(below: 3)
            path = (0..<depth).map { "k\($0)" + (random.next(below: 4) == 0 ? "\\u0041" : "") }
            var records: [String] = []
            for index in 0..<random.next(below: 6) {
                let id = random.next(below: 3) == 0 ? "\"\(index)\"" : random.next(below: 5) == 0 ? "null" : "\(index)"
                let name = random.next(below: 4) == 0 ? "\(index)" : "\"n\\\"\(index)]\""
                records.append(#"{"id": \#(id), "name": \#(name), "tags": ["t,\#(index)"]}"#)
            }
            var inner = "[" + records.joined(separator: random.next(below: 2) == 0 ? "," : ",\n  ") + "]"
            for level in (0..<depth).reversed() {
                let before = Self.members(&random, prefix: "b\(level)")
                let after = Self.members(&random, prefix: "a\(level)")
                let key = "\"" + path[level] + "\""
                inner =
                    "{" + (before.isEmpty ? "" : before + ", ") + key + ": " + inner
                    + (after.isEmpty ? "" : ", " + after) + "}"
            }
            text = inner
            // The path names the keys as the decoder reads them (escapes resolved).
            path = path.map { $0.replacingOccurrences(of: "\\u0041", with: "A") }
        }

        private static func members(_ random: inout SeededGenerator, prefix: String) -> String {
            let values = [
                "1", "-2.5e3", "true", "null", #""s,}]""#, #"{"x": [1, {"y": "}"}]}"#, #"[[], {}, "\"["]"#,
                #"{"code": "wrong type"}"#,
            ]
            return (0..<random.next(below: 4)).map { index in
                "\"\(prefix)m\(index)\": " + values[random.next(below: values.count)]
            }.joined(separator: ", ")
        }
    }

    @Test func generatedEnvelopesStreamAsTheyDecodeWhole() async throws {
        for seed in UInt64(1)...300 {
            let generated = GeneratedEnvelope(seed: seed)
            let path = generated.path.joined(separator: ".")
            let whole = Self.whole(generated.text, path: path)
            let envelope = SmartStreamEnvelope()
            let streamed = Self.stream(generated.text, path: path, envelope: envelope)
            #expect(whole.models != nil, "seed \(seed): \(generated.text)")
            #expect(streamed.models == whole.models, "seed \(seed): \(generated.text)")
            #expect(
                Set(streamed.issues.map(\.description)) == Set(whole.issues.map(\.description)),
                "seed \(seed): \(generated.text)")
            // The envelope is the document without the array.
            var expected = try SmartJSONValue(parsing: generated.text)
            expected.removeValue(atPath: generated.path)
            let kept = try SmartJSONValue(parsing: try #require(envelope.data, "seed \(seed)"))
            #expect(kept == expected, "seed \(seed): \(generated.text)")
            if seed % 50 == 0 {
                // Every two-chunk split of some of them.
                let bytes = Array(generated.text.utf8)
                for cut in stride(from: 0, through: bytes.count, by: 3) {
                    let (models, reports) = try await SmartDiagnostics.collect {
                        var models: [Item] = []
                        for try await model in [Item].deserializeElements(
                            from: Chunks(bytes, cuts: [cut]), designatedPath: path)
                        {
                            models.append(model)
                        }
                        return models
                    }
                    #expect(models == streamed.models, "seed \(seed), cut \(cut)")
                    #expect(reports.flatMap(\.issues) == streamed.issues, "seed \(seed), cut \(cut)")
                }
            }
        }
    }
}

extension SmartJSONValue {
    /// Removes the member at `path` (object names), for comparing envelopes.
    fileprivate mutating func removeValue(atPath path: [String]) {
        guard let first = path.first, case .object(var members) = self else { return }
        if path.count == 1 {
            members[first] = nil
        } else if var child = members[first] {
            child.removeValue(atPath: Array(path.dropFirst()))
            members[first] = child
        }
        self = .object(members)
    }
}
