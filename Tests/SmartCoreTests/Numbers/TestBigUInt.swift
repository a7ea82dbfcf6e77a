/// A minimal unsigned big integer (base 2^32, little-endian limbs) for checking the number
/// parsers independently: exact powers, products and decimal expansions.
struct TestBigUInt: Comparable {
    /// Little-endian 32-bit limbs without leading zero limbs (zero is `[]`).
    private(set) var limbs: [UInt32]

    /// The value `value`.
    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
        trim()
    }

    /// `high × 2^64 + low`.
    init(high: UInt64, low: UInt64) {
        self.init(low)
        limbs = [
            UInt32(truncatingIfNeeded: low), UInt32(truncatingIfNeeded: low >> 32),
            UInt32(truncatingIfNeeded: high), UInt32(truncatingIfNeeded: high >> 32),
        ]
        trim()
    }

    /// `base^exponent`.
    static func power(_ base: UInt32, _ exponent: Int) -> TestBigUInt {
        // Multiply by the largest power of `base` that fits a limb, then by the rest.
        var chunk: UInt32 = 1
        var chunkExponent = 0
        while chunkExponent < exponent, chunk.multipliedReportingOverflow(by: base).overflow == false {
            chunk *= base
            chunkExponent += 1
        }
        var result = TestBigUInt(1)
        var remaining = exponent
        while remaining >= chunkExponent, chunkExponent > 0 {
            result.multiply(by: chunk)
            remaining -= chunkExponent
        }
        for _ in 0..<remaining { result.multiply(by: base) }
        return result
    }

    /// Number of significant bits (0 for zero).
    var bitLength: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    /// Drops leading zero limbs.
    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// `self *= factor`.
    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
        trim()
    }

    /// `self *= factor` for a 64-bit factor.
    mutating func multiply(by factor: UInt64) {
        self = self * TestBigUInt(factor)
    }

    /// The product of two big integers (schoolbook).
    static func * (lhs: TestBigUInt, rhs: TestBigUInt) -> TestBigUInt {
        if lhs.limbs.isEmpty || rhs.limbs.isEmpty { return TestBigUInt(0) }
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                let sum = UInt64(left) * UInt64(right) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            var k = i + rhs.limbs.count
            while carry != 0 {
                let sum = UInt64(result[k]) + carry
                result[k] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                k += 1
            }
        }
        var product = TestBigUInt(0)
        product.limbs = result
        product.trim()
        return product
    }

    /// The sum of two big integers.
    static func + (lhs: TestBigUInt, rhs: TestBigUInt) -> TestBigUInt {
        var result: [UInt32] = []
        var carry: UInt64 = 0
        for index in 0..<max(lhs.limbs.count, rhs.limbs.count) {
            let sum =
                UInt64(index < lhs.limbs.count ? lhs.limbs[index] : 0)
                + UInt64(index < rhs.limbs.count ? rhs.limbs[index] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        var total = TestBigUInt(0)
        total.limbs = result
        total.trim()
        return total
    }

    /// `self << bits`.
    func shiftedLeft(_ bits: Int) -> TestBigUInt {
        var result = TestBigUInt(0)
        if limbs.isEmpty { return result }
        let whole = bits / 32
        let part = UInt32(bits % 32)
        var shifted = [UInt32](repeating: 0, count: whole)
        var carry: UInt32 = 0
        for limb in limbs {
            shifted.append(part == 0 ? limb : (limb << part) | carry)
            carry = part == 0 ? 0 : limb >> (32 - part)
        }
        if carry != 0 { shifted.append(carry) }
        result.limbs = shifted
        result.trim()
        return result
    }

    /// Bits `position ..< position + 64` (zeros outside the value); `position >= 0`.
    func word(at position: Int) -> UInt64 {
        var result: UInt64 = 0
        for bit in 0..<64 {
            let index = position + bit
            let limb = index / 32
            if limb < limbs.count, (limbs[limb] >> UInt32(index % 32)) & 1 == 1 {
                result |= 1 << UInt64(bit)
            }
        }
        return result
    }

    /// The decimal digits (no leading zeros; `"0"` for zero).
    var decimalString: String {
        if limbs.isEmpty { return "0" }
        var remaining = limbs
        var chunks: [UInt32] = []
        while !remaining.isEmpty {
            var remainder: UInt64 = 0
            for index in remaining.indices.reversed() {
                let current = (remainder << 32) | UInt64(remaining[index])
                remaining[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            while remaining.last == 0 { remaining.removeLast() }
            chunks.append(UInt32(remainder))
        }
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }

    /// Numeric order.
    static func < (lhs: TestBigUInt, rhs: TestBigUInt) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in lhs.limbs.indices.reversed() where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }
}
