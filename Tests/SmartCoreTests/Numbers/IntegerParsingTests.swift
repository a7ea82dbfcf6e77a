import Testing

@testable import SmartCore

extension NumbersTests {
    /// Exact integers from bytes: plain literals with overflow detection, and integral values
    /// of any lenient literal with `DecimalLiteral.exactInteger(as:)` semantics.
    @Suite("Numbers: exact integer parsing")
    struct IntegerParsingTests {
        @Test func int64Limits() {
            #expect(NumberParsers.int64("9223372036854775807") == Int64.max)
            #expect(NumberParsers.int64("-9223372036854775808") == Int64.min)
            #expect(NumberParsers.int64("9223372036854775808") == nil)
            #expect(NumberParsers.int64("-9223372036854775809") == nil)
            #expect(NumberParsers.int64("18446744073709551615") == nil)
            #expect(NumberParsers.int64("18446744073709551616") == nil)
            #expect(NumberParsers.int64("99999999999999999999") == nil)
            #expect(NumberParsers.int64("123456789012345678901234567890") == nil)
            #expect(NumberParsers.int64("0000000000000000000000000009223372036854775807") == Int64.max)
        }

        @Test func int64PlainForms() {
            #expect(NumberParsers.int64("0") == 0)
            #expect(NumberParsers.int64("-0") == 0)
            #expect(NumberParsers.int64("+0") == 0)
            #expect(NumberParsers.int64("+42") == 42)
            #expect(NumberParsers.int64("-42") == -42)
            #expect(NumberParsers.int64("007") == 7)
            #expect(NumberParsers.int64("1234567890123") == 1_234_567_890_123)
            for text in ["", "-", "+", "12.0", "1e3", "1.", ".1", " 1", "1 ", "1a", "--1", "+-1", "0x10", "١"] {
                #expect(NumberParsers.int64(text) == nil, "\(text)")
            }
        }

        @Test func uint64Limits() {
            #expect(NumberParsers.uint64("18446744073709551615") == UInt64.max)
            #expect(NumberParsers.uint64("18446744073709551616") == nil)
            #expect(NumberParsers.uint64("18446744073709551620") == nil)
            #expect(NumberParsers.uint64("-0") == 0)
            #expect(NumberParsers.uint64("-1") == nil)
            #expect(NumberParsers.uint64("+7") == 7)
        }

        /// `int64` equals `Int64(String)` wherever the standard library accepts the text.
        @Test func int64MatchesTheStandardLibrary() {
            var random = SplitMix64(seed: 31)
            for _ in 0..<20_000 {
                let sign = ["", "-", "+"][random.below(3)]
                let text = sign + NumberCorpus.digits(1 + random.below(21), &random)
                #expect(NumberParsers.int64(text) == Int64(text), "\(text)")
                #expect(
                    NumberParsers.uint64(text) == UInt64(text)
                        ?? (UInt64(text.dropFirst()) == 0 && sign == "-" ? 0 : nil), "\(text)")
            }
        }

        @Test func exactIntegersOfLenientLiterals() {
            #expect(NumberParsers.exactInteger("12.0", as: Int.self) == 12)
            #expect(NumberParsers.exactInteger("1e3", as: Int.self) == 1000)
            #expect(NumberParsers.exactInteger("1.5e3", as: Int.self) == 1500)
            #expect(NumberParsers.exactInteger("12.5", as: Int.self) == nil)
            #expect(NumberParsers.exactInteger("1e-3", as: Int.self) == nil)
            #expect(NumberParsers.exactInteger("-0", as: Int.self) == 0)
            #expect(NumberParsers.exactInteger("-0.0e5", as: UInt.self) == 0)
            #expect(NumberParsers.exactInteger(".5e1", as: Int.self) == 5)
            #expect(NumberParsers.exactInteger("5.", as: Int.self) == 5)
            #expect(NumberParsers.exactInteger("+5", as: Int.self) == 5)
            #expect(NumberParsers.exactInteger("300", as: Int8.self) == nil)
            #expect(NumberParsers.exactInteger("-128", as: Int8.self) == -128)
            #expect(NumberParsers.exactInteger("-129", as: Int8.self) == nil)
            #expect(NumberParsers.exactInteger("-1", as: UInt.self) == nil)
            #expect(NumberParsers.exactInteger("1e19", as: UInt64.self) == 10_000_000_000_000_000_000)
            #expect(NumberParsers.exactInteger("1e20", as: UInt64.self) == nil)
            #expect(NumberParsers.exactInteger("1.8446744073709551615e19", as: UInt64.self) == UInt64.max)
            #expect(NumberParsers.exactInteger("18446744073709551615.000", as: UInt64.self) == UInt64.max)
            #expect(NumberParsers.exactInteger("-9223372036854775808.0", as: Int64.self) == Int64.min)
            #expect(NumberParsers.exactInteger("9223372036854775808.0", as: Int64.self) == nil)
            #expect(NumberParsers.exactInteger("1e999999999999", as: Int.self) == nil)
            #expect(NumberParsers.exactInteger("0e999999999999", as: Int.self) == 0)
            #expect(NumberParsers.exactInteger("1" + String(repeating: "0", count: 30) + "e-30", as: Int.self) == 1)
            #expect(NumberParsers.exactInteger("abc", as: Int.self) == nil)
            #expect(NumberParsers.exactInteger("1 ", as: Int.self) == nil)
        }

        /// `exactInteger` agrees with `DecimalLiteral.exactInteger` on random literals of every
        /// shape, for several widths and signedness.
        @Test func exactIntegerMatchesDecimalLiteral() {
            var random = SplitMix64(seed: 32)
            var integral = 0
            for round in 0..<30_000 {
                let text: String
                if round % 2 == 0 {
                    text = NumberCorpus.randomLiteral(&random)
                } else {
                    // Integral-looking values: digits with a zero fraction or a small exponent.
                    let digits = NumberCorpus.digits(1 + random.below(21), &random)
                    let shapes = [
                        digits, digits + ".000", digits + "e" + String(random.below(6)),
                        String(digits.prefix(3)) + "." + String(digits.dropFirst(3)) + "e" + String(random.below(25)),
                    ]
                    text = (random.below(2) == 0 ? "-" : "") + shapes[random.below(shapes.count)]
                }
                let literal = DecimalLiteral(text, grammar: .lenient)
                let expected64 = literal?.exactInteger(as: Int64.self)
                if expected64 != nil { integral += 1 }
                #expect(NumberParsers.exactInteger(text, as: Int64.self) == expected64, "\(text)")
                #expect(
                    NumberParsers.exactInteger(text, as: UInt64.self) == literal?.exactInteger(as: UInt64.self),
                    "\(text)")
                #expect(
                    NumberParsers.exactInteger(text, as: Int16.self) == literal?.exactInteger(as: Int16.self), "\(text)"
                )
                #expect(
                    NumberParsers.exactInteger(text, as: UInt8.self) == literal?.exactInteger(as: UInt8.self), "\(text)"
                )
            }
            #expect(integral > 5_000)
        }
    }
}
