import Testing

@testable import SmartCore

@Suite("DecimalLiteral: grammars, exact and rounded integers")
struct DecimalLiteralTests {
    // MARK: - Grammars

    @Test(arguments: [
        "0", "-0", "12", "-12", "12.5", "0.5", "-0.001", "1e3", "1E3", "1e+3", "1e-3", "1.5E-3",
        "123456789012345678901234567890", "0e0",
    ])
    func bothGrammarsAcceptJSONNumbers(text: String) {
        #expect(DecimalLiteral(text, grammar: .json) != nil)
        #expect(DecimalLiteral(text, grammar: .lenient) != nil)
    }

    @Test(arguments: ["+12", "12.", ".5", "-.5", "+.5e2", "5.e1", "007", "-00.50", "+0"])
    func onlyTheLenientGrammarAcceptsLooseForms(text: String) {
        #expect(DecimalLiteral(text, grammar: .json) == nil)
        #expect(DecimalLiteral(text, grammar: .lenient) != nil)
    }

    @Test(arguments: [
        " 12", "12 ", "\t12", "0x1A", "nan", "NaN", "inf", "-inf", "Infinity", "", "+", "-", ".", "+-1", "--1",
        "e5", ".e5", "1e", "1e+", "1e-", "1.2.3", "1e2e3", "1_000", "1,5", "١٢", "12a", "+-", "٫5",
    ])
    func bothGrammarsRejectNonNumbers(text: String) {
        #expect(DecimalLiteral(text, grammar: .json) == nil)
        #expect(DecimalLiteral(text, grammar: .lenient) == nil)
    }

    @Test func lenientFormsHaveTheRightValue() throws {
        #expect(try #require(DecimalLiteral("+12", grammar: .lenient)).exactInteger(as: Int.self) == 12)
        #expect(try #require(DecimalLiteral("12.", grammar: .lenient)).exactInteger(as: Int.self) == 12)
        #expect(try #require(DecimalLiteral("1E3", grammar: .lenient)).exactInteger(as: Int.self) == 1000)
        let half = try #require(DecimalLiteral(".5", grammar: .lenient))
        #expect(half.exactInteger(as: Int.self) == nil)
        #expect(half.roundedInteger(as: Int.self, halfAwayFromZero: true) == 1)
        #expect(
            try #require(DecimalLiteral("-.5", grammar: .lenient)).roundedInteger(as: Int.self, halfAwayFromZero: true)
                == -1)
        #expect(try #require(DecimalLiteral("007", grammar: .lenient)).exactInteger(as: Int.self) == 7)
    }

    @Test func decompositionOfALiteral() throws {
        let literal = try #require(DecimalLiteral("-012.3400e2", grammar: .lenient))
        #expect(literal.isNegative)
        #expect(literal.hasFractionOrExponent)
        #expect(literal.significand == Array("1234".utf8))
        #expect(literal.exponent == 0)
        #expect(literal.isZero == false)
        #expect(literal.isIntegral)
        let zero = try #require(DecimalLiteral("-0.000e7", grammar: .json))
        #expect(zero.isZero)
        #expect(zero.isNegative)
        #expect(zero.exponent == 0)
        let plain = try #require(DecimalLiteral("1200", grammar: .json))
        #expect(plain.hasFractionOrExponent == false)
        #expect(plain.significand == Array("12".utf8))
        #expect(plain.exponent == 2)
    }

    @Test(arguments: [
        ("1", "1"), ("1.0", "1"), ("1e0", "1"), ("100", "1e2"), ("-0", "0"), ("0.0e9", "0"),
        ("1.25", "125e-2"), ("-12.50", "-125e-1"), ("123000", "123e3"),
    ])
    func canonicalKeyIsTheSameForEqualValues(text: String, key: String) throws {
        #expect(try #require(DecimalLiteral(text, grammar: .json)).canonicalKey == key)
    }

    @Test func parsesFromSubstringsAndBuffers() throws {
        let text = "[12.5]"
        let inner = text.dropFirst().dropLast()
        #expect(
            try #require(DecimalLiteral(inner, grammar: .json)).roundedInteger(as: Int.self, halfAwayFromZero: false)
                == 12)
        let bytes = Array("-42".utf8)
        let literal = bytes.withUnsafeBufferPointer { DecimalLiteral(utf8: $0, grammar: .json) }
        #expect(try #require(literal).exactInteger(as: Int8.self) == -42)
    }

    @Test func hugeExponentsSaturateWithoutTrapping() throws {
        let tiny = try #require(DecimalLiteral("1e-99999999999999999999999", grammar: .json))
        #expect(tiny.exactInteger(as: Int.self) == nil)
        #expect(tiny.roundedInteger(as: Int.self, halfAwayFromZero: true) == 0)
        let huge = try #require(DecimalLiteral("1e99999999999999999999999", grammar: .json))
        #expect(huge.exactInteger(as: UInt64.self) == nil)
        #expect(huge.roundedInteger(as: UInt64.self, halfAwayFromZero: true) == nil)
        let zero = try #require(DecimalLiteral("0e99999999999999999999999", grammar: .json))
        #expect(zero.exactInteger(as: Int8.self) == 0)
    }

    // MARK: - exactInteger

    /// Each case gives the literal and its exact whole value (nil when it has a fraction);
    /// `T(value)` says what every width must give.
    @Test(
        arguments: [
            ("0", "0"), ("-0", "0"), ("-0.0", "0"),
            ("127", "127"), ("128", "128"), ("-128", "-128"), ("-129", "-129"),
            ("255", "255"), ("256", "256"),
            ("32767", "32767"), ("32768", "32768"), ("-32768", "-32768"), ("-32769", "-32769"),
            ("65535", "65535"), ("65536", "65536"),
            ("2147483647", "2147483647"), ("2147483648", "2147483648"), ("-2147483648", "-2147483648"),
            ("-2147483649", "-2147483649"),
            ("4294967295", "4294967295"), ("4294967296", "4294967296"),
            ("9223372036854775807", "9223372036854775807"), ("9223372036854775808", "9223372036854775808"),
            ("-9223372036854775808", "-9223372036854775808"), ("-9223372036854775809", "-9223372036854775809"),
            ("18446744073709551615", "18446744073709551615"), ("18446744073709551616", "18446744073709551616"),
            ("-18446744073709551615", "-18446744073709551615"),
            ("99999999999999999999", "99999999999999999999"),
            ("1e19", "10000000000000000000"), ("1e20", "100000000000000000000"),
            ("12.0", "12"), ("1e3", "1000"), ("1.5e3", "1500"), ("-1.28e2", "-128"), ("0.1e1", "1"), ("100e-2", "1"),
            ("1.8446744073709551615e19", "18446744073709551615"),
            ("12.5", nil), ("1e-1", nil), ("-0.5", nil), ("1E-400", nil), ("255.7", nil),
            ("123456789012345678901234567890", "123456789012345678901234567890"),
        ] as [(String, String?)])
    func exactIntegerAcrossWidths(text: String, value: String?) throws {
        let literal = try #require(DecimalLiteral(text, grammar: .json))
        #expect(literal.exactInteger(as: Int.self) == value.flatMap { Int($0) })
        #expect(literal.exactInteger(as: Int8.self) == value.flatMap { Int8($0) })
        #expect(literal.exactInteger(as: Int16.self) == value.flatMap { Int16($0) })
        #expect(literal.exactInteger(as: Int32.self) == value.flatMap { Int32($0) })
        #expect(literal.exactInteger(as: Int64.self) == value.flatMap { Int64($0) })
        #expect(literal.exactInteger(as: UInt.self) == value.flatMap { UInt($0) })
        #expect(literal.exactInteger(as: UInt8.self) == value.flatMap { UInt8($0) })
        #expect(literal.exactInteger(as: UInt16.self) == value.flatMap { UInt16($0) })
        #expect(literal.exactInteger(as: UInt32.self) == value.flatMap { UInt32($0) })
        #expect(literal.exactInteger(as: UInt64.self) == value.flatMap { UInt64($0) })
        // A whole value converts the same way when rounded.
        if value != nil {
            #expect(literal.roundedInteger(as: Int32.self, halfAwayFromZero: false) == value.flatMap { Int32($0) })
            #expect(literal.roundedInteger(as: UInt64.self, halfAwayFromZero: true) == value.flatMap { UInt64($0) })
        }
    }

    // MARK: - roundedInteger

    @Test(
        arguments: [
            ("12.5", 12, 13),
            ("-12.5", -12, -13),
            ("0.1", 0, 0),
            ("-0.1", 0, 0),
            ("0.5", 0, 1),
            ("-0.5", 0, -1),
            ("-0.4", 0, 0),
            ("0.49999999999999999999", 0, 0),
            ("0.05", 0, 0),
            ("2.5", 2, 3),
            ("-2.5", -2, -3),
            ("12.4999", 12, 12),
            ("12.51", 12, 13),
            ("1.5e1", 15, 15),
            ("125e-1", 12, 13),
            ("1E-400", 0, 0),
            ("9223372036854775806.5", 9_223_372_036_854_775_806, 9_223_372_036_854_775_807),
            ("-9223372036854775807.5", -9_223_372_036_854_775_807, Int.min),
            ("-9223372036854775807.4", -9_223_372_036_854_775_807, -9_223_372_036_854_775_807),
        ] as [(String, Int, Int)])
    func roundedIntoInt(text: String, truncated: Int, rounded: Int) throws {
        let literal = try #require(DecimalLiteral(text, grammar: .json))
        #expect(literal.roundedInteger(as: Int.self, halfAwayFromZero: false) == truncated)
        #expect(literal.roundedInteger(as: Int.self, halfAwayFromZero: true) == rounded)
        #expect(literal.roundedInteger(as: Int64.self, halfAwayFromZero: false) == Int64(truncated))
        #expect(literal.roundedInteger(as: Int64.self, halfAwayFromZero: true) == Int64(rounded))
    }

    /// Values whose exact value lies outside the target type give nil under both modes.
    @Test(arguments: [
        ("255.7", "UInt8"),
        ("255.5", "UInt8"),
        ("256.1", "UInt8"),
        ("-0.5", "UInt"),
        ("-0.4", "UInt"),
        ("-1e-400", "UInt"),
        ("127.5", "Int8"),
        ("-128.5", "Int8"),
        ("-128.4", "Int8"),
        ("9223372036854775807.5", "Int64"),
        ("-9223372036854775808.5", "Int64"),
        ("18446744073709551615.5", "UInt64"),
        ("123456789012345678901234567890.5", "UInt64"),
        ("1e400", "Int"),
    ])
    func outOfRangeRoundsToNil(text: String, type: String) throws {
        let literal = try #require(DecimalLiteral(text, grammar: .json))
        for halfAway in [false, true] {
            switch type {
            case "UInt8": #expect(literal.roundedInteger(as: UInt8.self, halfAwayFromZero: halfAway) == nil)
            case "UInt": #expect(literal.roundedInteger(as: UInt.self, halfAwayFromZero: halfAway) == nil)
            case "Int8": #expect(literal.roundedInteger(as: Int8.self, halfAwayFromZero: halfAway) == nil)
            case "Int64": #expect(literal.roundedInteger(as: Int64.self, halfAwayFromZero: halfAway) == nil)
            case "UInt64": #expect(literal.roundedInteger(as: UInt64.self, halfAwayFromZero: halfAway) == nil)
            case "Int": #expect(literal.roundedInteger(as: Int.self, halfAwayFromZero: halfAway) == nil)
            default: Issue.record("unknown type \(type)")
            }
        }
    }

    @Test func roundingAtTheEdgesOfSmallWidths() throws {
        let literal = { (text: String) throws -> DecimalLiteral in try #require(DecimalLiteral(text, grammar: .json)) }
        #expect(try literal("254.5").roundedInteger(as: UInt8.self, halfAwayFromZero: false) == 254)
        #expect(try literal("254.5").roundedInteger(as: UInt8.self, halfAwayFromZero: true) == 255)
        #expect(try literal("-127.5").roundedInteger(as: Int8.self, halfAwayFromZero: false) == -127)
        #expect(try literal("-127.5").roundedInteger(as: Int8.self, halfAwayFromZero: true) == -128)
        #expect(try literal("126.5").roundedInteger(as: Int8.self, halfAwayFromZero: true) == 127)
        #expect(try literal("0.5").roundedInteger(as: UInt.self, halfAwayFromZero: true) == 1)
        #expect(try literal("0.4").roundedInteger(as: UInt.self, halfAwayFromZero: true) == 0)
        #expect(
            try literal("18446744073709551614.5").roundedInteger(as: UInt64.self, halfAwayFromZero: false)
                == 18_446_744_073_709_551_614)
        #expect(
            try literal("18446744073709551614.5").roundedInteger(as: UInt64.self, halfAwayFromZero: true) == UInt64.max)
        #expect(try literal("-255").roundedInteger(as: UInt8.self, halfAwayFromZero: true) == nil)
        #expect(try literal("300").roundedInteger(as: UInt8.self, halfAwayFromZero: false) == nil)
    }
}
