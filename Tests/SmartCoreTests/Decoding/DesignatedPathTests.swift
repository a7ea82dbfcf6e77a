import Foundation
import SmartCore
import Testing

/// §7: `designatedPath` picks the value to decode.
@Suite("designatedPath (§7)")
struct DesignatedPathTests {
    struct Person: SmartCodable, Equatable {
        var name: String = ""
        var age: Int = 0
    }

    static let document = #"""
        {
            "name": "root",
            "data": {
                "user": {"info": {"name": "Ann", "age": "30"}},
                "list": [{"name": "A", "age": 1}, {"name": "B", "age": 2}],
                "grid": [[{"name": "G"}]],
                "0": {"name": "zero key"},
                " data": {"name": "spaced key"},
                "text": "{\"name\":\"from text\",\"age\":4}",
                "textList": "[{\"name\":\"T\"}]",
                "plain": "hello",
                "number": 5,
                "nothing": null,
                "nested": "{\"inner\":{\"name\":\"hidden\"}}"
            }
        }
        """#

    @Test func pathThroughObjects() throws {
        let model = try #require(Person.deserialize(from: Self.document, designatedPath: "data.user.info"))
        #expect(model == Person(name: "Ann", age: 30))
    }

    @Test func nilOrEmptyPathMeansTheWholeInput() throws {
        let whole = try #require(Person.deserialize(from: Self.document, designatedPath: nil))
        #expect(whole.name == "root")
        let empty = try #require(Person.deserialize(from: Self.document, designatedPath: ""))
        #expect(empty.name == "root")
    }

    @Test func emptyAndWhitespaceSegmentsAreSkipped() throws {
        #expect(Person.deserialize(from: Self.document, designatedPath: "data..user.info")?.name == "Ann")
        #expect(Person.deserialize(from: Self.document, designatedPath: ".data.user.info.")?.name == "Ann")
        #expect(Person.deserialize(from: Self.document, designatedPath: "data. .user.info")?.name == "Ann")
    }

    @Test func otherSegmentsAreUsedVerbatim() throws {
        #expect(Person.deserialize(from: Self.document, designatedPath: " data.user.info") == nil)
        #expect(Person.deserialize(from: Self.document, designatedPath: "data. data")?.name == "spaced key")
        #expect(Person.deserialize(from: Self.document, designatedPath: "Data.user.info") == nil)
    }

    /// Numeric segments index arrays (the optional improvement this library ships).
    @Test func numericSegmentsIndexArrays() throws {
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list.0") == Person(name: "A", age: 1))
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list.1") == Person(name: "B", age: 2))
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.grid.0.0")?.name == "G")
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list.2") == nil)
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list.-1") == nil)
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list.name") == nil)
        #expect([Person].deserialize(from: Self.document, designatedPath: "data.grid.0") == [Person(name: "G")])
    }

    /// On an object a numeric segment is a member name.
    @Test func numericSegmentOnAnObjectIsAKey() throws {
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.0")?.name == "zero key")
    }

    @Test(arguments: ["missing", "data.missing", "data.user.info.name", "data.number.x", "data.user.info.name.first"])
    func unresolvedPathGivesNil(path: String) {
        #expect(Person.deserialize(from: Self.document, designatedPath: path) == nil)
        #expect([Person].deserialize(from: Self.document, designatedPath: path) == nil)
    }

    @Test func finalArrayGivesTheArrayResult() throws {
        let people = try #require([Person].deserialize(from: Self.document, designatedPath: "data.list"))
        #expect(people == [Person(name: "A", age: 1), Person(name: "B", age: 2)])
        // A model cannot come from an array, nor an array of models from an object.
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.list") == nil)
        #expect([Person].deserialize(from: Self.document, designatedPath: "data.user") == nil)
    }

    /// A final string is parsed as JSON text; numbers, null and other strings give nil.
    @Test func finalValueRules() throws {
        #expect(
            Person.deserialize(from: Self.document, designatedPath: "data.text") == Person(name: "from text", age: 4))
        #expect([Person].deserialize(from: Self.document, designatedPath: "data.textList") == [Person(name: "T")])
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.plain") == nil)
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.number") == nil)
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.nothing") == nil)
        #expect([Person].deserialize(from: Self.document, designatedPath: "data.number") == nil)
        #expect([Person].deserialize(from: Self.document, designatedPath: "data.nothing") == nil)
    }

    /// Stringified JSON on the way is not parsed.
    @Test func intermediateStringsAreNotParsed() {
        #expect(Person.deserialize(from: Self.document, designatedPath: "data.nested.inner") == nil)
    }

    @Test func everyInputFormTakesAPath() throws {
        let data = Data(Self.document.utf8)
        #expect(Person.deserialize(from: data, designatedPath: "data.user.info") == Person(name: "Ann", age: 30))
        let dict: [String: Any] = ["data": ["user": ["name": "Dict", "age": 5]]]
        #expect(Person.deserialize(from: dict, designatedPath: "data.user") == Person(name: "Dict", age: 5))
        let array: [Any] = [["name": "x"], ["items": [["name": "Item"]]]]
        #expect([Person].deserialize(from: array, designatedPath: "1.items") == [Person(name: "Item")])
    }

    /// Fragments are allowed on the way: Data whose top level is a string holding JSON.
    @Test func dataWithATopLevelStringAndNoPathIsNil() {
        let data = Data(#""{\"name\":\"x\"}""#.utf8)
        #expect(Person.deserialize(from: data) == nil)
    }

    /// DI-11: a path miss is reported for the model being decoded (not some extractor type).
    @Test func pathMissIsReported() throws {
        let (model, reports) = SmartDiagnostics.collect {
            Person.deserialize(from: Self.document, designatedPath: "data.missing")
        }
        #expect(model == nil)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.succeeded == false)
        #expect(report.rootType == "Person")
        let issue = try #require(report.issues.first)
        #expect(report.issues.count == 1)
        #expect(issue.problem == .pathNotFound(path: "data.missing"))
        #expect(issue.resolution == .failed)
        #expect(issue.modelType == "Person")
    }
}
