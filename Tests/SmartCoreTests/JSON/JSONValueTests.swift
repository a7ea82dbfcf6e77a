import Foundation
import SmartCore
import Testing

@Suite("SmartJSONValue: accessors, subscripts, kinds, literals, description")
struct JSONValueTests {
    static let document: SmartJSONValue = [
        "null": nil,
        "bool": true,
        "int": 12,
        "double": 2.5,
        "string": "text",
        "array": [1, "two", false],
        "object": ["inner": "value"],
    ]

    // MARK: - Kinds

    @Test(arguments: [
        (SmartJSONValue.null, SmartJSONValue.Kind.null),
        (.bool(false), .bool),
        (.number(SmartJSONNumber(1)), .number),
        (.string(""), .string),
        (.array([]), .array),
        (.object(SmartJSONObject()), .object),
    ])
    func kindMatchesTheCase(value: SmartJSONValue, kind: SmartJSONValue.Kind) {
        #expect(value.kind == kind)
        #expect(value.isNull == (kind == .null))
        #expect((value.boolValue != nil) == (kind == .bool))
        #expect((value.numberValue != nil) == (kind == .number))
        #expect((value.stringValue != nil) == (kind == .string))
        #expect((value.arrayValue != nil) == (kind == .array))
        #expect((value.objectValue != nil) == (kind == .object))
        #expect((value.intValue != nil) == (kind == .number))
        #expect((value.doubleValue != nil) == (kind == .number))
    }

    @Test func kindNames() {
        #expect(
            SmartJSONValue.Kind.allCases.map(\.rawValue) == ["null", "bool", "number", "string", "array", "object"])
    }

    // MARK: - Accessors

    @Test func accessorsReturnTheirValue() throws {
        let value = Self.document
        #expect(value["null"]?.isNull == true)
        #expect(value["bool"]?.boolValue == true)
        #expect(value["int"]?.intValue == 12)
        #expect(value["int"]?.doubleValue == 12)
        #expect(value["int"]?.numberValue?.text == "12")
        #expect(value["double"]?.doubleValue == 2.5)
        #expect(value["double"]?.intValue == nil)
        #expect(value["string"]?.stringValue == "text")
        #expect(value["array"]?.arrayValue == [1, "two", false])
        #expect(value["object"]?.objectValue?["inner"] == "value")
    }

    @Test func accessorsDoNotConvertBetweenKinds() throws {
        let parsed = try SmartJSONValue(parsing: #"["12", 1, 0, "true", null]"#)
        #expect(parsed[0]?.intValue == nil)
        #expect(parsed[0]?.doubleValue == nil)
        #expect(parsed[1]?.boolValue == nil)
        #expect(parsed[2]?.boolValue == nil)
        #expect(parsed[3]?.boolValue == nil)
        #expect(parsed[1]?.stringValue == nil)
        #expect(parsed[4]?.stringValue == nil)
        #expect(parsed[4]?.isNull == true)
        #expect(parsed[4]?.objectValue == nil)
    }

    @Test func intValueNeedsAWholeNumberThatFits() throws {
        let parsed = try SmartJSONValue(parsing: "[12.0, 1e3, 12.5, 9223372036854775808, -9223372036854775808]")
        #expect(parsed[0]?.intValue == 12)
        #expect(parsed[1]?.intValue == 1000)
        #expect(parsed[2]?.intValue == nil)
        #expect(parsed[3]?.intValue == nil)
        #expect(parsed[4]?.intValue == Int.min)
    }

    // MARK: - Subscripts

    @Test func keySubscript() {
        let value = Self.document
        #expect(value["string"] == "text")
        #expect(value["missing"] == nil)
        #expect(value["object"]?["inner"] == "value")
        #expect(value["object"]?["missing"] == nil)
        // On anything but an object the key subscript gives nil.
        #expect(value["array"]?["0"] == nil)
        #expect(value["string"]?["string"] == nil)
        #expect(SmartJSONValue.null["a"] == nil)
        // A member whose value is null is present.
        #expect(value["null"] == .some(.null))
    }

    @Test func indexSubscript() {
        let value = Self.document
        let array = value["array"]
        #expect(array?[0] == 1)
        #expect(array?[1] == "two")
        #expect(array?[2] == false)
        #expect(array?[3] == nil)
        #expect(array?[-1] == nil)
        #expect(array?[Int.max] == nil)
        #expect(array?[Int.min] == nil)
        // On anything but an array the index subscript gives nil.
        #expect(value[0] == nil)
        #expect(SmartJSONValue.string("abc")[0] == nil)
        #expect(SmartJSONValue.array([])[0] == nil)
    }

    // MARK: - Literals

    @Test func literalsMakeTheMatchingCases() {
        let null: SmartJSONValue = nil
        let flag: SmartJSONValue = true
        let integer: SmartJSONValue = -7
        let fraction: SmartJSONValue = 0.5
        let text: SmartJSONValue = "hi"
        let array: SmartJSONValue = [1, "a", nil]
        let object: SmartJSONValue = ["k": 1]
        #expect(null == .null)
        #expect(flag == .bool(true))
        #expect(integer == .number(SmartJSONNumber(-7)))
        #expect(integer.numberValue?.text == "-7")
        #expect(fraction == .number(SmartJSONNumber(0.5)))
        #expect(fraction.numberValue?.text == "0.5")
        #expect(text == .string("hi"))
        #expect(array == .array([.number(SmartJSONNumber(1)), .string("a"), .null]))
        #expect(object == .object(SmartJSONObject([("k", .number(SmartJSONNumber(1)))])))
    }

    @Test func dictionaryLiteralKeepsItsOrder() {
        let value: SmartJSONValue = ["zeta": 1, "alpha": 2, "mid": 3, "beta": 4]
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid", "beta"])
        #expect(value.description == #"{"zeta":1,"alpha":2,"mid":3,"beta":4}"#)
    }

    @Test func parsedObjectsKeepMemberOrder() throws {
        let keys = (0..<40).map { "key\(($0 * 7919) % 40)" }
        let text = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ",") + "}"
        #expect(try SmartJSONValue(parsing: text).objectValue?.keys == keys)
    }

    // MARK: - Equality and hashing

    @Test func equalityIsByValue() throws {
        #expect(try SmartJSONValue(parsing: #"{"a": [1, 2.0, {"b": null}]}"#) == ["a": [1, 2, ["b": nil]]])
        #expect(try SmartJSONValue(parsing: #"{"b": 2, "a": 1}"#) == ["a": 1, "b": 2])
        #expect(
            hashOf(try SmartJSONValue(parsing: #"{"b": 2, "a": 1}"#)) == hashOf(["a": 1, "b": 2] as SmartJSONValue))
        #expect(([1, 2] as SmartJSONValue) != [2, 1])
        #expect(SmartJSONValue("1") != 1)
        #expect(SmartJSONValue(true) != 1)
        #expect(SmartJSONValue.null != false)
        #expect(([] as SmartJSONValue) != .object(SmartJSONObject()))
        let set: Set<SmartJSONValue> = [1, 1.0, "1", true, nil, [1], ["a": 1]]
        #expect(set.count == 6)
    }

    // MARK: - Description

    @Test func descriptionIsCompactJSON() throws {
        let value = try SmartJSONValue(parsing: " { \"a\" : [ 1 , \"x/y\" , null ] , \"b\" : { } , \"é\" : 1.50 } ")
        #expect(value.description == #"{"a":[1,"x/y",null],"b":{},"é":1.50}"#)
        #expect("\(value)" == value.description)
        #expect(value.debugDescription == "SmartJSONValue(\(value.description))")
        #expect(SmartJSONValue.null.description == "null")
        #expect(SmartJSONValue("q\"").description == #""q\"""#)
        #expect(try #require(value.objectValue).description == value.description)
    }
}
