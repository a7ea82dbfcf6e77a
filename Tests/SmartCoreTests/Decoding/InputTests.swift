import Foundation
import SmartCore
import Testing

/// §1.2: the input forms of `deserialize`.
@Suite("Inputs (§1.2)")
struct InputTests {
    struct Sub: SmartCodable, Equatable { var name: String = "" }

    struct Person: SmartCodable, Equatable {
        var name: String = "D"
        var age: Int = 4
        var score: Double = 0.5
        var flag: Bool = false
        var sub: Sub = Sub(name: "init")
        var list: [Int] = [7]
    }

    // MARK: nil

    @Test func nilInputsGiveNil() {
        #expect(Person.deserialize(from: nil as String?) == nil)
        #expect(Person.deserialize(from: nil as Data?) == nil)
        #expect(Person.deserialize(from: nil as [String: Any]?) == nil)
        #expect(Person.deserializePlist(from: nil) == nil)
    }

    // MARK: String

    @Test func stringObject() throws {
        let model = try #require(Person.deserialize(from: #" {"name": "Ann", "age": 30, "sub": {"name": "s"}} "#))
        #expect(model == Person(name: "Ann", age: 30, sub: Sub(name: "s")))
        #expect(Person.deserialize(from: "{}") == Person())
        #expect(Person.deserialize(from: #"{"na\u006De": "esc\u00e9", "\u0061ge": 2}"#) == Person(name: "escé", age: 2))
    }

    /// String input must be JSON whose top level is an object (an array for `[M]`); the
    /// only leniency is a trailing comma (DI-25, tested in `TrailingCommaTests`).
    @Test(arguments: [
        "null", "5", "true", #""text""#, #""{\"name\":\"x\"}""#,
        "", "   ", "{", #"{"name": }"#, "{} x", "{'name': 'x'}", #"{"name": "x",,}"#, #"{,}"#,
        "[]", #"[{"name": "x"}]"#,
    ])
    func stringThatIsNotAnObjectGivesNil(json: String) {
        #expect(Person.deserialize(from: json) == nil)
    }

    // MARK: Data

    @Test func dataObject() throws {
        let data = Data(#"{"name": "Ann", "age": "30"}"#.utf8)
        #expect(Person.deserialize(from: data) == Person(name: "Ann", age: 30))
    }

    /// Data may parse as a fragment, but a top-level scalar still gives nil.
    @Test(arguments: ["5", "null", "true", #""x""#, #""{\"name\":\"x\"}""#, "", "{", "[1]", "\u{FF}"])
    func dataThatIsNotAnObjectGivesNil(text: String) {
        #expect(Person.deserialize(from: Data(text.utf8)) == nil)
    }

    // MARK: Dictionary

    @Test func dictionaryWithFoundationValues() throws {
        let dict: [String: Any] = [
            "name": "Ann",
            "age": NSNumber(value: 30),
            "score": 2.5,
            "flag": NSNumber(value: true),
            "sub": ["name": "s"],
            "list": [1, "2", NSNumber(value: 3)],
        ]
        let model = try #require(Person.deserialize(from: dict))
        #expect(model == Person(name: "Ann", age: 30, score: 2.5, flag: true, sub: Sub(name: "s"), list: [1, 2, 3]))
    }

    @Test func dictionaryWithSwiftNumberTypesAndNull() throws {
        struct Numbers: SmartCodable {
            var big: UInt64 = 0
            var small: Int8 = 0
            var real: Double = 0
            var single: Float = 0
            var nothing: Int = 6
        }
        let dict: [String: Any] = [
            "big": UInt64.max, "small": Int8(-5), "real": 0.25, "single": Float(1.5), "nothing": NSNull(),
        ]
        let model = try #require(Numbers.deserialize(from: dict))
        #expect(model.big == UInt64.max)
        #expect(model.small == -5)
        #expect(model.real == 0.25)
        #expect(model.single == 1.5)
        #expect(model.nothing == 6)
    }

    /// DI-20: only a real Bool NSNumber counts as a bool.
    @Test func onlyRealBooleansAreBooleans() throws {
        struct Texts: SmartCodable {
            var fromInt8: String = "D"
            var fromBool: String = "D"
            var boolIntoInt: Int = 3
            var nsBoolIntoInt: Int = 3
        }
        let dict: [String: Any] = [
            "fromInt8": NSNumber(value: Int8(1)),
            "fromBool": NSNumber(value: true),
            "boolIntoInt": true,
            "nsBoolIntoInt": NSNumber(value: false),
        ]
        let model = try #require(Texts.deserialize(from: dict))
        #expect(model.fromInt8 == "1")
        #expect(model.fromBool == "true")
        #expect(model.boolIntoInt == 3)
        #expect(model.nsBoolIntoInt == 3)
    }

    /// DI-20: a value with no JSON form is a logged mismatch for its property, which falls back.
    @Test func unsupportedValueForAScalarProperty() throws {
        let dict: [String: Any] = ["name": "Ann", "age": Date(timeIntervalSince1970: 0)]
        let (model, reports) = SmartDiagnostics.collect { Person.deserialize(from: dict) }
        let person = try #require(model)
        #expect(person.name == "Ann")
        #expect(person.age == 4)
        let report = try #require(reports.first)
        let issue = try #require(issues(at: "age", in: report.issues).first)
        #expect(issue.problem == .unsupportedValue(typeName: "Date"))
        #expect(issue.resolution == .initializerValue)
        #expect(issue.expectedType == "Int")
    }

    /// DI-20: `["list": [1, Date(), 2]]` — the element is a mismatch (not silently dropped),
    /// so the array falls back as a whole, and the issue names the unsupported type.
    @Test func unsupportedValueInsideAnArray() throws {
        let dict: [String: Any] = ["name": "Ann", "list": [1, Date(), 2]]
        let (model, reports) = SmartDiagnostics.collect { Person.deserialize(from: dict) }
        let person = try #require(model)
        #expect(person.name == "Ann")
        #expect(person.list == [7])
        let report = try #require(reports.first)
        let listIssues = issues(at: "list", in: report.issues)
        #expect(listIssues.count == 1)
        #expect(listIssues.first?.problem == .unsupportedValue(typeName: "Date"))
        #expect(listIssues.first?.resolution == .initializerValue)
    }

    @Test func unsupportedValuesOfOtherKinds() throws {
        struct Holder: SmartCodable {
            var date: Date = Date(timeIntervalSince1970: 9)
            var data: Data = Data([9])
            var optional: String?
            var sub: Sub = Sub(name: "init")
        }
        let dict: [String: Any] = [
            "date": Date(timeIntervalSince1970: 100),  // not bridged, even for a Date property
            "data": Data([1, 2]),
            "optional": Date(),
            "sub": ["name": URL(fileURLWithPath: "/x")],
        ]
        let (model, reports) = SmartDiagnostics.collect { Holder.deserialize(from: dict) }
        let holder = try #require(model)
        #expect(holder.date == Date(timeIntervalSince1970: 9))
        #expect(holder.data == Data([9]))
        #expect(holder.optional == nil)
        #expect(holder.sub == Sub(name: ""))
        let found = try #require(reports.first).issues
        #expect(issues(at: "date", in: found).map(\.problem) == [.unsupportedValue(typeName: "Date")])
        #expect(issues(at: "data", in: found).map(\.problem) == [.unsupportedValue(typeName: "Data")])
        #expect(issues(at: "optional", in: found).map(\.problem) == [.unsupportedValue(typeName: "Date")])
        #expect(issues(at: "optional", in: found).map(\.resolution) == [.nilValue])
        #expect(issues(at: "sub.name", in: found).map(\.problem) == [.unsupportedValue(typeName: "URL")])
    }

    // MARK: Property lists

    @Test func plistInput() throws {
        let plist: [String: Any] = ["name": "Ann", "age": 30, "flag": true, "sub": ["name": "s"], "list": [1, 2]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect(
            Person.deserializePlist(from: data)
                == Person(name: "Ann", age: 30, flag: true, sub: Sub(name: "s"), list: [1, 2]))
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(Person.deserializePlist(from: binary)?.name == "Ann")
    }

    @Test func plistArrayInput() throws {
        let plist: [Any] = [["name": "a"], ["name": "b"]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect([Sub].deserializePlist(from: data) == [Sub(name: "a"), Sub(name: "b")])
    }

    /// A single Date or Data anywhere in the property list makes the result nil.
    @Test func plistWithDateOrDataGivesNil() throws {
        let withDate: [String: Any] = ["name": "Ann", "sub": ["when": Date(timeIntervalSince1970: 0)]]
        let dateData = try PropertyListSerialization.data(fromPropertyList: withDate, format: .xml, options: 0)
        #expect(Person.deserializePlist(from: dateData) == nil)
        let withData: [String: Any] = ["name": "Ann", "list": [Data([1])]]
        let dataData = try PropertyListSerialization.data(fromPropertyList: withData, format: .binary, options: 0)
        #expect(Person.deserializePlist(from: dataData) == nil)
    }

    @Test func invalidPlistGivesNil() {
        #expect(Person.deserializePlist(from: Data("not a plist".utf8)) == nil)
        #expect(Person.deserializePlist(from: Data()) == nil)
    }
}
