import Foundation
import SmartCore
import Testing

/// `SmartJSONValue.foundationValue(numbers:)` and `SmartJSONNumber.foundationValue(_:)`: the one
/// place for the §1.5 (transformer input) and §1.6 (`@SmartAny`) number rules.
@Suite("JSON: Foundation values with NSNumbers")
struct FoundationValueTests {
    private func number(_ text: String) throws -> SmartJSONNumber {
        try #require(SmartJSONNumber(text: text))
    }

    @Test func theGuidesExample() throws {
        let value = try SmartJSONValue(parsing: #"{"width": 10.0, "ok": true}"#)
        let object = try #require(value.foundationValue(numbers: .serialization) as? [String: Any])
        #expect(object["width"] as? Int == 10)
        #expect(object["width"] as? CGFloat == 10)
        #expect(object["ok"] as? Bool == true)
    }

    @Test func serializationNumbers() throws {
        #expect(try number("10.0").foundationValue(.serialization) as? NSNumber == NSNumber(value: Int64(10)))
        #expect(try number("1e3").foundationValue(.serialization) as? Int == 1000)
        #expect(try number("-9223372036854775808").foundationValue(.serialization) as? Int64 == Int64.min)
        #expect(try number("18446744073709551615").foundationValue(.serialization) as? UInt64 == UInt64.max)
        #expect(try number("18446744073709551616").foundationValue(.serialization) as? Double == 18446744073709551616.0)
        #expect(try number("0.1").foundationValue(.serialization) as? Double == 0.1)
        let overflow = try number("1e400").foundationValue(.serialization) as? Double
        #expect(overflow == .infinity)
        #expect(SmartJSONNumber(Double.nan).foundationValue(.serialization) is NSNumber)
    }

    @Test func literalNumbers() throws {
        #expect(try number("-0").foundationValue(.literal) as? Int == 0)
        #expect(try number("1E3").foundationValue(.literal) as? Int == 1000)
        #expect(try number("1e-3").foundationValue(.literal) as? Double == 0.001)
        #expect(try number("2.50e1").foundationValue(.literal) is NSDecimalNumber)
        #expect(try number("2.50e1").foundationValue(.literal) as? Decimal == Decimal(25))
        #expect(
            try number("1" + String(repeating: "0", count: 200) + ".5").foundationValue(.literal) as? Double == 1e200)
        #expect((try number("1e400").foundationValue(.literal) as? SmartJSONNumber)?.text == "1e400")
        #expect((SmartJSONNumber(Double.infinity).foundationValue(.literal) as? SmartJSONNumber)?.isFinite == false)
    }

    @Test func boolsAreBooleanNumbersAndNullIsNSNull() throws {
        let value = try SmartJSONValue(parsing: #"[true, false, null, "s", [], {}]"#)
        for style in [SmartJSONValue.FoundationNumberStyle.serialization, .literal] {
            let array = try #require(value.foundationValue(numbers: style) as? [Any])
            #expect(array[0] as? NSNumber == NSNumber(value: true))
            #expect(type(of: array[0]) == type(of: NSNumber(value: true)))
            #expect(array[1] as? Bool == false)
            #expect(array[2] is NSNull)
            #expect(array[3] as? String == "s")
            #expect((array[4] as? [Any])?.isEmpty == true)
            #expect((array[5] as? [String: Any])?.isEmpty == true)
        }
        // anyValue keeps its meaning: Swift Bool and Int.
        let plain = try #require(value.anyValue as? [Any])
        #expect(type(of: plain[0]) == Bool.self)
        let numbers = try #require(try SmartJSONValue(parsing: "[10]").anyValue as? [Any])
        #expect(type(of: numbers[0]) == Int.self)
    }

    @Test func theDeepestParsedValuesConvert() throws {
        // The walk is iterative; the containers it returns are freed recursively by Swift,
        // which `maximumSupportedDepth` allows for.
        let depth = SmartJSONParsingOptions.maximumSupportedDepth - 1
        let text = String(repeating: "[", count: depth) + "1.5" + String(repeating: "]", count: depth)
        let value = try SmartJSONValue(parsing: text, options: SmartJSONParsingOptions(maximumDepth: depth + 1))
        var current = value.foundationValue(numbers: .literal)
        var levels = 0
        while let array = current as? [Any], let first = array.first {
            current = first
            levels += 1
        }
        #expect(levels == depth)
        #expect(current as? Double == 1.5)
    }
}
