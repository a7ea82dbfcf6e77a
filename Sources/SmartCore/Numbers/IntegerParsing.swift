/// Exact integers from the UTF-8 bytes of decimal literals, with overflow detection.
///
/// Nothing here rounds: a literal either is a whole number that fits the target type or
/// gives nil. All arithmetic is checked or wraps where it provably cannot overflow.
enum IntegerParsing {
    /// `10^0 ... 10^19`, the powers of ten that fit `UInt64`.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000,
        100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000,
        100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// A plain integer literal (optional `+` or `-`, then digits; leading zeros allowed) as
    /// `Int64`; nil for any other form (`1.0`, `1e3`, empty) or a value outside `Int64`.
    /// `-0` is 0.
    static func int64(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard let (negative, magnitude) = plainMagnitude(bytes) else { return nil }
        return signed(negative: negative, magnitude: magnitude, as: Int64.self)
    }

    /// A plain integer literal (optional `+`, then digits) as `UInt64`; nil for other forms,
    /// negative values (`-0` is 0) and values above `UInt64.max`.
    static func uint64(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard let (negative, magnitude) = plainMagnitude(bytes) else { return nil }
        return signed(negative: negative, magnitude: magnitude, as: UInt64.self)
    }

    /// Any `.lenient` decimal literal as `T` when its value is a whole number that fits:
    /// `12`, `12.0`, `1e3`, `1.5e3` and `-0.0` convert; `12.5`, `1e-3`, `300` for `Int8`
    /// and `-1` for `UInt` give nil, as does text that is not a literal. Same results as
    /// `DecimalLiteral(…, grammar: .lenient)?.exactInteger(as:)` (magnitudes above
    /// `UInt64.max` give nil even for wider types), which is the path for literals with
    /// more than 19 digits.
    static func exactInteger<T: FixedWidthInteger>(utf8 bytes: UnsafeBufferPointer<UInt8>, as type: T.Type = T.self)
        -> T?
    {
        guard let scan = DecimalScan.scan(bytes, validating: true) else { return nil }
        guard scan.digitCount <= 19 else {
            return DecimalLiteral(utf8: bytes, grammar: .lenient)?.exactInteger(as: T.self)
        }
        var magnitude = scan.digits
        if magnitude == 0 { return 0 }
        let exponent = scan.exponent
        if exponent >= 0 {
            // UInt64.max < 10^20, so a nonzero value times 10^20 or more never fits.
            guard exponent < 20 else { return nil }
            let (product, overflow) = magnitude.multipliedReportingOverflow(
                by: powersOfTen[Int(truncatingIfNeeded: exponent)])
            if overflow { return nil }
            magnitude = product
        } else {
            // Integral only when the fraction digits cancel: w must be a multiple of 10^-q.
            // w < 10^19, so a larger divisor leaves a nonzero remainder.
            guard exponent > -20 else { return nil }
            let divisor = powersOfTen[Int(truncatingIfNeeded: 0 &- exponent)]
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: divisor)
            if remainder != 0 { return nil }
            magnitude = quotient
        }
        return signed(negative: scan.isNegative, magnitude: magnitude, as: T.self)
    }

    /// Sign and magnitude of a plain integer literal; nil for other forms or a magnitude
    /// above `UInt64.max`.
    @inline(__always)
    private static func plainMagnitude(_ bytes: UnsafeBufferPointer<UInt8>) -> (negative: Bool, magnitude: UInt64)? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var index = 0
        var negative = false
        if end > 0, base[0] == UInt8(ascii: "-") || base[0] == UInt8(ascii: "+") {
            negative = base[0] == UInt8(ascii: "-")
            index = 1
        }
        // Leading zeros do not count towards the 20 digits UInt64 can hold.
        while index < end, base[index] == UInt8(ascii: "0"), end &- index > 1 { index &+= 1 }
        let start = index
        var magnitude: UInt64 = 0
        index = DecimalScan.readDigits(base, from: index, to: end, into: &magnitude)
        let count = index &- start
        guard index == end, count > 0 else { return nil }
        if count <= 19 { return (negative, magnitude) }
        guard count == 20 else { return nil }
        // Twenty digits: redo the last step with overflow checks (the first 19 are exact).
        var prefix: UInt64 = 0
        _ = DecimalScan.readDigits(base, from: start, to: end &- 1, into: &prefix)
        let last = UInt64(base[end &- 1] &- UInt8(ascii: "0"))
        let (shifted, overflow1) = prefix.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = shifted.addingReportingOverflow(last)
        if overflow1 || overflow2 { return nil }
        return (negative, sum)
    }

    /// `±magnitude` as `T` when it fits; `-0` is 0 for every type.
    @inline(__always)
    private static func signed<T: FixedWidthInteger>(negative: Bool, magnitude: UInt64, as type: T.Type) -> T? {
        if !negative { return T(exactly: magnitude) }
        if magnitude == 0 { return 0 }
        guard T.isSigned, magnitude <= T.min.magnitude else { return nil }
        if magnitude == T.min.magnitude { return T.min }
        guard let positive = T(exactly: magnitude) else { return nil }
        return 0 &- positive
    }
}
