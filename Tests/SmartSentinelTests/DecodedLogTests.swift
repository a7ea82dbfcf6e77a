import Foundation
import SmartCore
import SmartSentinel
import Testing

// The README's models (section "Sentinel"), at file scope so their names print bare.

struct SubModel: SmartCodable {
    var sub_a: Int = 0
    var sub_b: Int = 0
    var sub_c: Int = 0
}

struct SubTwoModel: SmartCodable {
    var sub2_a: Int = 0
    var sub2_b: Int = 0
    var sub2_c: Int = 0
}

struct SomeModel: SmartCodable {
    var a: Int = 0
    var b: Int = 0
    var c: Int = 0
    var sub = SubModel()
    var sub2s: [SubTwoModel] = []
}

/// The models of the verified example in §9 of the behaviour spec.
enum SpecExample {
    struct Item: SmartCodable {
        var id: Int = 0
        var title: String = ""
    }

    struct Sub: SmartCodable {
        var name: String = ""
        var age: Int = 0
    }

    struct LogModel: SmartCodable {
        var a: Int = 0
        var e: Int = 0
        var items: [Item] = []
        var sub = Sub()
    }
}

enum Nesting {
    struct Inner: SmartCodable { var value: Int = 0 }
    struct Mid: SmartCodable {
        var flag = false
        var inner = Inner()
    }
    struct Cell: SmartCodable { var x: Int = 0 }
    struct Outer: SmartCodable {
        var mid = Mid()
        var grid: [[Cell]] = []
        var byName: [String: Inner] = [:]
        var maybe: Inner?
    }
}

struct Counter: SmartCodable { var count: Int = 0 }
struct Order: SmartCodable {
    var id: Int = 0
    var note: String = ""
    var total: Double = 0
}
struct Row: SmartCodable {
    var id: Int = 0
    var title: String = ""
}

/// Blocks produced by real `deserialize` calls, collected per call with `SmartSentinel.collect`.
@Suite("Blocks from real decodes")
struct DecodedLogTests {
    static let readmeJSON = """
        [
          {"a": "x", "b": [1], "sub": {},
           "sub2s": [{}, {"sub2_a": [], "sub2_b": 1, "sub2_c": 2}]},
          {"b": "2", "c": [], "sub": {"sub_a": "1", "sub_b": 1, "sub_c": 1},
           "sub2s": [{"sub2_a": "1", "sub2_b": 1, "sub2_c": 1}, {"sub2_a": null, "sub2_b": 1, "sub2_c": 1}]}
        ]
        """

    @Test func readmeTreeFromRealModels() throws {
        let (models, logs) = SmartSentinel.collect { [SomeModel].deserialize(from: Self.readmeJSON) }
        let decoded = try #require(models)
        #expect(decoded.count == 2)
        #expect(decoded[1].sub.sub_a == 1)
        try #require(logs.count == 1)
        #expect(logs[0].text == readmeTreeBlock)
        #expect(logs[0].report.rootType == "Array<SomeModel>")
        #expect(logs[0].issues.count == 16)
    }

    @Test func specExampleFromRealModels() throws {
        let json = #"{"a": "x", "e": null, "items": [{"id": "1", "title": 2}, {"id": 3}], "sub": {"name": 5}}"#
        let (model, logs) = SmartSentinel.collect { SpecExample.LogModel.deserialize(from: json) }
        #expect(model?.items.first?.id == 1)
        try #require(logs.count == 1)
        #expect(logs[0].text == FormatTests.specExampleBlock)
    }

    @Test func twelveElementsListIndex2BeforeIndex10() throws {
        var elements = Array(repeating: #"{"count": 1}"#, count: 12)
        elements[10] = #"{"count": true}"#
        elements[2] = #"{"count": "2"}"#
        let json = "[" + elements.joined(separator: ",") + "]"
        let (_, logs) = SmartSentinel.collect { [Counter].deserialize(from: json) }
        try #require(logs.count == 1)
        let expected = block(
            """
            Array<Counter> 👈🏻 👀
               ╆━ Index 2
                  ┆┄ count: Expected to decode 'Int' but found ‘String’ instead.
               ╆━ Index 10
                  ┆┄ count: Expected to decode 'Int' but found ’Bool‘ instead.

            """)
        #expect(logs[0].text == expected)
    }

    @Test func nestedModelsArraysAndDictionariesShowTheirOwnTypes() throws {
        let json = """
            {"mid": {"flag": 1, "inner": {"value": "7"}},
             "grid": [[{"x": 1}], [{"x": 1}, {"x": null}]],
             "byName": {"first": {"value": []}},
             "maybe": {"value": {}}}
            """
        let (model, logs) = SmartSentinel.collect { Nesting.Outer.deserialize(from: json) }
        #expect(model?.mid.inner.value == 7)
        try #require(logs.count == 1)
        let expected = block(
            """
            Outer 👈🏻 👀
               ╆━ byName: [String: Inner]
                  ╆━ first: Inner
                     ┆┄ value: Expected to decode 'Int' but found ’Array‘ instead.
               ╆━ grid: [[Cell]]
                  ╆━ Index 1
                     ╆━ Index 1
                        ┆┄ x: Expected to decode 'Int' but found 'null' instead.
               ╆━ maybe: Inner
                  ┆┄ value: Expected to decode 'Int' but found ’Dictionary‘ instead.
               ╆━ mid: Mid
                  ┆┄ flag: Expected to decode 'Bool' but found ’Number‘ instead.
                  ╆━ inner: Inner
                     ┆┄ value: Expected to decode 'Int' but found ‘String’ instead.

            """)
        #expect(logs[0].text == expected)
    }

    @Test func repeatedProblemsInAnArrayAreReportedOnce() throws {
        let json = #"[{"id": 1}, {"id": "2"}, {"id": 3}]"#
        let (_, logs) = SmartSentinel.collect { [Row].deserialize(from: json) }
        try #require(logs.count == 1)
        let expected = block(
            """
            Array<Row> 👈🏻 👀
               ╆━ Index 0
                  ┆┄ title: No value associated with key.
               ╆━ Index 1
                  ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.

            """)
        #expect(logs[0].text == expected)
        // The structured issues keep every occurrence.
        #expect(logs[0].issues.map(\.location) == ["[0].title", "[1].id", "[1].title", "[2].title"])
    }

    @Test func logContextOptionFramesTheBlock() throws {
        let (_, logs) = SmartSentinel.collect {
            Order.deserialize(
                from: #"{"id": "7", "note": "ok", "total": 1}"#,
                options: [.logContext(header: "GET /orders/7", footer: "trace 42")])
        }
        try #require(logs.count == 1)
        let expected = block(
            """
            GET /orders/7

            Order 👈🏻 👀
               ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.

            trace 42

            """)
        #expect(logs[0].text == expected)
        #expect(logs[0].report.header == "GET /orders/7")
        #expect(logs[0].report.footer == "trace 42")
    }

    @Test func alertLevelKeepsOnlyMismatches() throws {
        let json = #"{"id": "7", "note": null}"#
        let (_, verbose) = SmartSentinel.collect(level: .verbose) { Order.deserialize(from: json) }
        let (_, alert) = SmartSentinel.collect(level: .alert) { Order.deserialize(from: json) }
        let (_, quiet) = SmartSentinel.collect(level: .alert) { Order.deserialize(from: #"{"note": null}"#) }
        let (_, none) = SmartSentinel.collect(level: .none) { Order.deserialize(from: json) }
        try #require(verbose.count == 1)
        try #require(alert.count == 1)
        #expect(
            verbose[0].text
                == block(
                    """
                    Order 👈🏻 👀
                       ┆┄ id   : Expected to decode 'Int' but found ‘String’ instead.
                       ┆┄ note : Expected to decode 'String' but found 'null' instead.
                       ┆┄ total: No value associated with key.

                    """))
        #expect(
            alert[0].text
                == block(
                    """
                    Order 👈🏻 👀
                       ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.

                    """))
        #expect(alert[0].issues.map(\.field) == ["id"])
        #expect(alert[0].report.issues.count == 3)
        #expect(quiet.isEmpty)
        #expect(none.isEmpty)
    }

    @Test func cleanCallsGiveNoLog() {
        let (order, logs) = SmartSentinel.collect {
            Order.deserialize(from: #"{"id": 7, "note": "ok", "total": 1.5}"#)
        }
        #expect(order?.total == 1.5)
        #expect(logs.isEmpty)
    }

    @Test func oneLogPerTopLevelCall() throws {
        let (_, logs) = SmartSentinel.collect {
            _ = Order.deserialize(from: #"{"id": "1", "note": "a", "total": 1}"#)
            _ = Order.deserialize(from: #"{"id": 2, "note": "b", "total": 1}"#)
            _ = Row.deserialize(from: #"{"id": 3}"#)
        }
        try #require(logs.count == 2)
        #expect(logs[0].text.contains("\nOrder 👈🏻 👀\n"))
        #expect(logs[1].text == block("Row 👈🏻 👀\n   ┆┄ title: No value associated with key.\n"))
    }

    @Test func topLevelFailuresNameTheModel() throws {
        let (wrongKind, kindLogs) = SmartSentinel.collect(level: .alert) { Order.deserialize(from: "[1, 2]") }
        #expect(wrongKind == nil)
        try #require(kindLogs.count == 1)
        #expect(
            kindLogs[0].text
                == block(
                    """
                    Order 👈🏻 👀
                       ┆┄ Expected to decode 'Order' but found ’Array‘ instead.

                    """))
        #expect(kindLogs[0].report.succeeded == false)

        let (missingPath, pathLogs) = SmartSentinel.collect(level: .alert) {
            Order.deserialize(from: #"{"data": {}}"#, designatedPath: "data.order")
        }
        #expect(missingPath == nil)
        try #require(pathLogs.count == 1)
        #expect(
            pathLogs[0].text
                == block(
                    """
                    Order 👈🏻 👀
                       ┆┄ Decoding Order failed: designatedPath 'data.order' does not lead to a value.

                    """))

        let (notJSON, dataLogs) = SmartSentinel.collect { Order.deserialize(from: Data("{\"id\": ".utf8)) }
        #expect(notJSON == nil)
        try #require(dataLogs.count == 1)
        #expect(
            dataLogs[0].text.hasPrefix(
                "\n" + bannerLine + "\nOrder 👈🏻 👀\n   ┆┄ Decoding Order failed: The data is not valid JSON."))
        #expect(dataLogs[0].text.hasSuffix("\n" + closingLine + "\n"))
    }

    @Test func replacedTopLevelElementsAreReported() throws {
        let (rows, logs) = SmartSentinel.collect { [Row].deserialize(from: #"[{"id": 1, "title": "a"}, 5, "x"]"#) }
        #expect(rows?.count == 3)
        try #require(logs.count == 1)
        #expect(
            logs[0].text
                == block(
                    """
                    Array<Row> 👈🏻 👀
                       ┆┄ Index 1: Expected to decode 'Row' but found ’Number‘ instead.
                       ┆┄ Index 2: Expected to decode 'Row' but found ‘String’ instead.

                    """))
    }

    @Test func logsAreCodableValues() throws {
        let (_, logs) = SmartSentinel.collect { Order.deserialize(from: #"{"id": "7", "note": null}"#) }
        try #require(logs.count == 1)
        let data = try JSONEncoder().encode(logs)
        let back = try JSONDecoder().decode([SmartSentinel.Log].self, from: data)
        #expect(back == logs)
        #expect(back[0].issues.map(\.problem) == [.typeMismatch(found: .string), .null, .missingKey])
    }

    /// Per-call collection under concurrency: each task sees its own call only.
    @Test func concurrentCollectScopesStayApart() async {
        let results = await withTaskGroup(of: (Int, [SmartSentinel.Log]).self) { group in
            for call in 0..<200 {
                group.addTask {
                    let json =
                        call.isMultiple(of: 2)
                        ? #"{"id": "\#(call)", "note": "n", "total": 1}"#
                        : #"[{"id": 1, "title": "t"}, {"id": [\#(call)], "title": "t"}]"#
                    let (_, logs) = SmartSentinel.collect {
                        if call.isMultiple(of: 2) {
                            _ = Order.deserialize(
                                from: json, options: [.logContext(header: "call \(call)", footer: "")])
                        } else {
                            _ = [Row].deserialize(
                                from: json, options: [.logContext(header: "call \(call)", footer: "")])
                        }
                    }
                    return (call, logs)
                }
            }
            var all: [(Int, [SmartSentinel.Log])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        for (call, logs) in results {
            let expected =
                call.isMultiple(of: 2)
                ? block("call \(call)\n\nOrder 👈🏻 👀\n   ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.\n")
                : block(
                    "call \(call)\n\nArray<Row> 👈🏻 👀\n   ╆━ Index 1\n      ┆┄ id: Expected to decode 'Int' but found ’Array‘ instead.\n"
                )
            #expect(logs.map(\.text) == [expected])
        }
    }
}
