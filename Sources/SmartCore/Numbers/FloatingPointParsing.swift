// Decimal text to Double / Float, correctly rounded (to nearest, ties to even), from UTF-8
// bytes, without strtod on the common path.
//
// Design
//
// 1. `DecimalScan` reads the literal once: sign, all digits folded into a UInt64 `w`
//    (eight bytes classified and converted per step, SWAR; a plain loop for literals
//    shorter than eight bytes), and the decimal exponent `q`, so the value is `w × 10^q`.
//    With more than 19 significant digits, `w` becomes the first 19 of them and the value
//    lies strictly between `w × 10^q` and `(w + 1) × 10^q`.
// 2. Clinger's fast path: when `w <= 2^53` (2^24 for Float) and `|q| <= 22` (10), both `w`
//    and `10^|q|` are exact in the target type and one IEEE multiplication or division
//    rounds the exact product once: the result is correctly rounded.
// 3. Eisel–Lemire: normalise `w` to 64 significant bits, multiply by the 128-bit truncated
//    `5^q` from `PowersOfFive` and keep the top 54 (25) bits of the 192-bit product: the
//    significand and one rounding bit. The binary exponent is `floor(log2(10^q))` plus
//    the normalisation. The table entry is less than one unit below the true power, so
//    the true product exceeds the computed one by less than `w × 2^64`; when that error
//    could carry into the kept bits the second 64×64 partial product is added, and if it
//    still could, the step gives up. Ties: for `0 <= q <= 27` the product is exact and a
//    tie is detected exactly (then rounded to even); for `q >= 28` no `w × 10^q` is halfway
//    between two floats; for `q < 0` the computed product is strictly below the true one,
//    so a set rounding bit means "above halfway" — and a true value lying exactly on a
//    boundary shows up as a carry that cannot be ruled out, so the step gives up.
//    Subnormals, overflow to infinity and underflow to zero come out of the same step.
// 4. Exact dyadic values: when step 3 gives up with `-27 <= q <= -1` and `5^-q` divides
//    `w`, the value is the integer `w / 5^-q` times `2^q`: one integer conversion (rounding
//    once, ties to even) and an exact scaling. This covers literals like
//    `1794619039688685.0` or exact halfway cases such as `4503599627370496.5` (2^52 + 1/2).
// 5. Fallback: `Double(String)` / `Float(String)` on the text (glibc's `strtod_l`,
//    correctly rounded) when steps 3 and 4 cannot decide. In practice that means more than
//    19 significant digits with `w` and `w + 1` rounding differently: never on
//    canada.json (111,126 numbers), 68 times (Double) and never (Float) in the tests'
//    200,000 random literals, but most of the tests' constructed near-halfway literals.
//    Step 3 giving up for any other reason is possible in principle but has not been seen.
//
// The decimal value is rounded once, directly to the target type: Float never goes through
// Double (which would round twice).

/// Decimal literals to `Double` and `Float`, correctly rounded, straight from UTF-8 bytes.
///
/// Results are identical to `Double(String)` / `Float(String)` on the same text (so
/// `1e400` is infinity, `1e-400` is zero, `-0` is negative zero).
enum FloatingPointParsing {
    // MARK: - Double

    /// The nearest `Double` to a `.lenient` decimal literal (`-12.5e3`, `+1`, `.5`, `5.`);
    /// nil when the bytes are anything else (whitespace, hex, `nan`, `inf`, empty).
    static func double(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        switch binary64(bytes, validating: true) {
        case .value(let value): return value
        case .notANumber: return nil
        case .undecided: return fallbackDouble(bytes)
        }
    }

    /// The nearest `Double` to bytes already known to be a valid JSON number literal.
    /// Grammar checks are skipped; other input gives an unspecified value but never traps.
    static func double(jsonLiteral bytes: UnsafeBufferPointer<UInt8>) -> Double {
        if case .value(let value) = binary64(bytes, validating: false) { return value }
        return fallbackDouble(bytes) ?? .nan
    }

    /// `double(jsonLiteral:)` without the fallback: nil when the fast steps cannot decide
    /// (used by tests and measurements to count fallbacks).
    static func doubleWithoutFallback(jsonLiteral bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if case .value(let value) = binary64(bytes, validating: false) { return value }
        return nil
    }

    // MARK: - Float

    /// The nearest `Float` to a `.lenient` decimal literal, rounded once from the decimal
    /// value; nil when the bytes are not such a literal.
    static func float(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        switch binary32(bytes, validating: true) {
        case .value(let value): return value
        case .notANumber: return nil
        case .undecided: return fallbackFloat(bytes)
        }
    }

    /// The nearest `Float` to bytes already known to be a valid JSON number literal.
    /// Grammar checks are skipped; other input gives an unspecified value but never traps.
    static func float(jsonLiteral bytes: UnsafeBufferPointer<UInt8>) -> Float {
        if case .value(let value) = binary32(bytes, validating: false) { return value }
        return fallbackFloat(bytes) ?? .nan
    }

    /// `float(jsonLiteral:)` without the fallback: nil when the fast steps cannot decide.
    static func floatWithoutFallback(jsonLiteral bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        if case .value(let value) = binary32(bytes, validating: false) { return value }
        return nil
    }

    // MARK: - Steps 1 to 3

    /// `10^0 ... 10^22`, all exact in `Double`.
    private static let doublePowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `10^0 ... 10^10`, all exact in `Float`.
    private static let floatPowersOfTen: [Float] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
    ]

    /// Scans `bytes` and rounds the literal to `Double` when the fast steps can.
    @inline(__always)
    static func binary64(_ bytes: UnsafeBufferPointer<UInt8>, validating: Bool) -> ParseOutcome<Double> {
        guard let scan = DecimalScan.scan(bytes, validating: validating) else { return .notANumber }
        guard scan.digitCount <= 19 else { return manyDigitsBinary64(bytes) }
        let w = scan.digits
        let q = scan.exponent
        if w == 0 { return .value(scan.isNegative ? -0.0 : 0.0) }
        if w <= 1 &<< 53, q >= -22, q <= 22 {
            // Clinger: w and 10^|q| are exact Doubles, so one operation rounds once.
            let magnitude =
                q >= 0
                ? Double(w) * doublePowersOfTen[Int(truncatingIfNeeded: q)]
                : Double(w) / doublePowersOfTen[Int(truncatingIfNeeded: 0 &- q)]
            return .value(scan.isNegative ? -magnitude : magnitude)
        }
        if let bits = eiselLemire(w, q, explicitBits: 52, exponentBias: 1023) {
            return .value(Double(bitPattern: scan.isNegative ? bits | (1 &<< 63) : bits))
        }
        return dyadicBinary64(w, q, negative: scan.isNegative)
    }

    /// Scans `bytes` and rounds the literal to `Float` when the fast steps can.
    @inline(__always)
    static func binary32(_ bytes: UnsafeBufferPointer<UInt8>, validating: Bool) -> ParseOutcome<Float> {
        guard let scan = DecimalScan.scan(bytes, validating: validating) else { return .notANumber }
        guard scan.digitCount <= 19 else { return manyDigitsBinary32(bytes) }
        let w = scan.digits
        let q = scan.exponent
        if w == 0 { return .value(scan.isNegative ? -0.0 : 0.0) }
        if w <= 1 &<< 24, q >= -10, q <= 10 {
            // Clinger in Float arithmetic: w and 10^|q| are exact Floats.
            let magnitude =
                q >= 0
                ? Float(w) * floatPowersOfTen[Int(truncatingIfNeeded: q)]
                : Float(w) / floatPowersOfTen[Int(truncatingIfNeeded: 0 &- q)]
            return .value(scan.isNegative ? -magnitude : magnitude)
        }
        if let bits = eiselLemire(w, q, explicitBits: 23, exponentBias: 127) {
            let pattern = UInt32(truncatingIfNeeded: bits)
            return .value(Float(bitPattern: scan.isNegative ? pattern | (1 &<< 31) : pattern))
        }
        return dyadicBinary32(w, q, negative: scan.isNegative)
    }

    /// More than 19 digits: the first 19 significant ones, `w`, bound the value; when `w`
    /// and `w + 1` round alike, so does everything between them. The bytes hold a valid
    /// lenient literal (a JSON literal is one).
    @inline(never)
    static func manyDigitsBinary64(_ bytes: UnsafeBufferPointer<UInt8>) -> ParseOutcome<Double> {
        // Scanned again here so the common path keeps nothing but the digits in registers.
        guard let scan = DecimalScan.scan(bytes, validating: true) else { return .undecided }
        let (w, q, truncated) = scan.significantDigits(in: bytes)
        if w == 0 { return .value(scan.isNegative ? -0.0 : 0.0) }
        guard let bits = eiselLemire(w, q, explicitBits: 52, exponentBias: 1023) else {
            return truncated ? .undecided : dyadicBinary64(w, q, negative: scan.isNegative)
        }
        if truncated, eiselLemire(w &+ 1, q, explicitBits: 52, exponentBias: 1023) != bits { return .undecided }
        return .value(Double(bitPattern: scan.isNegative ? bits | (1 &<< 63) : bits))
    }

    /// `manyDigitsBinary64` for `Float`.
    @inline(never)
    static func manyDigitsBinary32(_ bytes: UnsafeBufferPointer<UInt8>) -> ParseOutcome<Float> {
        // Scanned again here so the common path keeps nothing but the digits in registers.
        guard let scan = DecimalScan.scan(bytes, validating: true) else { return .undecided }
        let (w, q, truncated) = scan.significantDigits(in: bytes)
        if w == 0 { return .value(scan.isNegative ? -0.0 : 0.0) }
        guard let bits = eiselLemire(w, q, explicitBits: 23, exponentBias: 127) else {
            return truncated ? .undecided : dyadicBinary32(w, q, negative: scan.isNegative)
        }
        if truncated, eiselLemire(w &+ 1, q, explicitBits: 23, exponentBias: 127) != bits { return .undecided }
        let pattern = UInt32(truncatingIfNeeded: bits)
        return .value(Float(bitPattern: scan.isNegative ? pattern | (1 &<< 31) : pattern))
    }

    /// `floor(log2(10^q))`: exact for `|q| <= 642`, which covers the table (217706 / 2^16
    /// approximates log2(10); the tests check every exponent of the table against exact powers).
    @inline(__always)
    static func binaryExponent(ofPowerOfTen q: Int) -> Int {
        (q &* 217_706) &>> 16
    }

    /// The bit pattern (sign clear) of `w × 10^q` correctly rounded to the binary format
    /// with `explicitBits` fraction bits and the given exponent bias; nil when undecided.
    /// `w` is not zero and has at most 19 decimal digits (`w <= 10^19`).
    @inline(__always)
    static func eiselLemire(_ w: UInt64, _ q: Int64, explicitBits: Int, exponentBias: Int) -> UInt64? {
        let infinityField = 2 &* exponentBias &+ 1
        let infinity = UInt64(truncatingIfNeeded: infinityField) &<< UInt64(truncatingIfNeeded: explicitBits)
        // Below 10^-342 even (10^19 - 1) × 10^q is under half the smallest subnormal; above
        // 10^308 every w overflows. Float's range is narrower and handled the same way below.
        if q < Int64(PowersOfFive.smallestExponent) { return 0 }
        if q > Int64(PowersOfFive.largestExponent) { return infinity }
        let exponent = Int(truncatingIfNeeded: q)

        let leadingZeros = w.leadingZeroBitCount
        let normalized = w &<< UInt64(truncatingIfNeeded: leadingZeros)
        let index = (exponent &- PowersOfFive.smallestExponent) &* 2
        let table = PowersOfFive.table
        guard index >= 0, index &+ 1 < table.count else { return nil }

        // The true value is (high:low + ε) × 2^64 × 2^(…) with 0 <= ε < normalized.
        var (high, low) = normalized.multipliedFullWidth(by: table[index])
        // Bits of `high` below the kept explicitBits + 2 (when the product's top bit is
        // clear; one more when it is set, so this mask is the safe, smaller one).
        let droppedMask: UInt64 = (1 &<< UInt64(truncatingIfNeeded: 61 &- explicitBits)) &- 1
        if high & droppedMask == droppedMask, low &+ normalized < low {
            // ε could carry into the kept bits: add the second partial product. The error
            // left is below 2 units of `low` and only carries through an all-ones `low`.
            let (secondHigh, secondLow) = normalized.multipliedFullWidth(by: table[index &+ 1])
            let (sum, carry) = low.addingReportingOverflow(secondHigh)
            low = sum
            if carry { high &+= 1 }
            if high & droppedMask == droppedMask, low == .max, secondLow &+ normalized < secondLow {
                return nil
            }
        }

        let upperBit = Int(truncatingIfNeeded: high &>> 63)
        let shift = 61 &- explicitBits &+ upperBit
        // explicitBits + 2 bits: the significand with its leading one, then the rounding bit.
        var significand = high &>> UInt64(truncatingIfNeeded: shift)
        var field = binaryExponent(ofPowerOfTen: exponent) &+ upperBit &- leadingZeros &+ 63 &+ exponentBias

        if field <= 0 {
            // Subnormal (or zero): round away `2 - field` bits instead of one. Only reached
            // for q < -27: the true value then lies strictly above what the kept bits show
            // (the table entry is below 5^q) and cannot be a tie, so a set rounding bit
            // always means up.
            let drop = 2 &- field
            if drop >= 64 { return 0 }
            let half: UInt64 = 1 &<< UInt64(truncatingIfNeeded: drop &- 1)
            // A result of 2^explicitBits is the smallest normal number: the same bit pattern.
            return (significand &+ half) &>> UInt64(truncatingIfNeeded: drop)
        }

        var roundUp = significand & 1 == 1
        if roundUp, significand & 2 == 0, exponent >= 0, exponent <= 27 {
            // 5^q has at most 63 bits here, so high:low is the exact product: a tie when
            // every bit below the rounding bit is zero, and ties go to the even neighbour.
            let belowRounding: UInt64 = (1 &<< UInt64(truncatingIfNeeded: shift)) &- 1
            if high & belowRounding == 0, low == 0 { roundUp = false }
        }
        significand = (significand &>> 1) &+ (roundUp ? 1 : 0)
        if significand &>> UInt64(truncatingIfNeeded: explicitBits &+ 1) != 0 {
            // Rounded up to the next power of two.
            significand &>>= 1
            field &+= 1
        }
        if field >= infinityField { return infinity }
        let fractionMask: UInt64 = (1 &<< UInt64(truncatingIfNeeded: explicitBits)) &- 1
        return UInt64(truncatingIfNeeded: field) &<< UInt64(truncatingIfNeeded: explicitBits)
            | (significand & fractionMask)
    }

    /// `w × 10^q` as `w / 5^k × 2^-k` (`k = -q`) when `-27 <= q <= -1` and `5^k` divides `w`:
    /// the value is then an integer times a power of two, exactly where Eisel–Lemire's
    /// truncated table leaves it undecided (a float or a midpoint, approached from below).
    /// Converting the integer rounds once (ties to even); scaling by `2^-k >= 2^-27` is exact.
    /// nil when `5^k` does not divide `w`.
    static func exactDyadic(_ w: UInt64, _ q: Int64) -> (integer: UInt64, shift: Int)? {
        guard q < 0, q >= -27 else { return nil }
        let k = Int(truncatingIfNeeded: 0 &- q)
        var divisor: UInt64 = 1
        for _ in 0..<k { divisor &*= 5 }  // 5^27 < 2^63
        let (quotient, remainder) = w.quotientAndRemainder(dividingBy: divisor)
        return remainder == 0 ? (quotient, k) : nil
    }

    /// `exactDyadic` as a signed `Double`, or undecided.
    @inline(never)
    static func dyadicBinary64(_ w: UInt64, _ q: Int64, negative: Bool) -> ParseOutcome<Double> {
        guard let (integer, shift) = exactDyadic(w, q) else { return .undecided }
        let magnitude = Double(integer) * Double(sign: .plus, exponent: 0 &- shift, significand: 1)
        return .value(negative ? -magnitude : magnitude)
    }

    /// `exactDyadic` as a signed `Float`, or undecided.
    @inline(never)
    static func dyadicBinary32(_ w: UInt64, _ q: Int64, negative: Bool) -> ParseOutcome<Float> {
        guard let (integer, shift) = exactDyadic(w, q) else { return .undecided }
        let magnitude = Float(integer) * Float(sign: .plus, exponent: 0 &- shift, significand: 1)
        return .value(negative ? -magnitude : magnitude)
    }

    // MARK: - Step 4

    /// `Double(String)` on the bytes: the rare undecided cases.
    @inline(never)
    static func fallbackDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: bytes, as: UTF8.self))
    }

    /// `Float(String)` on the bytes: the rare undecided cases.
    @inline(never)
    static func fallbackFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Float? {
        Float(String(decoding: bytes, as: UTF8.self))
    }
}
