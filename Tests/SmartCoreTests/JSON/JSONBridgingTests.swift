import Foundation
import SmartCore
import Testing

private struct Point {
    var x = 0
}

@Suite("SmartJSONValue(any:) and anyValue")
struct JSONBridgingTests {
    // MARK: - Foundation → SmartJSONValue

    @Test func dictionariesArraysAndNesting() throws {
        let input: [String: Any] = [
            "name": "Ann",
            "age": 30,
            "ok": true,
            "tags": ["a", "b"],
            "nested": ["list": [1, [2, 3] as [Any], ["deep": NSNull()] as [String: Any]] as [Any]] as [String: Any],
        ]
        let value = try SmartJSONValue(any: input)
        let expected: SmartJSONValue = [
            "name": "Ann", "age": 30, "ok": true, "tags": ["a", "b"],
            "nested": ["list": [1, [2, 3], ["deep": nil]]],
        ]
        #expect(value == expected)
        #expect(value.objectValue?.count == 5)
        #expect(try SmartJSONValue(any: [1, "two", false, NSNull()] as [Any]) == [1, "two", false, nil])
        #expect(try SmartJSONValue(any: [String: Any]()) == .object(SmartJSONObject()))
        #expect(try SmartJSONValue(any: [Any]()) == [])
        #expect(try SmartJSONValue(any: ["x": 1, "y": 2] as [String: Int]) == ["y": 2, "x": 1])
        #expect(try SmartJSONValue(any: [[1.5], [2.5]] as [[Double]]) == [[1.5], [2.5]])
    }

    @Test func scalars() throws {
        #expect(try SmartJSONValue(any: "text") == "text")
        #expect(try SmartJSONValue(any: Substring("sub")) == "sub")
        #expect(try SmartJSONValue(any: NSString(string: "ns")) == "ns")
        #expect(try SmartJSONValue(any: true) == true)
        #expect(try SmartJSONValue(any: false) == false)
        #expect(try SmartJSONValue(any: 42) == 42)
        #expect(try SmartJSONValue(any: -1.5) == -1.5)
        #expect(try SmartJSONValue(any: NSNull()) == .null)
    }

    @Test func integersOfEveryWidth() throws {
        let cases: [(Any, String)] = [
            (Int.min, "-9223372036854775808"),
            (Int8.min, "-128"),
            (Int16.min, "-32768"),
            (Int32.min, "-2147483648"),
            (Int64.min, "-9223372036854775808"),
            (UInt.max, "18446744073709551615"),
            (UInt8.max, "255"),
            (UInt16.max, "65535"),
            (UInt32.max, "4294967295"),
            (UInt64.max, "18446744073709551615"),
            (Int8(1), "1"),
        ]
        for (input, text) in cases {
            let value = try SmartJSONValue(any: input)
            #expect(value.kind == .number, "\(type(of: input))")
            #expect(value.numberValue?.text == text, "\(type(of: input))")
        }
    }

    @Test func floatingPointAndDecimal() throws {
        #expect(try SmartJSONValue(any: Float(0.1)).numberValue?.text == "0.1")
        #expect(try SmartJSONValue(any: 0.1).numberValue?.text == "0.1")
        #expect(try SmartJSONValue(any: CGFloat(1.5)).numberValue?.text == "1.5")
        #expect(try SmartJSONValue(any: CGFloat(2)).numberValue?.intValue == 2)
        // CGFloat keeps Double precision (it is not read as a Float).
        #expect(try SmartJSONValue(any: CGFloat(0.1) + CGFloat(0.2)).numberValue?.text == "0.30000000000000004")
        let decimal = try #require(Decimal(string: "123456789012345678901234567890.5"))
        #expect(try SmartJSONValue(any: decimal).numberValue?.text == "123456789012345678901234567890.5")
        #expect(
            try SmartJSONValue(any: Decimal(sign: .minus, exponent: -2, significand: 125)).numberValue?.text == "-1.25")
    }

    @Test func nsNumbers() throws {
        #expect(try SmartJSONValue(any: NSNumber(value: true)) == .bool(true))
        #expect(try SmartJSONValue(any: NSNumber(value: false)) == .bool(false))
        let int8 = try SmartJSONValue(any: NSNumber(value: Int8(1)))
        #expect(int8.kind == .number)
        #expect(int8 == 1)
        #expect(try SmartJSONValue(any: NSNumber(value: Int8(0))) == 0)
        #expect(try SmartJSONValue(any: NSNumber(value: 1)) == 1)
        #expect(try SmartJSONValue(any: NSNumber(value: 1)).kind == .number)
        #expect(try SmartJSONValue(any: NSNumber(value: 0)).kind == .number)
        #expect(try SmartJSONValue(any: NSNumber(value: 1.5)) == 1.5)
        #expect(try SmartJSONValue(any: NSNumber(value: Float(0.1))).numberValue?.text == "0.1")
        #expect(try SmartJSONValue(any: NSNumber(value: UInt64.max)).numberValue?.text == "18446744073709551615")
        #expect(try SmartJSONValue(any: NSNumber(value: Int64.min)).numberValue?.text == "-9223372036854775808")
        #expect(try SmartJSONValue(any: NSDecimalNumber(string: "12.345")).numberValue?.text == "12.345")
        // In containers too.
        #expect(try SmartJSONValue(any: [NSNumber(value: true), NSNumber(value: 1)] as [Any]) == [true, 1])
    }

    @Test func optionals() throws {
        let none: Int? = nil
        let some: Int? = 5
        let nestedNone: String?? = .some(nil)
        #expect(try SmartJSONValue(any: none as Any) == .null)
        #expect(try SmartJSONValue(any: some as Any) == 5)
        #expect(try SmartJSONValue(any: nestedNone as Any) == .null)
        #expect(try SmartJSONValue(any: ["a": none as Any, "b": some as Any] as [String: Any]) == ["a": nil, "b": 5])
        #expect(try SmartJSONValue(any: [none as Any, "x"] as [Any]) == [nil, "x"])
    }

    @Test func jsonSerializationOutputKeepsBooleansAndNumbersApart() throws {
        let text =
            #"{"t": true, "f": false, "one": 1, "zero": 0, "d": 1.5, "big": 18446744073709551615, "neg": -7, "s": "x", "n": null, "a": [true, 1, 0, false], "o": {"k": 1}}"#
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let value = try SmartJSONValue(any: object)
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["one"]?.kind == .number)
        #expect(value["one"] == 1)
        #expect(value["zero"]?.kind == .number)
        #expect(value["zero"] == 0)
        #expect(value["d"] == 1.5)
        #expect(value["big"]?.numberValue?.uint64Value == UInt64.max)
        #expect(value["neg"] == -7)
        #expect(value["s"] == "x")
        #expect(value["n"] == .null)
        #expect(value["a"] == [true, 1, 0, false])
        #expect(value["a"]?[1]?.kind == .number)
        #expect(value["o"] == ["k": 1])
        #expect(value == (try SmartJSONValue(parsing: text)))
    }

    // MARK: - Unsupported values

    @Test(arguments: ["Date", "Data", "URL", "Point"])
    func unsupportedValueThrowsWithPathAndType(typeName: String) throws {
        let unsupported: Any
        switch typeName {
        case "Date": unsupported = Date(timeIntervalSince1970: 0)
        case "Data": unsupported = Data([1, 2])
        case "URL": unsupported = try #require(URL(string: "https://example.com"))
        default: unsupported = Point()
        }
        let input: [String: Any] = ["a": ["b": [1, unsupported] as [Any]] as [String: Any]]
        let error = try #require(throws: SmartJSONBridgingError.self) { try SmartJSONValue(any: input) }
        #expect(error.path == "a.b[1]")
        #expect(error.typeName == typeName)
        #expect(error.description.contains("a.b[1]"))
        #expect(error.description.contains(typeName))
        #expect(error.errorDescription == error.description)

        let topLevel = try #require(throws: SmartJSONBridgingError.self) { try SmartJSONValue(any: unsupported) }
        #expect(topLevel.path == "")
        #expect(topLevel.typeName == typeName)
        #expect(topLevel.description.contains("the top level"))
    }

    @Test func unsupportedValuePaths() throws {
        let date = Date(timeIntervalSince1970: 0)
        let inArray = try #require(throws: SmartJSONBridgingError.self) {
            try SmartJSONValue(any: [[1, 2], [3, date]] as [Any])
        }
        #expect(inArray.path == "[1][1]")
        let inObjectInArray = try #require(throws: SmartJSONBridgingError.self) {
            try SmartJSONValue(
                any: ["items": [["id": 1], ["id": 2], ["id": 3, "created": date]] as [Any]] as [String: Any])
        }
        #expect(inObjectInArray.path == "items[2].created")
        let optional: Date? = date
        let throughOptional = try #require(throws: SmartJSONBridgingError.self) {
            try SmartJSONValue(any: ["d": optional as Any] as [String: Any])
        }
        #expect(throughOptional.path == "d")
        #expect(throughOptional.typeName == "Date")
    }

    @Test func dictionaryWithNonStringKeysIsUnsupported() throws {
        let error = try #require(throws: SmartJSONBridgingError.self) {
            try SmartJSONValue(any: ["k": [1: "one"] as [Int: String]] as [String: Any])
        }
        #expect(error.path == "k")
        #expect(error.typeName.contains("Int"))
    }

    @Test func replacingUnsupportedValues() throws {
        let date = Date(timeIntervalSince1970: 0)
        let input: [String: Any] = ["keep": 1, "when": date, "list": [1, date, 3] as [Any]]
        var seen: [String] = []
        let replaced = try #require(
            SmartJSONValue(any: input) { error in
                seen.append(error.path)
                return .string(error.typeName)
            })
        #expect(replaced == ["keep": 1, "when": "Date", "list": [1, "Date", 3]])
        #expect(seen.sorted() == ["list[1]", "when"])

        let dropped = try #require(SmartJSONValue(any: input) { _ in nil })
        #expect(dropped == ["keep": 1, "list": [1, 3]])
        #expect(dropped.objectValue?.contains(key: "when") == false)

        #expect(SmartJSONValue(any: date) { _ in nil } == nil)
        #expect(SmartJSONValue(any: date) { _ in .null } == .null)
        // Supported input never reaches the handler.
        var calls = 0
        let plain = SmartJSONValue(any: [1, "a"] as [Any]) { _ in
            calls += 1
            return nil
        }
        #expect(plain == [1, "a"])
        #expect(calls == 0)
    }

    // MARK: - SmartJSONValue → Foundation

    @Test func anyValueShapes() throws {
        let value = try SmartJSONValue(
            parsing: #"{"o": {"k": "v"}, "a": [1, "x"], "n": null, "t": true, "f": false, "s": "str"}"#)
        let dictionary = try #require(value.anyValue as? [String: Any])
        #expect(dictionary.count == 6)
        let inner = try #require(dictionary["o"] as? [String: Any])
        #expect(inner["k"] as? String == "v")
        let array = try #require(dictionary["a"] as? [Any])
        #expect(array.count == 2)
        #expect(array[0] as? Int == 1)
        #expect(array[1] as? String == "x")
        #expect(dictionary["n"] is NSNull)
        #expect(dictionary["t"] as? Bool == true)
        #expect(dictionary["f"] as? Bool == false)
        #expect(dictionary["s"] as? String == "str")
    }

    @Test func anyValueUsesTheLastOfRepeatedKeys() throws {
        let value = try SmartJSONValue(parsing: #"{"a": 1, "a": 2}"#)
        let dictionary = try #require(value.anyValue as? [String: Any])
        #expect(dictionary.count == 1)
        #expect(dictionary["a"] as? Int == 2)
    }

    @Test(arguments: [
        ("42", "Int"),
        ("-42", "Int"),
        ("12.0", "Int"),
        ("1e3", "Int"),
        ("-0", "Int"),
        ("9223372036854775807", "Int"),
        ("-9223372036854775808", "Int"),
        ("9223372036854775808", "UInt64"),
        ("18446744073709551615", "UInt64"),
        ("0.1", "Double"),
        ("1.5", "Double"),
        ("-2.5e-3", "Double"),
        ("1e400", "Double"),
        ("12345678901234567", "Int"),
        ("1.2345678901234567", "Double"),
        ("18446744073709551616", "Decimal"),
        ("123456789012345678901234567890", "Decimal"),
        ("-123456789012345678901234567890", "Decimal"),
        ("0.12345678901234567890123", "Decimal"),
        ("1.2345678901234567890123e400", "Double"),
    ])
    func numberAnyValueType(text: String, typeName: String) throws {
        let number = try #require(SmartJSONNumber(text: text))
        let any = number.anyValue
        #expect("\(type(of: any))" == typeName)
        switch typeName {
        case "Int": #expect(any as? Int == number.intValue)
        case "UInt64": #expect(any as? UInt64 == number.uint64Value)
        case "Double": #expect(any as? Double == number.doubleValue)
        default: #expect((any as? Decimal).map(\.description) == text)
        }
    }

    @Test func nonFiniteNumbersBecomeDoubles() {
        #expect(SmartJSONNumber(Double.infinity).anyValue as? Double == .infinity)
        #expect((SmartJSONNumber(Double.nan).anyValue as? Double)?.isNaN == true)
        #expect((SmartJSONValue.number(SmartJSONNumber(-Double.infinity)).anyValue as? Double) == -.infinity)
    }

    @Test func roundTripThroughFoundation() throws {
        let input: [String: Any] = [
            "string": "s", "int": -5, "double": 2.25, "bool": true, "null": NSNull(),
            "big": UInt64.max, "decimal": try #require(Decimal(string: "123456789012345678901234567890")),
            "array": [1, "two", false, NSNull(), [0.5] as [Any]] as [Any],
            "object": ["inner": ["deep": "value"] as [String: Any]] as [String: Any],
        ]
        let value = try SmartJSONValue(any: input)
        let back = value.anyValue
        let again = try SmartJSONValue(any: back)
        #expect(again == value)
        // And SmartJSONValue → anyValue → SmartJSONValue for a parsed document.
        let parsed = try SmartJSONValue(
            parsing: #"{"a": [1, 1.5, "x", null, true, {"b": 18446744073709551615}], "c": 0.1, "e": 1E2}"#)
        #expect(try SmartJSONValue(any: parsed.anyValue) == parsed)
        // Foundation's writer accepts what anyValue gives.
        let data = try JSONSerialization.data(withJSONObject: parsed.anyValue)
        #expect(try SmartJSONValue(parsing: data) == parsed)
    }
}
