import Foundation
import SmartCore
import Testing

/// `SmartJSONDecoder`: `smartDecode` is tolerant inside and throws only for unusable
/// input; the inherited `decode` is Foundation's.
@Suite("SmartJSONDecoder")
struct SmartJSONDecoderTests {
    struct Item: SmartCodable, Equatable {
        var id: Int = 0
        var name: String = "none"
    }

    struct User: SmartCodable, Equatable {
        var userName: String = ""
        var age: Int = 1
        var item: Item = Item(id: -1)
        var items: [Item] = []
    }

    static let messy = Data(#"{"userName": 5, "age": "30", "item": "oops", "items": [{"id": "2"}]}"#.utf8)

    @Test func decodesTolerantly() throws {
        let user = try SmartJSONDecoder().smartDecode(User.self, from: Self.messy)
        #expect(user == User(userName: "5", age: 30, item: Item(id: -1), items: [Item(id: 2)]))
    }

    /// §1.9: `decode(_:from:)` is Foundation's, not overridden: code that takes a
    /// `JSONDecoder` gets Foundation's strict behaviour from a `SmartJSONDecoder` too.
    @Test func theInheritedDecodeIsFoundationsStrictDecode() throws {
        func decode<T: Decodable>(_ type: T.Type, with decoder: JSONDecoder, from data: Data) throws -> T {
            try decoder.decode(T.self, from: data)
        }
        #expect(throws: DecodingError.self) { try SmartJSONDecoder().decode(User.self, from: Self.messy) }
        #expect(throws: DecodingError.self) { try decode(User.self, with: SmartJSONDecoder(), from: Self.messy) }
        #expect(throws: DecodingError.self) { try decode(User.self, with: JSONDecoder(), from: Self.messy) }
        // Clean data decodes the same through both.
        let clean = Data(#"{"userName": "ann", "age": 3, "item": {"id": 1, "name": "i"}, "items": []}"#.utf8)
        let expected = User(userName: "ann", age: 3, item: Item(id: 1, name: "i"), items: [])
        #expect(try SmartJSONDecoder().decode(User.self, from: clean) == expected)
        #expect(try JSONDecoder().decode(User.self, from: clean) == expected)
        // The tolerant decode is one call away.
        #expect(try SmartJSONDecoder().smartDecode(User.self, from: Self.messy).age == 30)
    }

    final class Finished: SmartCodable {
        var name: String = ""
        var child: Finished?
        var finishCount = 0
        required init() {}
        func didFinishMapping() { finishCount += 1 }
        enum CodingKeys: CodingKey { case name, child }
    }

    /// §1.9: `smartDecode` does not call `didFinishMapping()` on the top-level value;
    /// nested models get theirs, and `deserialize` calls it on the top level too.
    @Test func smartDecodeLeavesDidFinishMappingOfTheTopLevelToTheCaller() throws {
        let json = #"{"name": "root", "child": {"name": "leaf"}}"#
        let decoded = try SmartJSONDecoder().smartDecode(Finished.self, from: json)
        #expect(decoded.finishCount == 0)
        #expect(decoded.child?.finishCount == 1)
        let deserialized = try #require(Finished.deserialize(from: json))
        #expect(deserialized.finishCount == 1)
        #expect(deserialized.child?.finishCount == 1)
        // Elements of a top-level array are nested values: each gets its call once.
        let array = try SmartJSONDecoder().smartDecode([Finished].self, from: "[\(json), \(json)]")
        #expect(array.map(\.finishCount) == [1, 1])
        #expect(array.map { $0.child?.finishCount } == [1, 1])
    }

    @Test func invalidJSONThrowsDataCorruptedWithTheParseError() throws {
        let error = try #require(throws: DecodingError.self) {
            try SmartJSONDecoder().smartDecode(User.self, from: Data(#"{"userName": }"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let parseError = try #require(context.underlyingError as? SmartJSONParseError)
        #expect(parseError.line == 1)
        #expect(parseError.column == 14)
    }

    @Test(arguments: ["", "{", "nope", "[1,]"])
    func unparsableDataThrows(text: String) {
        #expect(throws: DecodingError.self) { try SmartJSONDecoder().smartDecode(User.self, from: Data(text.utf8)) }
    }

    @Test(arguments: ["[1, 2]", "5", "null", #""text""#])
    func wrongTopLevelKindThrows(text: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try SmartJSONDecoder().smartDecode(User.self, from: Data(text.utf8))
        }
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
    }

    @Test func topLevelArrays() throws {
        let items = try SmartJSONDecoder().smartDecode([Item].self, from: Data(#"[{"id": 1}, 5, {"id": "3"}]"#.utf8))
        #expect(items == [Item(id: 1), Item(), Item(id: 3)])
        #expect(throws: DecodingError.self) {
            try SmartJSONDecoder().smartDecode([Item].self, from: Data(#"{"id": 1}"#.utf8))
        }
    }

    @Test func keyStrategies() throws {
        let data = Data(#"{"user_name": "ann", "age": 3}"#.utf8)
        let smart = SmartJSONDecoder()
        smart.smartKeyDecodingStrategy = .fromSnakeCase
        #expect(try smart.smartDecode(User.self, from: data).userName == "ann")
        let foundationStyle = SmartJSONDecoder()
        foundationStyle.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try foundationStyle.smartDecode(User.self, from: data).userName == "ann")
        #expect(try SmartJSONDecoder().smartDecode(User.self, from: data).userName == "")
    }

    @Test func dateStrategies() throws {
        struct Event: SmartCodable { var at: Date = Date(timeIntervalSince1970: 0) }
        let data = Data(#"{"at": 1700000000123}"#.utf8)
        // The heuristic by default: milliseconds.
        #expect(
            try SmartJSONDecoder().smartDecode(Event.self, from: data).at
                == Date(timeIntervalSince1970: 1_700_000_000.123))
        let seconds = SmartJSONDecoder()
        seconds.dateDecodingStrategy = .secondsSince1970
        #expect(try seconds.smartDecode(Event.self, from: data).at == Date(timeIntervalSince1970: 1_700_000_000_123))
        let smart = SmartJSONDecoder()
        smart.smartDateDecodingStrategy = .millisecondsSince1970
        #expect(
            try smart.smartDecode(Event.self, from: Data(#"{"at": 1000}"#.utf8)).at == Date(timeIntervalSince1970: 1))
    }

    @Test func smartDecodeFromEveryInputForm() throws {
        let decoder = SmartJSONDecoder()
        let fromDict = try decoder.smartDecode(User.self, from: ["userName": "d", "age": "4"] as [String: Any])
        #expect(fromDict.userName == "d")
        #expect(fromDict.age == 4)
        let fromString = try decoder.smartDecode(User.self, from: #"{"userName": "s", "age": 5}"#)
        #expect(fromString.userName == "s")
        #expect(fromString.age == 5)
        let fromData = try decoder.smartDecode(User.self, from: Data(#"{"userName": "b"}"#.utf8))
        #expect(fromData.userName == "b")
        #expect(fromData.age == 1)
        let fromArray = try decoder.smartDecode([Item].self, from: [["id": 1], ["id": "2"]] as [Any])
        #expect(fromArray == [Item(id: 1), Item(id: 2)])
    }

    @Test func smartDecodeThrowsForUnusableInput() {
        let decoder = SmartJSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.smartDecode(User.self, from: "{not json") }
        #expect(throws: DecodingError.self) { try decoder.smartDecode(User.self, from: "[1]") }
        #expect(throws: DecodingError.self) { try decoder.smartDecode([Item].self, from: ["id": 1] as [String: Any]) }
    }

    @Test func reportsOneReportPerCall() throws {
        let (user, reports) = try SmartDiagnostics.collect {
            try SmartJSONDecoder().smartDecode(User.self, from: Self.messy)
        }
        #expect(user.age == 30)
        #expect(reports.count == 1)
        #expect(reports.first?.rootType == "User")
        #expect(reports.first?.issues.map(\.location) == ["userName", "age", "item", "items[0].id", "items[0].name"])
    }
}
