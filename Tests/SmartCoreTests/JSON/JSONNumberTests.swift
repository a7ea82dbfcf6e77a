import Foundation
import SmartCore
import Testing

/// One number literal with the values its conversions must give.
struct NumberEdge: Sendable, CustomTestStringConvertible {
    let text: String
    /// The exact mathematical value when it is a whole number (decimal digits), else nil.
    /// Each integer width is expected to give `T(integer)`: the value when it fits, else nil.
    let integer: String?
    let double: Double
    let float: Float
    /// `decimalValue?.description`, or nil when `Decimal` cannot hold the value.
    let decimal: String?

    var testDescription: String { text }
}

@Suite("SmartJSONNumber: literal text, conversions, equality, creation")
struct JSONNumberTests {
    static let edges: [NumberEdge] = [
        NumberEdge(text: "-0", integer: "0", double: -0.0, float: -0.0, decimal: "0"),
        NumberEdge(text: "-0.0", integer: "0", double: -0.0, float: -0.0, decimal: "0"),
        NumberEdge(text: "0.000e5", integer: "0", double: 0, float: 0, decimal: "0"),
        NumberEdge(
            text: "1e400", integer: "1" + String(repeating: "0", count: 400),
            double: .infinity, float: .infinity, decimal: nil),
        NumberEdge(text: "1E-400", integer: nil, double: 0, float: 0, decimal: nil),
        NumberEdge(
            text: "18446744073709551615", integer: "18446744073709551615",
            double: 18446744073709551615.0, float: 18446744073709551615.0, decimal: "18446744073709551615"),
        NumberEdge(
            text: "18446744073709551616", integer: "18446744073709551616",
            double: 18446744073709551616.0, float: 18446744073709551616.0, decimal: "18446744073709551616"),
        NumberEdge(text: "0.1", integer: nil, double: 0.1, float: 0.1, decimal: "0.1"),
        NumberEdge(
            text: "-9223372036854775808", integer: "-9223372036854775808",
            double: -9223372036854775808.0, float: -9223372036854775808.0, decimal: "-9223372036854775808"),
        NumberEdge(
            text: "-9223372036854775809", integer: "-9223372036854775809",
            double: -9223372036854775809.0, float: -9223372036854775809.0, decimal: "-9223372036854775809"),
        NumberEdge(
            text: "9223372036854775807", integer: "9223372036854775807",
            double: 9223372036854775807.0, float: 9223372036854775807.0, decimal: "9223372036854775807"),
        NumberEdge(
            text: "9223372036854775808", integer: "9223372036854775808",
            double: 9223372036854775808.0, float: 9223372036854775808.0, decimal: "9223372036854775808"),
        NumberEdge(
            text: "123456789012345678901234567890", integer: "123456789012345678901234567890",
            double: 123456789012345678901234567890.0, float: 123456789012345678901234567890.0,
            decimal: "123456789012345678901234567890"),
        NumberEdge(
            text: "3.4e39", integer: "34" + String(repeating: "0", count: 38),
            double: 3.4e39, float: .infinity, decimal: "34" + String(repeating: "0", count: 38)),
        NumberEdge(
            text: "1000000000000000000", integer: "1000000000000000000",
            double: 1e18, float: 1e18, decimal: "1000000000000000000"),
        NumberEdge(
            text: "-9223372036854775800", integer: "-9223372036854775800",
            double: -9223372036854775800.0, float: -9223372036854775800.0, decimal: "-9223372036854775800"),
        NumberEdge(text: "12.0", integer: "12", double: 12, float: 12, decimal: "12"),
        NumberEdge(text: "1e3", integer: "1000", double: 1000, float: 1000, decimal: "1000"),
        NumberEdge(text: "1.5e3", integer: "1500", double: 1500, float: 1500, decimal: "1500"),
        NumberEdge(
            text: "1.8446744073709551615E+19", integer: "18446744073709551615",
            double: 18446744073709551615.0, float: 18446744073709551615.0, decimal: "18446744073709551615"),
        NumberEdge(text: "12.5", integer: nil, double: 12.5, float: 12.5, decimal: "12.5"),
        NumberEdge(text: "300", integer: "300", double: 300, float: 300, decimal: "300"),
        NumberEdge(text: "-1", integer: "-1", double: -1, float: -1, decimal: "-1"),
        NumberEdge(text: "-128", integer: "-128", double: -128, float: -128, decimal: "-128"),
        NumberEdge(text: "65535", integer: "65535", double: 65535, float: 65535, decimal: "65535"),
        NumberEdge(
            text: "4294967296", integer: "4294967296", double: 4_294_967_296, float: 4_294_967_296,
            decimal: "4294967296"),
        NumberEdge(text: "-12.5e-1", integer: nil, double: -1.25, float: -1.25, decimal: "-1.25"),
        NumberEdge(text: "1e-1", integer: nil, double: 0.1, float: 0.1, decimal: "0.1"),
    ]

    @Test(arguments: edges)
    func literalKeepsItsTextAndConvertsExactly(edge: NumberEdge) throws {
        let parsed = try #require(try SmartJSONValue(parsing: edge.text).numberValue)
        let created = try #require(SmartJSONNumber(text: edge.text))
        let inArray = try #require(try SmartJSONValue(parsing: "[\(edge.text)]")[0]?.numberValue)
        for number in [parsed, created, inArray] {
            #expect(number.text == edge.text)
            #expect(number.description == edge.text)
            #expect(number.isFinite)
            Self.expectIntegerConversions(number, integer: edge.integer)
            #expect(number.doubleValue == edge.double)
            #expect(number.doubleValue.sign == edge.double.sign)
            #expect(number.floatValue == edge.float)
            #expect(number.floatValue.sign == edge.float.sign)
            #expect(number.decimalValue.map(\.description) == edge.decimal)
        }
        // The same text gives equal numbers whichever way it is read.
        #expect(parsed == created)
        #expect(hashOf(parsed) == hashOf(created))
        // SmartJSONValue's shortcuts read the same number.
        let value = SmartJSONValue.number(parsed)
        #expect(value.intValue == edge.integer.flatMap { Int($0) })
        #expect(value.doubleValue == edge.double)
        // Written back exactly as read.
        #expect(try value.jsonString() == edge.text)
    }

    static func expectIntegerConversions(
        _ number: SmartJSONNumber, integer: String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(number.exactly(Int.self) == integer.flatMap { Int($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(Int8.self) == integer.flatMap { Int8($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(Int16.self) == integer.flatMap { Int16($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(Int32.self) == integer.flatMap { Int32($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(Int64.self) == integer.flatMap { Int64($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(UInt.self) == integer.flatMap { UInt($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(UInt8.self) == integer.flatMap { UInt8($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(UInt16.self) == integer.flatMap { UInt16($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(UInt32.self) == integer.flatMap { UInt32($0) }, sourceLocation: sourceLocation)
        #expect(number.exactly(UInt64.self) == integer.flatMap { UInt64($0) }, sourceLocation: sourceLocation)
        #expect(number.intValue == integer.flatMap { Int($0) }, sourceLocation: sourceLocation)
        #expect(number.int64Value == integer.flatMap { Int64($0) }, sourceLocation: sourceLocation)
        #expect(number.uint64Value == integer.flatMap { UInt64($0) }, sourceLocation: sourceLocation)
    }

    @Test func namedExamplesFromTheDocumentation() throws {
        #expect(try #require(SmartJSONNumber(text: "12.0")).exactly(Int.self) == 12)
        #expect(try #require(SmartJSONNumber(text: "1e3")).exactly(Int.self) == 1000)
        #expect(try #require(SmartJSONNumber(text: "1.5e3")).exactly(Int.self) == 1500)
        #expect(try #require(SmartJSONNumber(text: "12.5")).exactly(Int.self) == nil)
        #expect(try #require(SmartJSONNumber(text: "300")).exactly(Int8.self) == nil)
        #expect(try #require(SmartJSONNumber(text: "300")).exactly(Int16.self) == 300)
        #expect(try #require(SmartJSONNumber(text: "-1")).exactly(UInt.self) == nil)
        #expect(try #require(SmartJSONNumber(text: "-1")).exactly(Int.self) == -1)
        #expect(try #require(SmartJSONNumber(text: "3.4e39")).floatValue == .infinity)
    }

    @Test func floatIsRoundedOnceFromTheLiteral() throws {
        // Rounding through Double first would give the next Float up (bit pattern 0x3F800002).
        let number = try #require(SmartJSONNumber(text: "1.00000017881393432617187499"))
        #expect(number.floatValue.bitPattern == 0x3F80_0001)
    }

    @Test(arguments: [
        "01", "+1", " 1", "1 ", "", ".5", "1.", "nan", "NaN", "inf", "Infinity", "0x10", "1e", "1e+", "--1", "1_000",
        "1,5", "١",
    ])
    func invalidTextIsNotANumber(text: String) {
        #expect(SmartJSONNumber(text: text) == nil)
    }

    @Test func integerLiteralFlag() throws {
        #expect(try #require(SmartJSONNumber(text: "12")).isIntegerLiteral)
        #expect(try #require(SmartJSONNumber(text: "-0")).isIntegerLiteral)
        #expect(try #require(SmartJSONNumber(text: "123456789012345678901234567890")).isIntegerLiteral)
        #expect(try #require(SmartJSONNumber(text: "12.0")).isIntegerLiteral == false)
        #expect(try #require(SmartJSONNumber(text: "1e3")).isIntegerLiteral == false)
        #expect(try #require(SmartJSONNumber(text: "1E3")).isIntegerLiteral == false)
        #expect(SmartJSONNumber(Double.nan).isIntegerLiteral == false)
    }

    // MARK: - Equality

    @Test(arguments: [
        ("1", "1.0"),
        ("1", "1e0"),
        ("1.0", "1e0"),
        ("0", "-0"),
        ("0", "0.0e10"),
        ("-0.0", "0"),
        ("12", "12.000"),
        ("1.5", "15e-1"),
        ("-2.50", "-2.5"),
        ("0.1", "1e-1"),
        ("10", "10.0"),
        ("100", "1e2"),
        ("1500", "1.5e3"),
        ("-1500", "-1.5e3"),
        ("1000000000000000000", "1e18"),
        ("18446744073709551615", "1.8446744073709551615e19"),
        ("123456789012345678901234567890", "1.2345678901234567890123456789e29"),
    ])
    func equalValuesAreEqualWhateverTheSpelling(lhs: String, rhs: String) throws {
        let left = try #require(SmartJSONNumber(text: lhs))
        let right = try #require(SmartJSONNumber(text: rhs))
        #expect(left == right)
        #expect(right == left)
        #expect(hashOf(left) == hashOf(right))
        // Through the parser as well.
        let parsedLeft = try SmartJSONValue(parsing: lhs)
        let parsedRight = try SmartJSONValue(parsing: rhs)
        #expect(parsedLeft == parsedRight)
        #expect(hashOf(parsedLeft) == hashOf(parsedRight))
    }

    @Test(arguments: [
        ("1", "-1"),
        ("1", "1.0000000000000000000001"),
        ("0.1", "0.10000000000000001"),
        ("18446744073709551615", "18446744073709551616"),
        ("100", "10"),
        ("1e2", "1e3"),
        ("0.5", "-0.5"),
        ("1", "10"),
    ])
    func differentValuesAreNotEqual(lhs: String, rhs: String) throws {
        let left = try #require(SmartJSONNumber(text: lhs))
        let right = try #require(SmartJSONNumber(text: rhs))
        #expect(left != right)
        #expect(right != left)
    }

    @Test func createdNumbersEqualParsedOnes() throws {
        let parsed = { (text: String) throws -> SmartJSONNumber in try #require(SmartJSONNumber(text: text)) }
        #expect(SmartJSONNumber(1_000_000_000_000_000_000 as Int64) == (try parsed("1000000000000000000")))
        #expect(SmartJSONNumber(UInt64.max) == (try parsed("18446744073709551615")))
        #expect(SmartJSONNumber(Int64.min) == (try parsed("-9223372036854775808")))
        #expect(SmartJSONNumber(100.0) == (try parsed("1e2")))
        #expect(SmartJSONNumber(0.1) == (try parsed("0.1")))
        #expect(SmartJSONNumber(-0.0) == (try parsed("0")))
        #expect(hashOf(SmartJSONNumber(100.0)) == hashOf(try parsed("1e2")))
        #expect(
            hashOf(SmartJSONNumber(1_000_000_000_000_000_000 as Int64)) == hashOf(try parsed("1000000000000000000")))
    }

    // MARK: - Creation from Swift values

    @Test(arguments: [
        (0.1, "0.1"),
        (1.0, "1"),
        (1e20, "1e+20"),
        (-0.0, "-0"),
        (0.0, "0"),
        (1.5, "1.5"),
        (-2.25, "-2.25"),
        (1e-5, "1e-05"),
        (Double.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (123456789.0, "123456789"),
        (0.30000000000000004, "0.30000000000000004"),
        (1e18, "1000000000000000000"),
        (9223372036854775808.0, "9.223372036854776e+18"),
        (-9223372036854775808.0, "-9223372036854775808"),
    ])
    func doubleIsWrittenInShortestForm(value: Double, expected: String) throws {
        let number = SmartJSONNumber(value)
        #expect(number.text == expected)
        #expect(number.isFinite)
        // The text is a JSON number that reads back as the same Double.
        let reread = try #require(SmartJSONNumber(text: number.text))
        #expect(reread.doubleValue == value)
        #expect(reread.doubleValue.sign == value.sign)
        #expect(number.doubleValue == value)
    }

    @Test(arguments: [
        (Float(0.1), "0.1"),
        (Float(1.5), "1.5"),
        (Float(1.0), "1"),
        (Float(-0.0), "-0"),
        (Float(3.4028235e38), "3.4028235e+38"),
        (Float(1e-10), "1e-10"),
        (Float(16_777_216), "16777216"),
    ])
    func floatIsWrittenInItsOwnShortestForm(value: Float, expected: String) throws {
        let number = SmartJSONNumber(value)
        #expect(number.text == expected)
        #expect(number.floatValue == value)
        #expect(try #require(SmartJSONNumber(text: number.text)).floatValue == value)
    }

    @Test func floatTextIsNotWidenedThroughDouble() {
        #expect(SmartJSONNumber(Float(0.1)).text == "0.1")
        #expect(SmartJSONNumber(Float(0.1)).doubleValue == 0.1)
    }

    @Test func literalsCreateNumbers() {
        let integer: SmartJSONNumber = 42
        let fraction: SmartJSONNumber = 0.25
        #expect(integer.text == "42")
        #expect(integer.intValue == 42)
        #expect(fraction.text == "0.25")
        #expect(fraction.doubleValue == 0.25)
    }

    @Test func integersOfEveryWidthAreExact() {
        #expect(SmartJSONNumber(UInt64.max).text == "18446744073709551615")
        #expect(SmartJSONNumber(UInt64.max).uint64Value == UInt64.max)
        #expect(SmartJSONNumber(UInt64.max).int64Value == nil)
        #expect(SmartJSONNumber(Int64.min).text == "-9223372036854775808")
        #expect(SmartJSONNumber(Int64.min).int64Value == Int64.min)
        #expect(SmartJSONNumber(Int8(-5)).text == "-5")
        #expect(SmartJSONNumber(UInt8.max).exactly(UInt8.self) == UInt8.max)
        #expect(SmartJSONNumber(Int.max).intValue == Int.max)
        #expect(SmartJSONNumber(UInt32.max).exactly(Int32.self) == nil)
        #expect(SmartJSONNumber(UInt32.max).exactly(UInt32.self) == UInt32.max)
    }

    @Test func decimalsKeepTheirDigits() throws {
        let tenth = Decimal(sign: .plus, exponent: -1, significand: 1)
        #expect(SmartJSONNumber(tenth).text == "0.1")
        #expect(SmartJSONNumber(tenth).decimalValue == tenth)
        let big = try #require(Decimal(string: "123456789012345678901234567890"))
        #expect(SmartJSONNumber(big).text == "123456789012345678901234567890")
        #expect(SmartJSONNumber(Decimal(-5)).text == "-5")
        #expect(SmartJSONNumber(Decimal(-5)).intValue == -5)
        #expect(SmartJSONNumber(Decimal(sign: .minus, exponent: -1, significand: 5)).text == "-0.5")
        let huge = Decimal(sign: .plus, exponent: 50, significand: 1)
        #expect(SmartJSONNumber(huge) == (try #require(SmartJSONNumber(text: "1e50"))))
        #expect(SmartJSONNumber(Decimal.nan).isFinite == false)
        #expect(try #require(SmartJSONNumber(text: "0.1")).decimalValue == tenth)
    }

    @Test func decimalValueRoundsLiteralsLongerThanDecimalHolds() throws {
        // 42 significant digits; Decimal keeps 38, so the nearest Decimal is 2.
        let number = try #require(SmartJSONNumber(text: "1.99999999999999999999999999999999999999999"))
        #expect(number.decimalValue == Decimal(2))
    }

    @Test(arguments: [
        (Double.nan, "nan"),
        (Double.infinity, "inf"),
        (-Double.infinity, "-inf"),
    ])
    func nonFiniteNumbersAreKeptButNotFinite(value: Double, text: String) {
        let number = SmartJSONNumber(value)
        #expect(number.isFinite == false)
        #expect(number.text == text)
        #expect(number.decimalValue == nil)
        #expect(number.intValue == nil)
        #expect(number.doubleValue.isNaN == value.isNaN)
        if !value.isNaN {
            #expect(number.doubleValue == value)
        }
        let single = SmartJSONNumber(Float(value))
        #expect(single.isFinite == false)
        #expect(single.text == text)
    }

    @Test func finiteNumbersAreFinite() throws {
        #expect(SmartJSONNumber(1.5).isFinite)
        #expect(SmartJSONNumber(Float(1.5)).isFinite)
        #expect(SmartJSONNumber(7).isFinite)
        // A literal too large for Double is still a finite JSON number.
        let huge = try #require(SmartJSONNumber(text: "1e400"))
        #expect(huge.isFinite)
        #expect(huge.doubleValue == .infinity)
    }
}
