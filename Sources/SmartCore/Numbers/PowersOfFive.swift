/// 128-bit truncated powers of five for the Eisel–Lemire step of `FloatingPointParsing`.
///
/// For every `q` in `smallestExponent...largestExponent` the table holds the integer `T`
/// with `2^127 <= T < 2^128` and `T <= 5^q × 2^(127 - floor(log2(5^q))) < T + 1`: the
/// leading 128 bits of `5^q`, rounded toward zero. `T` is exact for `0 <= q <= 55` and
/// below the true value otherwise. The binary exponent is not stored:
/// `floor(log2(10^q))` is `FloatingPointParsing.binaryExponent(ofPowerOfTen:)`.
///
/// The entries are computed at first use (Swift's lazy, thread-safe initialisation of a
/// static constant) with a few lines of big-integer arithmetic: repeated multiplication
/// by 5 for `q >= 0`, repeated division of `2^1024` by 5 for `q < 0` (`floor(floor(x/5)/5)`
/// is `floor(x/25)`, so every quotient is exact). That takes a few microseconds once.
enum PowersOfFive {
    /// The smallest decimal exponent with an entry: `w × 10^q` rounds to zero in every
    /// binary format below it, for any 19-digit `w`.
    static let smallestExponent = -342
    /// The largest decimal exponent with an entry: `10^309` overflows `Double`.
    static let largestExponent = 308

    /// Two words per exponent, high then low: the entry for `q` is at `2 × (q - smallestExponent)`.
    static let table: [UInt64] = computeTable()

    /// Builds the table; see the type's comment.
    static func computeTable() -> [UInt64] {
        let count = largestExponent &- smallestExponent &+ 1
        var words = [UInt64](repeating: 0, count: 2 &* count)

        // q < 0: F_k = floor(2^1024 / 5^k) keeps at least 128 significant bits up to k = 342.
        var quotient = [UInt64](repeating: 0, count: 17)
        quotient[16] = 1
        var k = 1
        while k <= 0 &- smallestExponent {
            divide(&quotient, by: 5)
            let (high, low) = leading128Bits(of: quotient)
            let index = 2 &* (0 &- k &- smallestExponent)
            words[index] = high
            words[index &+ 1] = low
            k &+= 1
        }

        // q >= 0: exact powers, shifted or truncated to 128 bits.
        var power: [UInt64] = [1]
        var q = 0
        while q <= largestExponent {
            let (high, low) = leading128Bits(of: power)
            let index = 2 &* (q &- smallestExponent)
            words[index] = high
            words[index &+ 1] = low
            multiply(&power, by: 5)
            q &+= 1
        }
        return words
    }

    /// `value = value × factor` for a little-endian big integer.
    private static func multiply(_ value: inout [UInt64], by factor: UInt64) {
        var carry: UInt64 = 0
        for index in value.indices {
            let (high, low) = value[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            value[index] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { value.append(carry) }
    }

    /// `value = floor(value / divisor)` for a little-endian big integer; `divisor > 0`.
    private static func divide(_ value: inout [UInt64], by divisor: UInt64) {
        var remainder: UInt64 = 0
        var index = value.count
        while index > 0 {
            index &-= 1
            // remainder < divisor, so the quotient word fits.
            let (quotient, rest) = divisor.dividingFullWidth((high: remainder, low: value[index]))
            value[index] = quotient
            remainder = rest
        }
        while value.count > 1, value.last == 0 { value.removeLast() }
    }

    /// The 128 bits starting at the most significant set bit (zero-filled below a short
    /// value, truncated below a long one); `value` is not zero.
    private static func leading128Bits(of value: [UInt64]) -> (high: UInt64, low: UInt64) {
        var top = value.count &- 1
        while top > 0, value[top] == 0 { top &-= 1 }
        let bitLength = top &* 64 &+ (64 &- value[top].leadingZeroBitCount)
        let lowest = bitLength &- 128
        return (word(of: value, at: lowest &+ 64), word(of: value, at: lowest))
    }

    /// Bits `position ..< position + 64` of `value`, reading zeros outside it.
    private static func word(of value: [UInt64], at position: Int) -> UInt64 {
        if position < 0 {
            let shift = 0 &- position
            return shift >= 64 ? 0 : word(of: value, at: 0) &<< UInt64(shift)
        }
        let index = position / 64
        let offset = UInt64(position % 64)
        let lower = index < value.count ? value[index] &>> offset : 0
        let upper = offset > 0 && index &+ 1 < value.count ? value[index &+ 1] &<< (64 &- offset) : 0
        return lower | upper
    }
}
