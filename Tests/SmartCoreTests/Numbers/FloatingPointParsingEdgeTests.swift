import Foundation
import Testing

@testable import SmartCore

extension NumbersTests {
    /// Hand-picked literals: rounding boundaries, range limits, zeros, long mantissas, lenient
    /// forms and text that is not a number.
    @Suite("Numbers: edge literals for Double and Float")
    struct FloatingPointParsingEdgeTests {
        /// Literal and the expected `Double` bit pattern.
        static let doubleCases: [(String, UInt64)] = [
            ("0", 0), ("-0", 0x8000_0000_0000_0000), ("0.0e0", 0), ("0e5", 0), ("-0.000e-5", 0x8000_0000_0000_0000),
            ("0e-999999999999", 0), ("000", 0), ("1", 0x3FF0_0000_0000_0000), ("+1", 0x3FF0_0000_0000_0000),
            (".5", 0x3FE0_0000_0000_0000), ("5.", 0x4014_0000_0000_0000), ("00012", 0x4028_0000_0000_0000),
            ("0.1", 0x3FB9_9999_9999_999A), ("-65.613616999999977", 0xC050_6745_803C_D140),
            // 2^53 + 1 and 2^53 + 3 are halfway: ties go to the even significand.
            ("9007199254740993", 0x4340_0000_0000_0000), ("9007199254740995", 0x4340_0000_0000_0002),
            ("9007199254740993.0000000000000000001", 0x4340_0000_0000_0001),
            ("9007199254740992.9999999999999999999", 0x4340_0000_0000_0000),
            // Halfway with a fraction (2^52 + 1/2, 2^52 + 3/2), and exact values written with `.0`.
            ("4503599627370496.5", 0x4330_0000_0000_0000), ("4503599627370497.5", 0x4330_0000_0000_0002),
            ("1794619039688685.0", 0x4319_80C9_3978_9FB4), ("-13111142035625022.0", 0xC347_4A41_D1D1_0A1F),
            // Subnormal boundaries.
            ("2.2250738585072011e-308", 0x000F_FFFF_FFFF_FFFF), ("2.2250738585072012e-308", 0x0010_0000_0000_0000),
            ("2.2250738585072014e-308", 0x0010_0000_0000_0000), ("4.9406564584124654e-324", 1), ("5e-324", 1),
            ("2.4703282292062327e-324", 0), ("2.4703282292062328e-324", 1),
            ("-2.4703282292062328e-324", 0x8000_0000_0000_0001),
            // Overflow boundary: the midpoint between the largest Double and 2^1024 is 1.797693134862315807…e308.
            ("1.7976931348623157e308", 0x7FEF_FFFF_FFFF_FFFF), ("1.7976931348623158e308", 0x7FEF_FFFF_FFFF_FFFF),
            ("1.7976931348623159e308", 0x7FF0_0000_0000_0000), ("-1.7976931348623159e308", 0xFFF0_0000_0000_0000),
            ("1e308", 0x7FE1_CCF3_85EB_C8A0), ("1e309", 0x7FF0_0000_0000_0000),
            ("1e-400", 0), ("-1e-400", 0x8000_0000_0000_0000), ("1e400", 0x7FF0_0000_0000_0000),
            ("1e999999999999", 0x7FF0_0000_0000_0000), ("-1e999999999999", 0xFFF0_0000_0000_0000),
            ("1e-999999999999", 0), ("123456789e99999999999999999999999999", 0x7FF0_0000_0000_0000),
            // Powers of two and ten.
            ("1e22", 0x4480_F0CF_064D_D592), ("1e23", 0x44B5_2D02_C7E1_4AF6),
            ("8.98846567431158e307", 0x7FE0_0000_0000_0000),
            ("1152921504606846976", 0x43B0_0000_0000_0000), ("0.0000000000000000000000001", 0x3ABE_F2D0_F5DA_7DD9),
        ]

        @Test func doubleEdgeLiterals() {
            for (text, bits) in Self.doubleCases {
                #expect(NumberParsers.double(text)?.bitPattern == bits, "\(text)")
                #expect(Double(text)?.bitPattern == bits, "reference disagrees on \(text)")
                if NumberParsers.isJSON(text) {
                    #expect(NumberParsers.jsonDouble(text).bitPattern == bits, "\(text)")
                }
            }
        }

        /// Everything up to 19 significant digits is decided without the fallback: Clinger,
        /// Eisel–Lemire (ties, subnormals, overflow, underflow) and exact dyadic values.
        @Test func upToNineteenDigitsNeedNoFallback() {
            var random = SplitMix64(seed: 41)
            var texts = Self.doubleCases.map(\.0).filter {
                NumberParsers.isJSON($0) && !$0.contains("0000000000000000001") && !$0.contains("9999999999999999999")
            }
            for _ in 0..<20_000 {
                let digits = NumberCorpus.significantDigits(1 + random.below(19), &random)
                let point = random.below(digits.count + 1)
                let fraction = point == digits.count ? "" : "." + digits.dropFirst(point)
                let integer = point == 0 ? "0" : String(digits.prefix(point))
                texts.append(integer + fraction + (random.below(2) == 0 ? "" : "e" + String(random.below(700) - 350)))
            }
            // Exact values written with a fraction, and exact halfway points with q < 0.
            texts += [
                "4503599627370496.5", "4503599627370497.5", "1794619039688685.0", "123456789012345678.0",
                "0.5000000000000000000",
            ]
            for text in texts {
                #expect(NumberParsers.doubleWithoutFallback(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
                #expect(NumberParsers.floatWithoutFallback(text)?.bitPattern == Float(text)?.bitPattern, "\(text)")
            }
        }

        /// Literal and the expected `Float` bit pattern.
        static let floatCases: [(String, UInt32)] = [
            ("0", 0), ("-0", 0x8000_0000), ("1", 0x3F80_0000), ("0.1", 0x3DCC_CCCD), ("+.5", 0x3F00_0000),
            ("16777217", 0x4B80_0000), ("16777219", 0x4B80_0002),
            ("3.4028235e38", 0x7F7F_FFFF), ("3.4028235677973366e38", 0x7F7F_FFFF), ("3.4028236e38", 0x7F80_0000),
            ("1.4e-45", 1), ("7.0e-46", 0), ("7.1e-46", 1), ("1.1754942e-38", 0x007F_FFFF),
            ("1.17549435e-38", 0x0080_0000),
            ("1e39", 0x7F80_0000), ("-1e39", 0xFF80_0000), ("1e-50", 0),
            // Double rounding trap: just above the midpoint 1 + 2^-24. Through Double this would
            // become exactly the midpoint and then round down to 1.
            ("1.0000000596046447753906251", 0x3F80_0001), ("1.000000059604644775390625", 0x3F80_0000),
            ("1.0000000596046447753906249", 0x3F80_0000),
        ]

        @Test func floatEdgeLiterals() {
            for (text, bits) in Self.floatCases {
                #expect(NumberParsers.float(text)?.bitPattern == bits, "\(text)")
                #expect(Float(text)?.bitPattern == bits, "reference disagrees on \(text)")
                if NumberParsers.isJSON(text) {
                    #expect(NumberParsers.jsonFloat(text).bitPattern == bits, "\(text)")
                }
            }
        }

        /// Mantissas of 750–800 digits: exact decimal expansions around the smallest subnormal
        /// and plain long digit strings.
        @Test func veryLongMantissas() {
            // 2^-1074 exactly (751 significant digits), and the midpoint 2^-1075 below it.
            let smallest = TestBigUInt.power(5, 1074).decimalString
            let midpoint = TestBigUInt.power(5, 1075).decimalString
            let cases: [(String, Double)] = [
                (smallest + "e-1074", .leastNonzeroMagnitude),
                (midpoint + "e-1075", 0),  // a tie: 0 is even
                (midpoint + "1e-1076", .leastNonzeroMagnitude),
                (NumberCorpus.decremented(midpoint) + "9e-1076", 0),
                ("1" + String(repeating: "0", count: 799) + "e-799", 1),
                ("0." + String(repeating: "0", count: 799) + "1e799", 0.1),
                (String(repeating: "9", count: 800), .infinity),
                (String(repeating: "9", count: 800) + "e-800", 1),
                ("0." + String(repeating: "3", count: 800), 1.0 / 3.0),
            ]
            for (text, expected) in cases {
                #expect(text.utf8.count >= 750)
                #expect(NumberParsers.double(text)?.bitPattern == expected.bitPattern, "\(text.prefix(40))…")
                #expect(NumberParsers.jsonDouble(text).bitPattern == expected.bitPattern, "\(text.prefix(40))…")
                #expect(Double(text)?.bitPattern == expected.bitPattern)
                #expect(NumberParsers.float(text)?.bitPattern == Float(text)?.bitPattern, "\(text.prefix(40))…")
            }
        }

        @Test(arguments: [
            "", "+", "-", ".", "+.", "-.", "e5", ".e5", "1e", "1e+", "1e-", "1.2.3", "1e2e3", "--1", "+-1", "-+1",
            " 1", "1 ", "\t1", "1\n", "0x1A", "0x1p3", "nan", "NaN", "inf", "-inf", "Infinity", "1_000", "1,5",
            "١٢", "12a", "1e5.5", "1.5e", "e", "E1", "1d", "1f", "+-", "\u{0}1", "1\u{0}",
        ])
        func nonNumbersGiveNil(text: String) {
            #expect(NumberParsers.double(text) == nil)
            #expect(NumberParsers.float(text) == nil)
            // Same verdict as the exact decomposition's lenient grammar.
            #expect(DecimalLiteral(text, grammar: .lenient) == nil)
        }

        /// The JSON variant never traps, whatever it is given (its result is then unspecified).
        @Test func jsonVariantIsSafeOnAnyBytes() {
            var random = SplitMix64(seed: 5)
            let alphabet = Array("0123456789+-.eE x".utf8)
            for _ in 0..<20_000 {
                let length = random.below(30)
                var bytes: [UInt8] = []
                for _ in 0..<length {
                    bytes.append(
                        random.below(8) == 0
                            ? UInt8(truncatingIfNeeded: random.next()) : alphabet[random.below(alphabet.count)])
                }
                let text = String(decoding: bytes, as: UTF8.self)
                _ = bytes.withUnsafeBufferPointer { FloatingPointParsing.double(jsonLiteral: $0) }
                _ = bytes.withUnsafeBufferPointer { FloatingPointParsing.float(jsonLiteral: $0) }
                // The validating variants agree with the reference on every byte string the grammar accepts.
                let parsed = bytes.withUnsafeBufferPointer { FloatingPointParsing.double(utf8: $0) }
                if DecimalLiteral(text, grammar: .lenient) != nil, Array(text.utf8) == bytes {
                    #expect(parsed?.bitPattern == Double(text)?.bitPattern, "\(text)")
                } else {
                    #expect(parsed == nil, "\(bytes)")
                }
            }
            let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            #expect(FloatingPointParsing.double(utf8: empty) == nil)
            #expect(FloatingPointParsing.float(utf8: empty) == nil)
            _ = FloatingPointParsing.double(jsonLiteral: empty)
        }

        /// Every number of canada.json (about 111,000 coordinates) against `Double(String)`,
        /// with no fallback needed.
        @Test(.enabled(if: SharedData.benchAvailable, "../shared/data/bench is absent; canada.json check skipped"))
        func canadaNumbers() throws {
            let data = try SharedData.benchFile("canada.json")
            let bytes = [UInt8](data)
            var count = 0
            var fallbacks = 0
            var mismatches: [String] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "-") || byte.isASCIIDigit else {
                    index += 1
                    continue
                }
                var end = index + 1
                while end < bytes.count,
                    bytes[end].isASCIIDigit
                        || [
                            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
                            UInt8(ascii: "-"),
                        ].contains(bytes[end])
                {
                    end += 1
                }
                let slice = Array(bytes[index..<end])
                let text = String(decoding: slice, as: UTF8.self)
                let expected = Double(text)
                let (value, fast) = slice.withUnsafeBufferPointer {
                    (
                        FloatingPointParsing.double(jsonLiteral: $0),
                        FloatingPointParsing.doubleWithoutFallback(jsonLiteral: $0)
                    )
                }
                if value.bitPattern != expected?.bitPattern { mismatches.append(text) }
                if fast == nil { fallbacks += 1 }
                count += 1
                index = end
            }
            #expect(count > 100_000)
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
            #expect(fallbacks == 0)
        }
    }
}
