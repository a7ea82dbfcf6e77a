/// One pass over the UTF-8 bytes of a decimal literal: sign, digits, exponent.
///
/// The grammar is `DecimalLiteral`'s `.lenient` one: an optional `+` or `-`, digits with an
/// optional fraction (either side of the point may be empty, not both) and an optional
/// exponent (`e` or `E`, optional sign, at least one digit). Every JSON number fits it.
///
/// The digits are folded into one `UInt64` as they are read, eight at a time where
/// possible (SWAR: eight ASCII digits checked and converted inside one register). That
/// value wraps after 19 digits; `digitCount` tells when it is exact, and the digits'
/// positions are kept so a slow path can read them again. Every read is bounds-checked by
/// position and all arithmetic wraps or saturates, so no input can trap.
struct DecimalScan {
    /// `true` when the literal starts with `-`.
    var isNegative = false
    /// The integer made of all digits read (integer part then fraction), modulo 2^64.
    /// Exact when `digitCount <= 19`, or more generally when there are at most 19 digits
    /// after the leading zeros.
    var digits: UInt64 = 0
    /// How many digits were read on both sides of the point, leading zeros included.
    var digitCount = 0
    /// The literal's value is `digits × 10^exponent` (taking every digit, not just the 19
    /// that fit). Saturates far beyond every floating-point range.
    var exponent: Int64 = 0
    /// Positions of the integer digits, `integerStart ..< integerEnd`.
    var integerStart = 0
    var integerEnd = 0
    /// Positions of the fraction digits, `fractionStart ..< fractionEnd` (empty without a point).
    var fractionStart = 0
    var fractionEnd = 0
    /// `true` when the literal has a point or an exponent.
    var hasFractionOrExponent = false

    /// Explicit exponents stop accumulating at this magnitude (`|e| < 2^59 × 10`); digit
    /// counts are clamped to 2^60 before they are combined, so nothing overflows `Int64`.
    static let exponentLimit: Int64 = 1 &<< 59

    /// Scans `bytes`. With `validating`, returns nil unless the whole buffer is a lenient
    /// literal. Without it the caller promises a valid JSON number: grammar checks are
    /// skipped, `+` is not looked for, and any other input gives some scan without trapping.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, validating: Bool) -> DecimalScan? {
        var result = DecimalScan()
        guard let base = bytes.baseAddress else { return validating ? nil : result }
        let end = bytes.count
        var index = 0
        if end > 0 {
            let first = base[0]
            if first == UInt8(ascii: "-") {
                result.isNegative = true
                index = 1
            } else if validating, first == UInt8(ascii: "+") {
                index = 1
            }
        }
        var digits: UInt64 = 0
        result.integerStart = index
        index = readDigits(base, from: index, to: end, into: &digits)
        result.integerEnd = index
        result.fractionStart = index
        result.fractionEnd = index
        if index < end, base[index] == UInt8(ascii: ".") {
            result.hasFractionOrExponent = true
            index &+= 1
            result.fractionStart = index
            index = readDigits(base, from: index, to: end, into: &digits)
            result.fractionEnd = index
        }
        let integerCount = result.integerEnd &- result.integerStart
        let fractionCount = result.fractionEnd &- result.fractionStart
        if validating, integerCount == 0, fractionCount == 0 { return nil }

        var explicitExponent: Int64 = 0
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            result.hasFractionOrExponent = true
            index &+= 1
            var negativeExponent = false
            if index < end, base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
                negativeExponent = base[index] == UInt8(ascii: "-")
                index &+= 1
            }
            let exponentStart = index
            while index < end {
                let digit = base[index] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                if explicitExponent < exponentLimit {
                    explicitExponent = explicitExponent &* 10 &+ Int64(digit)
                }
                index &+= 1
            }
            if validating, index == exponentStart { return nil }
            if negativeExponent { explicitExponent = 0 &- explicitExponent }
        }
        if validating, index != end { return nil }

        result.digits = digits
        result.digitCount = integerCount &+ fractionCount
        result.exponent = explicitExponent &- clamped(fractionCount)
        return result
    }

    /// Folds the digits starting at `start` into `value` (wrapping) and returns the
    /// position of the first byte that is not a digit (or `end`).
    @inline(__always)
    static func readDigits(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into value: inout UInt64
    ) -> Int {
        var index = start
        while end &- index >= 8 {
            let chunk = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            guard isEightDigits(chunk) else { break }
            value = value &* 100_000_000 &+ valueOfEightDigits(chunk)
            index &+= 8
        }
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            if digit >= 10 { break }
            value = value &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return index
    }

    /// `true` when all eight bytes of `chunk` (first byte in the low bits) are ASCII digits.
    ///
    /// A byte `b` is a digit when its high nibble is 3 and `b + 6` keeps it 3. A carry out
    /// of one byte only happens when that byte is `0xFA` or above, which already fails.
    @inline(__always)
    static func isEightDigits(_ chunk: UInt64) -> Bool {
        let highNibbles = chunk & 0xF0F0_F0F0_F0F0_F0F0
        let shiftedHighNibbles = (chunk &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        return highNibbles | (shiftedHighNibbles &>> 4) == 0x3333_3333_3333_3333
    }

    /// The value of eight ASCII digits (first byte, most significant, in the low bits):
    /// neighbouring digits are combined into pairs, pairs into fours, fours into eight.
    @inline(__always)
    static func valueOfEightDigits(_ chunk: UInt64) -> UInt64 {
        let digits = chunk &- 0x3030_3030_3030_3030
        let pairs = (digits &* 10 &+ (digits &>> 8)) & 0x00FF_00FF_00FF_00FF
        let fours = (pairs &* 100 &+ (pairs &>> 16)) & 0x0000_FFFF_0000_FFFF
        return (fours &* 10_000 &+ (fours &>> 32)) & 0xFFFF_FFFF
    }

    /// A count as `Int64`, clamped to 2^60 so sums with saturated exponents cannot overflow.
    @inline(__always)
    static func clamped(_ count: Int) -> Int64 {
        let wide = Int64(truncatingIfNeeded: count)
        return wide > (1 &<< 60) ? (1 &<< 60) : wide
    }

    /// The first (at most) 19 significant digits as an integer, the exponent that goes with
    /// them, and whether any nonzero digit was left out (the value then lies strictly
    /// between `digits × 10^exponent` and `(digits + 1) × 10^exponent`).
    func significantDigits(in bytes: UnsafeBufferPointer<UInt8>) -> (digits: UInt64, exponent: Int64, truncated: Bool) {
        var value: UInt64 = 0
        var taken = 0
        var dropped = 0
        var truncated = false
        func take(_ range: Range<Int>) {
            for position in range where position >= 0 && position < bytes.count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                if taken == 0, digit == 0 { continue }
                if taken < 19 {
                    value = value &* 10 &+ UInt64(digit)
                    taken &+= 1
                } else {
                    dropped &+= 1
                    if digit != 0 { truncated = true }
                }
            }
        }
        take(integerStart ..< max(integerStart, integerEnd))
        take(fractionStart ..< max(fractionStart, fractionEnd))
        return (value, exponent &+ DecimalScan.clamped(dropped), truncated)
    }
}
