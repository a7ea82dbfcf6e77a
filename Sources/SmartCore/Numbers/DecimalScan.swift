/// One pass over the UTF-8 bytes of a decimal literal: sign, digits, exponent.
///
/// The grammar is `DecimalLiteral`'s `.lenient` one: an optional `+` or `-`, digits with an
/// optional fraction (either side of the point may be empty, not both) and an optional
/// exponent (`e` or `E`, optional sign, at least one digit). Every JSON number fits it.
///
/// The digits are folded into one `UInt64` as they are read, up to eight at a time
/// (SWAR: eight bytes classified and converted inside one register). That value wraps
/// after 19 digits; `digitCount` tells when it is exact, and the digits' positions are
/// kept so a slow path can read them again. Every read is checked against the buffer's
/// end (eight-byte loads included) and all arithmetic wraps or saturates, so no input
/// can trap or read out of bounds.
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
        // One loop over the digits on both sides of the point, up to eight per step.
        var digits: UInt64 = 0
        var point = -1
        result.integerStart = index
        if end < 8 {
            // Short literals: a plain loop costs less than preparing eight-byte steps.
            while index < end {
                let byte = base[index]
                let digit = byte &- UInt8(ascii: "0")
                if digit < 10 {
                    digits = digits &* 10 &+ UInt64(digit)
                } else if byte == UInt8(ascii: "."), point < 0 {
                    point = index
                } else {
                    break
                }
                index &+= 1
            }
        }
        while index < end, end >= 8 {
            let chunk = eightBytes(base, at: index, end: end)
            let count = leadingDigitCount(chunk)
            if count > 0 {
                digits = digits &* powerOfTen(count) &+ valueOfLeadingDigits(chunk, count: count)
                index &+= count
                if count == 8 { continue }
            }
            // The byte that stopped the digits (zero past the end).
            let stop = UInt8(truncatingIfNeeded: chunk &>> UInt64(truncatingIfNeeded: 8 &* count))
            if stop == UInt8(ascii: "."), point < 0 {
                point = index
                index &+= 1
                continue
            }
            break
        }
        if point >= 0 {
            result.hasFractionOrExponent = true
            result.integerEnd = point
            result.fractionStart = point &+ 1
        } else {
            result.integerEnd = index
            result.fractionStart = index
        }
        result.fractionEnd = index
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
    ///
    /// Reads up to eight digits per step: eight bytes in one register, the number of
    /// leading digits from a per-byte "not a digit" mask, and their value by SWAR.
    @inline(__always)
    static func readDigits(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into value: inout UInt64
    ) -> Int {
        var index = start
        while index < end {
            let chunk = eightBytes(base, at: index, end: end)
            let count = leadingDigitCount(chunk)
            if count == 0 { break }
            value = value &* powerOfTen(count) &+ valueOfLeadingDigits(chunk, count: count)
            index &+= count
            if count < 8 { break }
        }
        return index
    }

    /// How many of the eight bytes of `chunk` (first byte in the low bits) are ASCII
    /// digits before the first one that is not.
    @inline(__always)
    static func leadingDigitCount(_ chunk: UInt64) -> Int {
        let digits = chunk ^ 0x3030_3030_3030_3030
        // High bit set in every byte that is not 0...9 after the XOR (a byte's carry can
        // only disturb the bytes after a non-digit, which are not counted).
        let nonDigits = ((digits &+ 0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080
        return nonDigits.trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` bytes of `chunk`, which are ASCII digits; `count` in `1...8`.
    @inline(__always)
    static func valueOfLeadingDigits(_ chunk: UInt64, count: Int) -> UInt64 {
        // Move the digits to the top bytes; the zero bytes below read as leading zeros.
        let digits = chunk ^ 0x3030_3030_3030_3030
        return valueOfEightDigits(digits &<< UInt64(truncatingIfNeeded: 64 &- 8 &* count))
    }

    /// The eight bytes from `index` (first byte in the low bits), with zero bytes after `end`.
    /// `index < end`. Reads only inside `base ..< base + end`.
    @inline(__always)
    static func eightBytes(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> UInt64 {
        let remaining = end &- index
        if remaining >= 8 {
            return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        }
        if end >= 8 {
            // The last eight bytes of the buffer, shifted so that `index` comes first.
            let last = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self))
            return last &>> UInt64(truncatingIfNeeded: 8 &* (8 &- remaining))
        }
        // A buffer shorter than eight bytes: all of it from two overlapping loads, then shifted.
        let raw = UnsafeRawPointer(base)
        let whole: UInt64
        if end >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 4, as: UInt32.self)))
            whole = low | high &<< UInt64(truncatingIfNeeded: 8 &* (end &- 4))
        } else if end >= 2 {
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: end &- 2, as: UInt16.self)))
            whole = low | high &<< UInt64(truncatingIfNeeded: 8 &* (end &- 2))
        } else {
            whole = UInt64(base[0])
        }
        return whole &>> UInt64(truncatingIfNeeded: 8 &* index)
    }

    /// `10^0 ... 10^8`.
    private static let smallPowersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
    ]

    /// `10^count` for `count` in `0...8`.
    @inline(__always)
    static func powerOfTen(_ count: Int) -> UInt64 {
        smallPowersOfTen[count & 15 < 9 ? count & 15 : 8]
    }

    /// The value of eight decimal digits, one per byte (values 0...9, the most significant
    /// in the low byte): neighbours are combined into pairs, pairs into fours, fours into eight.
    @inline(__always)
    static func valueOfEightDigits(_ digits: UInt64) -> UInt64 {
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
        take(integerStart..<max(integerStart, integerEnd))
        take(fractionStart..<max(fractionStart, fractionEnd))
        return (value, exponent &+ DecimalScan.clamped(dropped), truncated)
    }
}
