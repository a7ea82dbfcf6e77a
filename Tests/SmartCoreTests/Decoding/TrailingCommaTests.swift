import Foundation
import SmartCore
import Testing

/// Issue 15, item 5 (DI-25): data written for the original, which parsed with
/// `JSONSerialization`, may have a comma before `}` or `]`. The tolerant entry points
/// accept it and report it with its line and column; `SmartJSONValue(parsing:)` stays strict
/// unless asked.
@Suite("Trailing commas (DI-25)")
struct TrailingCommaTests {
    struct Person: SmartCodable {
        var name: String = ""
        var age: Int = 0
        var loves: [String] = []
    }

    /// Shaped like the original example app's data: a comma after the last member.
    static let exampleData = """
        {
            "name": "Mccc",
            "age": 5,
            "loves": ["ball"],
        }
        """

    @Test func theExampleDataDecodes() throws {
        let fromText = try #require(Person.deserialize(from: Self.exampleData))
        #expect(fromText.name == "Mccc")
        #expect(fromText.age == 5)
        #expect(fromText.loves == ["ball"])
        let fromData = try #require(Person.deserialize(from: Data(Self.exampleData.utf8)))
        #expect(fromData.loves == ["ball"])
        let models = try #require([Person].deserialize(from: "[\(Self.exampleData),\n]"))
        #expect(models.map(\.name) == ["Mccc"])
    }

    @Test func eachCommaIsReportedWithItsLineAndColumn() throws {
        let (model, issues) = try decodeWithIssues(Person.self, from: Self.exampleData)
        #expect(model?.age == 5)
        #expect(issues.map(\.problem) == [.trailingComma(line: 4, column: 22)])
        #expect(issues.first?.message == "The JSON has a trailing comma at line 4, column 22; it was accepted.")
    }

    @Test func updatesAndStringifiedJSONAcceptThemToo() throws {
        var person = Person()
        SmartUpdater.update(&person, from: #"{"age": 6,}"#)
        #expect(person.age == 6)
        struct Holder: SmartCodable {
            var person = Person()
        }
        let holder = try #require(Holder.deserialize(from: #"{"person": "{\"name\": \"Ann\",}"}"#))
        #expect(holder.person.name == "Ann")
    }

    @Test func theStrictParserRefusesThemUnlessAsked() throws {
        #expect(throws: SmartJSONParseError.self) { try SmartJSONValue(parsing: Self.exampleData) }
        let lenient = try SmartJSONValue(
            parsing: Self.exampleData, options: SmartJSONParsingOptions(allowsTrailingCommas: true))
        #expect(lenient["age"] == 5)
    }

    @Test func nothingElseNonStandardIsAccepted() throws {
        #expect(Person.deserialize(from: #"{"age": 5,,}"#) == nil)
        #expect(Person.deserialize(from: "{\"age\": 5 // comment\n}") == nil)
        #expect(Person.deserialize(from: "{'age': 5}") == nil)
    }
}
