import Foundation
import SmartCore
import SmartWrappers
import Testing

@Suite("@SmartCompact")
struct SmartCompactTests {
    enum Level: String, SmartCaseDefaultable {
        case low, high
    }

    struct Item: SmartCodable, Equatable {
        var id: Int = 0
    }

    struct Model: SmartCodable {
        @SmartCompact.Array var ints: [Int] = []
        @SmartCompact.Array var levels: [Level] = []
        @SmartCompact.Array var items: [Item] = []
        @SmartCompact.Array var dates: [Date] = []
        @SmartCompact.Dictionary var ages: [String: Int] = [:]
        @SmartCompact.Dictionary var names: [Int: String] = [:]
    }

    @Test func onlyElementsThatStillFailAreDropped() throws {
        // DI-17: the README's output, with conversions; a bool does not become an Int.
        let json = #"{"ints": ["Tom", 1, {}, 2, 3, "4", 5.5, true, null]}"#
        #expect(Model.deserialize(from: json)?.ints == [1, 2, 3, 4])
    }

    @Test func enumsModelsAndDatesAreKeptWhenTheyDecode() throws {
        let json = #"""
            {"levels": ["low", "bogus", "high", 3],
             "items": [{"id": 1}, "x", {"id": "2"}, null],
             "dates": [1700000000, "garbage", "1700000001"]}
            """#
        let model = try #require(Model.deserialize(from: json))
        #expect(model.levels == [.low, .high])
        #expect(model.items == [Item(id: 1), Item(id: 2)])
        #expect(
            model.dates == [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_000_001)])
    }

    @Test func dictionariesSkipBadEntriesAndConvertTheRest() throws {
        let json = #"{"ages": {"a": 18, "b": "19", "c": "x", "d": null}, "names": {"1": "one", "two": "2", "3": 3}}"#
        let model = try #require(Model.deserialize(from: json))
        #expect(model.ages == ["a": 18, "b": 19])
        #expect(model.names == [1: "one", 3: "3"])
    }

    @Test func theKeyStrategyRewritesDictionaryKeys() throws {
        let model = try #require(Model.deserialize(from: #"{"ages": {"e_f": 1}}"#, options: [.key(.fromSnakeCase)]))
        #expect(model.ages == ["eF": 1])
    }

    /// A large dictionary under a key strategy: every entry is rewritten and read once,
    /// each lookup starting where the previous one ended (the entries are read in
    /// document order), so the cost stays linear in the entries; colliding keys keep the
    /// first in the document.
    @Test func aLargeDictionaryUnderTheKeyStrategy() throws {
        let entries = (0..<20_000).map { #""age_\#($0)": \#($0)"# }.joined(separator: ",")
        let json = "{\"ages\": {" + entries + #", "age0": -1}}"#
        let model = try #require(Model.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.ages.count == 20_000)
        #expect(model.ages["age0"] == 0)
        #expect(model.ages["age19999"] == 19_999)
    }

    @Test func valuesOfTheWrongKindKeepTheInitializerValue() throws {
        struct Defaults: SmartCodable {
            @SmartCompact.Array var ints: [Int] = [9]
            @SmartCompact.Dictionary var ages: [String: Int] = ["z": 0]
        }
        let model = try #require(Defaults.deserialize(from: #"{"ints": "1,2", "ages": [1]}"#))
        #expect(model.ints == [9])
        #expect(model.ages == ["z": 0])
    }

    @Test func encodesTheKeptValues() throws {
        var model = Model()
        model.ints = [1, 2]
        model.levels = [.high]
        model.items = [Item(id: 3)]
        model.names = [5: "five"]
        #expect(
            model.toJSONString()
                == #"{"ints":[1,2],"levels":["high"],"items":[{"id":3}],"dates":[],"ages":{},"names":{"5":"five"}}"#)
    }

    @Test func foundationsDecoderWorksToo() throws {
        // DI-24: the README decodes @SmartCompact.Array with JSONDecoder.
        struct Plain: Decodable {
            @SmartCompact.Array var ids: [Int]
        }
        let model = try JSONDecoder().decode(Plain.self, from: Data(#"{"ids": ["Tom", 1, {}, 2, 3]}"#.utf8))
        #expect(model.ids == [1, 2, 3])
    }

    // MARK: What is skipped is reported (§1.6)

    struct Skips: SmartCodable {
        @SmartCompact.Dictionary var names: [String: String] = [:]
        @SmartCompact.Array var ids: [Int] = []
        @SmartCompact.Dictionary var scores: [Int: Int] = [:]
    }

    @Test func everySkippedEntryAndElementIsReported() throws {
        let json = #"""
            {"names": {"name1": "a", "name2": 2, "name3": [1], "name4": null},
             "ids": ["Tom", 1, {}, "4", true, null],
             "scores": {"1": 10, "two": 20}}
            """#
        let (decoded, reports) = SmartDiagnostics.collect { Skips.deserialize(from: json) }
        let model = try #require(decoded)
        #expect(model.names == ["name1": "a", "name2": "2"])
        #expect(model.ids == [1, 4])
        #expect(model.scores == [1: 10])
        let issues = try #require(reports.first).issues
        #expect(
            issues.map(\.location) == [
                "names.name3", "names.name4", "ids[0]", "ids[2]", "ids[4]", "ids[5]", "scores.two",
            ])
        #expect(issues.allSatisfy { $0.resolution == .skipped })
        #expect(
            issues.map(\.problem) == [
                .typeMismatch(found: .array), .null, .typeMismatch(found: .string), .typeMismatch(found: .object),
                .typeMismatch(found: .bool), .null, .typeMismatch(found: .string),
            ])
        #expect(issues.first?.message == "Expected to decode 'String' but found Array instead.")
        #expect(issues.last?.expectedType == "Int")
    }
}
