import Foundation
import SmartCore
import SmartSentinel
import Testing

// Issue 15, item 6: log entries that used to lose information (§9).

struct GapRow: SmartCodable {
    var id: Int = 0
    var name: String = ""
}

struct GapHolder: SmartCodable {
    var rows: [GapRow?] = []
}

struct GapReading: SmartCodable {
    var ratio: Float = 0
    var value: Double = 0
}

@Suite("Sentinel: entries that say which element, which type, and why")
struct LostInformationLogTests {
    @Test func everyReplacedTopLevelElementHasItsOwnEntry() throws {
        let json = #"[{"id": 1, "name": "a"}, null, null, {"id": 4, "name": "d"}, null]"#
        let (rows, logs) = SmartSentinel.collect { [GapRow].deserialize(from: json) }
        #expect(rows?.count == 5)
        try #require(logs.count == 1)
        #expect(
            logs[0].text
                == block(
                    """
                    Array<GapRow> 👈🏻 👀
                       ┆┄ Index 1: Expected to decode 'GapRow' but found 'null' instead.
                       ┆┄ Index 2: Expected to decode 'GapRow' but found 'null' instead.
                       ┆┄ Index 4: Expected to decode 'GapRow' but found 'null' instead.

                    """))
    }

    @Test func replacedElementsComeBeforeTheProblemsInsideOtherElements() throws {
        // Problems inside elements are still deduplicated (§9): index 4 repeats index 0's.
        let json =
            #"[{"id": "x", "name": "a"}, 5, {"id": 3, "name": "c"}, null, {"id": "y", "name": "e"}, "s", 7, 8, 9, 10, null]"#
        let (_, logs) = SmartSentinel.collect { [GapRow].deserialize(from: json) }
        try #require(logs.count == 1)
        #expect(
            logs[0].text
                == block(
                    """
                    Array<GapRow> 👈🏻 👀
                       ┆┄ Index 1 : Expected to decode 'GapRow' but found ’Number‘ instead.
                       ┆┄ Index 3 : Expected to decode 'GapRow' but found 'null' instead.
                       ┆┄ Index 5 : Expected to decode 'GapRow' but found ‘String’ instead.
                       ┆┄ Index 6 : Expected to decode 'GapRow' but found ’Number‘ instead.
                       ┆┄ Index 7 : Expected to decode 'GapRow' but found ’Number‘ instead.
                       ┆┄ Index 8 : Expected to decode 'GapRow' but found ’Number‘ instead.
                       ┆┄ Index 9 : Expected to decode 'GapRow' but found ’Number‘ instead.
                       ┆┄ Index 10: Expected to decode 'GapRow' but found 'null' instead.
                       ╆━ Index 0
                          ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.

                    """))
    }

    @Test func theNullMessageUsesStraightQuotes() throws {
        struct Nulls: SmartCodable {
            var count: Int = 0
            var label: String?
        }
        let (_, logs) = SmartSentinel.collect { Nulls.deserialize(from: #"{"count": null, "label": null}"#) }
        try #require(logs.count == 1)
        #expect(logs[0].text.contains("count: Expected to decode 'Int' but found 'null' instead."))
        #expect(logs[0].text.contains("label: Expected to decode 'String' but found 'null' instead."))
        #expect(!logs[0].text.contains("’null‘"))
    }

    @Test func elementsOfArraysOfOptionalsKeepTheirIndex() throws {
        let json = #"{"rows": [{"id": 1, "name": "a"}, {"id": "x", "name": "b"}, null, {"name": 3}]}"#
        let (holder, logs) = SmartSentinel.collect { GapHolder.deserialize(from: json) }
        #expect(holder?.rows.count == 4)
        #expect(holder?.rows[2] == nil)
        try #require(logs.count == 1)
        #expect(
            logs[0].text
                == block(
                    """
                    GapHolder 👈🏻 👀
                       ╆━ rows: [GapRow?]
                          ╆━ Index 1
                             ┆┄ id: Expected to decode 'Int' but found ‘String’ instead.
                          ╆━ Index 3
                             ┆┄ id  : No value associated with key.
                             ┆┄ name: Expected to decode 'String' but found ’Number‘ instead.

                    """))
        let located = logs[0].issues.map(\.location)
        #expect(located == ["rows[1].id", "rows[3].id", "rows[3].name"])
        #expect(logs[0].issues.map(\.modelType) == ["GapRow", "GapRow", "GapRow"])
    }

    @Test func nilInputIsOneFailureBlockNamingTheType() throws {
        let noDict: [String: Any]? = nil
        let noText: String? = nil
        let noData: Data? = nil
        let noArray: [Any]? = nil
        let calls: [(String, () -> Bool)] = [
            ("GapRow", { GapRow.deserialize(from: noDict) == nil }),
            ("GapRow", { GapRow.deserialize(from: noText) == nil }),
            ("GapRow", { GapRow.deserialize(from: noData) == nil }),
            ("GapRow", { GapRow.deserializePlist(from: noData) == nil }),
            ("Array<GapRow>", { [GapRow].deserialize(from: noArray) == nil }),
            ("Array<GapRow>", { [GapRow].deserialize(from: noText) == nil }),
            ("Array<GapRow>", { [GapRow].deserialize(from: noData) == nil }),
            ("Array<GapRow>", { [GapRow].deserializePlist(from: noData) == nil }),
        ]
        for (rootType, call) in calls {
            let (returnedNil, logs) = SmartSentinel.collect { call() }
            #expect(returnedNil)
            try #require(logs.count == 1)
            #expect(
                logs[0].text
                    == block(
                        """
                        \(rootType) 👈🏻 👀
                           ┆┄ Decoding \(rootType) failed: The input is nil.

                        """))
            #expect(logs[0].issues.map(\.problem) == [.invalidInput(reason: "The input is nil.")])
            #expect(logs[0].report.succeeded == false)
        }
        // `.alert` shows failures too; `.none` nothing.
        #expect(SmartSentinel.collect(level: .alert) { GapRow.deserialize(from: noText) }.logs.count == 1)
        #expect(SmartSentinel.collect(level: .none) { GapRow.deserialize(from: noText) }.logs.isEmpty)
    }

    @Test func aValueTheFloatStrategyAcceptsIsNotLogged() throws {
        let options: Set<SmartDecodingOption> = [
            .float(.convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN"))
        ]
        let (reading, logs) = SmartSentinel.collect {
            GapReading.deserialize(from: #"{"ratio": "NaN", "value": "+inf"}"#, options: options)
        }
        #expect(reading?.ratio.isNaN == true)
        #expect(reading?.value == .infinity)
        #expect(logs.isEmpty)
        // Without the strategy the same strings fall back and are logged.
        let (plain, plainLogs) = SmartSentinel.collect {
            GapReading.deserialize(from: #"{"ratio": "NaN", "value": "+inf"}"#)
        }
        #expect(plain?.ratio == 0)
        #expect(plainLogs.first?.issues.map(\.location) == ["ratio", "value"])
    }
}
