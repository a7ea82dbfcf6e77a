/// Generators of decimal literals for the property tests: random shapes across the whole
/// range, and exact halfway points between neighbouring floats with their near neighbours.
enum NumberCorpus {
    /// `count` random ASCII digits.
    static func digits(_ count: Int, _ random: inout SplitMix64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for _ in 0..<count { bytes.append(UInt8(ascii: "0") + UInt8(random.below(10))) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Like `digits` but starting with a nonzero digit.
    static func significantDigits(_ count: Int, _ random: inout SplitMix64) -> String {
        String(1 + random.below(9)) + digits(count - 1, &random)
    }

    /// An exponent suffix `e…` (sometimes `E`, sometimes with `+`) for `value`.
    static func exponent(_ value: Int, _ random: inout SplitMix64) -> String {
        let letter = random.below(4) == 0 ? "E" : "e"
        let sign = value >= 0 && random.below(3) == 0 ? "+" : ""
        return letter + sign + String(value)
    }

    /// One random literal of a random shape; every one is valid in the lenient grammar, and
    /// those without `+`, `.5` or `5.` forms are valid JSON.
    static func randomLiteral(_ random: inout SplitMix64) -> String {
        let sign = random.below(2) == 0 ? "-" : ""
        switch random.below(16) {
        case 0:  // short integers
            return sign + significantDigits(1 + random.below(7), &random)
        case 1:  // canada-like coordinates
            return sign + significantDigits(1 + random.below(3), &random) + "." + digits(1 + random.below(17), &random)
        case 2:  // 17–25 digit mantissas across the whole range and beyond
            return sign + significantDigits(17 + random.below(9), &random) + exponent(random.below(720) - 360, &random)
        case 3:  // scientific notation across the range
            return sign + significantDigits(1, &random) + "." + digits(random.below(20) + 1, &random)
                + exponent(random.below(660) - 330, &random)
        case 4:  // long mantissas, occasionally hundreds of digits
            let length = random.below(8) == 0 ? 100 + random.below(700) : 20 + random.below(40)
            return sign + significantDigits(length, &random) + exponent(random.below(200) - 100 - length / 2, &random)
        case 5:  // subnormal range
            return sign + significantDigits(1 + random.below(20), &random) + exponent(random.below(40) - 345, &random)
        case 6:  // near Double.greatestFiniteMagnitude
            return sign + "1.79769313486231" + digits(random.below(12), &random) + exponent(308, &random)
        case 7:  // leading zeros
            return sign + "0.000" + digits(1 + random.below(25), &random)
                + (random.below(2) == 0 ? "" : exponent(random.below(40) - 20, &random))
        case 8:  // exponents far beyond every range
            let magnitude = [400, 1000, 99_999, 999_999_999_999, 99_999_999_999_999_999][random.below(5)]
            return sign + significantDigits(1 + random.below(5), &random)
                + exponent(random.below(2) == 0 ? magnitude : -magnitude, &random)
        case 9:  // powers of ten
            return sign + "1" + exponent(random.below(700) - 350, &random)
        case 10:  // shortest form of a random Double
            let value = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
            return sign + value.description
        case 11:  // shortest form of a random Float
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF)
            return sign + value.description
        case 12:  // powers of two, shortest forms
            let power = Double(sign: .plus, exponent: random.below(2098) - 1074, significand: 1)
            return sign + power.description
        case 13:  // integers of 15–20 digits, some exactly representable
            return sign + significantDigits(15 + random.below(6), &random) + (random.below(2) == 0 ? "" : ".0")
        case 14:  // lenient forms: +, .5, 5., zeros
            let forms = [
                "+" + digits(1 + random.below(5), &random), "." + digits(1 + random.below(20), &random),
                significantDigits(1 + random.below(20), &random) + ".",
                "0" + exponent(random.below(1000) - 500, &random),
                "00" + digits(1 + random.below(30), &random),
                "+." + digits(1 + random.below(8), &random) + exponent(random.below(80) - 40, &random),
            ]
            let form = forms[random.below(forms.count)]
            return form.hasPrefix("+") ? form : sign + form
        default:  // mantissas of 1–19 digits, moderate exponents (Clinger's and Eisel–Lemire's common cases)
            return sign + significantDigits(1 + random.below(19), &random) + exponent(random.below(90) - 45, &random)
        }
    }

    /// A decimal `digits × 10^exponent`, written `digitse<exponent>`.
    static func text(_ digits: String, _ exponent: Int) -> String {
        exponent == 0 ? digits : digits + "e" + String(exponent)
    }

    /// `digits - 1` for a decimal string without sign (`digits` is not all zeros).
    static func decremented(_ digits: String) -> String {
        var bytes = Array(digits.utf8)
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "0") {
                bytes[index] = UInt8(ascii: "9")
                index -= 1
            } else {
                bytes[index] -= 1
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Literals at, just above and just below the exact midpoint `(2m + 1) × 2^(e - 1)`
    /// between `m × 2^e` (`lower`) and the next float up, with the value each must give:
    /// the midpoint itself goes to the even neighbour, everything else to the nearer one.
    static func midpointCases<F: BinaryFloatingPoint>(lower: F, significand m: UInt64, exponent e: Int) -> [(
        text: String, expected: F
    )] {
        let odd = 2 * m + 1
        var digits: String
        var scale: Int
        if e - 1 >= 0 {
            digits = TestBigUInt(odd).shiftedLeft(e - 1).decimalString
            scale = 0
        } else {
            digits = (TestBigUInt(odd) * TestBigUInt.power(5, 1 - e)).decimalString
            scale = e - 1
        }
        let upper = lower.nextUp
        let even = m % 2 == 0 ? lower : upper
        var cases: [(String, F)] = [
            (text(digits, scale), even),
            (text(digits + "1", scale - 1), upper),
            (text(decremented(digits) + "9", scale - 1), lower),
            (text(digits + "000000000000000000000001", scale - 24), upper),
            (text(decremented(digits) + "999999999999999999999999", scale - 24), lower),
        ]
        // Truncated to 17–25 significant digits: just below the midpoint, unless nothing was dropped.
        let truncatedLength = 17 + Int(m % 9)
        if digits.count > truncatedLength {
            let kept = String(digits.prefix(truncatedLength))
            let droppedZeros = digits.dropFirst(truncatedLength).allSatisfy { $0 == "0" }
            cases.append((text(kept, scale + digits.count - truncatedLength), droppedZeros ? even : lower))
        }
        return cases
    }

    /// Midpoint cases for a random finite `Double` (below the largest one).
    static func doubleMidpointCases(_ random: inout SplitMix64) -> [(text: String, expected: Double)] {
        var bits = random.next() & 0x7FEF_FFFF_FFFF_FFFF
        // Half of the samples within 1e-30...1e30, where the exact expansions are short.
        if random.below(2) == 0 { bits = (bits & 0x000F_FFFF_FFFF_FFFF) | (UInt64(924 + random.below(200)) << 52) }
        let value = Double(bitPattern: bits)
        let exponentBits = Int(value.exponentBitPattern)
        let m = exponentBits == 0 ? value.significandBitPattern : value.significandBitPattern | (1 << 52)
        let e = (exponentBits == 0 ? 1 : exponentBits) - 1075
        return midpointCases(lower: value, significand: m, exponent: e)
    }

    /// Midpoint cases for a random finite `Float` (below the largest one).
    static func floatMidpointCases(_ random: inout SplitMix64) -> [(text: String, expected: Float)] {
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()) & 0x7F7F_FFFF)
        let exponentBits = Int(value.exponentBitPattern)
        let m = UInt64(exponentBits == 0 ? value.significandBitPattern : value.significandBitPattern | (1 << 23))
        let e = (exponentBits == 0 ? 1 : exponentBits) - 150
        return midpointCases(lower: value, significand: m, exponent: e)
    }
}
