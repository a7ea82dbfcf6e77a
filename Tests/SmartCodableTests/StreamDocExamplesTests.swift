import Foundation
import SmartCodable
import Testing

/// The examples of Docs/Streaming.md, run as written.
@Suite("Streaming guide examples")
struct StreamDocExamplesTests {
    struct Order: SmartCodable, Equatable {
        var id: Int = 0
        var customer: String = ""
        var total: Decimal = 0
        var status: Status = .open
    }

    enum Status: String, SmartCaseDefaultable { case open, paid, refunded }

    /// The worked example, as the guide writes it.
    static func processExport(at input: URL, cleanOutput: URL) throws -> (totals: [String: Decimal], skipped: [String])
    {
        _ = FileManager.default.createFile(atPath: cleanOutput.path, contents: nil)
        let output = try FileHandle(forWritingTo: cleanOutput)
        defer { try? output.close() }
        let writer = SmartStreamWriter<Order>(format: .jsonLines, to: output)

        var totals: [String: Decimal] = [:]
        let (_, reports) = try SmartDiagnostics.collect {
            for order in try [Order].deserializeElements(contentsOf: input, format: .jsonArray) {
                totals[order.customer, default: 0] += order.total
                try writer.write(order)
            }
            try writer.finish()
        }
        let skipped = reports.flatMap(\.issues)
            .filter { $0.resolution == .skipped || $0.resolution == .failed }
            .map(\.description)
        return (totals, skipped)
    }

    @Test func theWorkedExampleTotalsWritesAndListsTheSkippedRecords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-guide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("orders.json")
        let clean = folder.appendingPathComponent("orders.jsonl")
        try Data(
            """
            [
              {"id": 1, "customer": "ann", "total": 12.50, "status": "paid"},
              {"id": "2", "customer": "bob", "total": 3, "status": "lost"},
              {"id": 3, "customer": "ann", "total": 1.25 x},
              {"id": 4, "customer": "ann", "total": 7}
            ]
            """.utf8
        ).write(to: input)
        let (totals, skipped) = try Self.processExport(at: input, cleanOutput: clean)
        #expect(totals == ["ann": Decimal(string: "19.5"), "bob": 3])
        #expect(
            skipped == [
                "Order [2]: The element is not valid JSON at line 4, column 46: Expected ',' or '}' after a member, found 'x'. Text must be in double quotes; the only bare words are true, false and null. It was skipped."
            ])
        let written = Array(try [Order].deserializeElements(contentsOf: clean))
        #expect(written.map(\.id) == [1, 2, 4])
        #expect(written[1].status == .open)
    }

    @Test func theSentinelShowsEachDamagedElementOnItsOwn() throws {
        struct Airport: SmartCodable {
            var name: String = ""
            var iata: String = ""
        }
        let text = #"[{"name": "Anaa", "iata": "AAA"}, {"name": null, "iata": "AAB"}]"#
        let (_, reports) = SmartDiagnostics.collect { Array([Airport].deserializeElements(from: text)) }
        #expect(reports.count == 1)
        let block = try #require(reports.first.flatMap { SmartSentinel.format($0) })
        #expect(
            block == """

                ================================  [Smart Sentinel]  ================================
                Array<Airport> 👈🏻 👀
                   ╆━ Index 1
                      ┆┄ name: Expected to decode 'String' but found 'null' instead.
                ====================================================================================

                """)
    }

    struct Page: SmartCodable, Equatable {
        struct Info: SmartCodable, Equatable {
            var next: String = ""
            var total: Int = 0
        }
        var code: Int = -1
        var msg: String = ""
        var data = Info()
    }

    @Test func theEnvelopeExampleStreamsTheListAndKeepsTheRest() throws {
        let responseURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "smart-stream-envelope-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: responseURL) }
        try Data(
            """
            {"code": 0, "msg": "ok",
             "data": {"total": 3, "list": [
                {"id": 1, "customer": "ann", "total": 12.50},
                {"id": 2, "customer": "bob", "total": 3},
                {"id": 3, "customer": "ann", "total": 7}
              ], "next": "c-2"}}
            """.utf8
        ).write(to: responseURL)
        var totals: [String: Decimal] = [:]

        // As the guide writes it.
        let envelope = SmartStreamEnvelope()
        for order in try [Order].deserializeElements(
            contentsOf: responseURL, designatedPath: "data.list", envelope: envelope)
        {
            totals[order.customer, default: 0] += order.total
        }
        let page = envelope.decode(Page.self)

        #expect(totals == ["ann": Decimal(string: "19.5"), "bob": 3])
        #expect(page == Page(code: 0, msg: "ok", data: .init(next: "c-2", total: 3)))
        // An error response: no list, one issue, and the envelope says why.
        let failure = SmartStreamEnvelope()
        let (orders, reports) = SmartDiagnostics.collect {
            Array(
                [Order].deserializeElements(
                    from: #"{"code": 500, "msg": "overloaded"}"#, designatedPath: "data.list", envelope: failure))
        }
        #expect(orders.isEmpty)
        #expect(reports.flatMap(\.issues).map(\.problem) == [.pathNotFound(path: "data.list")])
        #expect(failure.decode(Page.self)?.msg == "overloaded")
    }
}
