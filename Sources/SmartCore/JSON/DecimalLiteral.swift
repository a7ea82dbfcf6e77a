import Foundation

/// A number written in decimal notation, taken apart without losing anything:
/// sign, the digits before and after the point, and the exponent.
///
/// Two grammars are understood. `.json` is RFC 8259 exactly (no `+`, no leading zeros,
/// digits on both sides of a point). `.lenient` is what the tolerant decoder accepts
/// inside strings: an optional `+` or `-`, digits with an optional fraction (either side of
/// the point may be empty, not both) and an optional exponent in either case. Hex,
/// `nan`, `inf` and whitespace are never accepted.
///
/// All arithmetic is checked; nothing here can trap whatever the text holds.
struct DecimalLiteral: Sendable {
    enum Grammar: Sendable {
        case json
        case lenient
    }

    /// `true` when the text starts with `-`.
    let isNegative: Bool
    /// `true` when the text has a `.` or an exponent.
    let hasFractionOrExponent: Bool
    /// The significant digits (leading and trailing zeros removed) as ASCII bytes;
    /// empty means the value is zero.
    let significand: [UInt8]
    /// The value is `significand × 10^exponent`. Saturates far beyond any real range.
    let exponent: Int

    /// Parses `text` under `grammar`; nil when the text is not such a number.
    init?(_ text: some StringProtocol, grammar: Grammar) {
        var copy = String(text)
        guard let parsed = copy.withUTF8({ DecimalLiteral(utf8: $0, grammar: grammar) }) else {
            return nil
        }
        self = parsed
    }

    /// Parses raw UTF-8 bytes under `grammar`; nil when they are not such a number.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>, grammar: Grammar) {
        var index = 0
        let end = bytes.count
        var negative = false
        if index < end, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        } else if grammar == .lenient, index < end, bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        let integerStart = index
        while index < end, bytes[index].isASCIIDigit { index += 1 }
        let integerEnd = index
        if grammar == .json {
            let count = integerEnd - integerStart
            if count == 0 { return nil }
            if count > 1, bytes[integerStart] == UInt8(ascii: "0") { return nil }
        }
        var fractionStart = index
        var fractionEnd = index
        var sawPointOrExponent = false
        if index < end, bytes[index] == UInt8(ascii: ".") {
            sawPointOrExponent = true
            index += 1
            fractionStart = index
            while index < end, bytes[index].isASCIIDigit { index += 1 }
            fractionEnd = index
            if grammar == .json, fractionEnd == fractionStart { return nil }
        }
        if integerEnd == integerStart, fractionEnd == fractionStart { return nil }
        var exponentValue = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            sawPointOrExponent = true
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let digitsStart = index
            while index < end, bytes[index].isASCIIDigit {
                // Saturate: a value this far out is zero or overflow for every target.
                if exponentValue < DecimalLiteral.exponentLimit {
                    exponentValue = exponentValue * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                }
                index += 1
            }
            if index == digitsStart { return nil }
            if exponentNegative { exponentValue = -exponentValue }
        }
        if index != end { return nil }

        // Gather the significant digits: integer digits then fraction digits, without
        // leading zeros; trailing zeros move into the exponent.
        var digits: [UInt8] = []
        digits.reserveCapacity((integerEnd - integerStart) + (fractionEnd - fractionStart))
        for position in integerStart..<integerEnd where !(digits.isEmpty && bytes[position] == UInt8(ascii: "0")) {
            digits.append(bytes[position])
        }
        for position in fractionStart..<fractionEnd where !(digits.isEmpty && bytes[position] == UInt8(ascii: "0")) {
            digits.append(bytes[position])
        }
        var scale = exponentValue - (fractionEnd - fractionStart)
        while let last = digits.last, last == UInt8(ascii: "0") {
            digits.removeLast()
            scale += 1
        }
        isNegative = negative
        hasFractionOrExponent = sawPointOrExponent
        significand = digits
        exponent = digits.isEmpty ? 0 : scale
    }

    /// Exponents are clamped to this magnitude while reading; far outside every numeric type.
    static let exponentLimit = 1_000_000_000

    /// `true` when the value is zero (`0`, `-0`, `0.000e5`, …).
    var isZero: Bool { significand.isEmpty }

    /// `true` when the value has no fractional part (`12`, `12.0`, `1.5e3`).
    var isIntegral: Bool { exponent >= 0 }

    /// The value as `T` when it is an integer that fits exactly; otherwise nil.
    func exactInteger<T: FixedWidthInteger>(as type: T.Type = T.self) -> T? {
        if isZero { return 0 }
        guard exponent >= 0 else { return nil }
        // UInt64.max has 20 digits; anything longer overflows every standard width.
        guard significand.count + exponent <= 20 else { return nil }
        var magnitude: UInt64 = 0
        for digit in significand {
            let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (added, overflow2) = shifted.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
            if overflow1 || overflow2 { return nil }
            magnitude = added
        }
        for _ in 0..<exponent {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            magnitude = shifted
        }
        if isNegative {
            // -magnitude must fit T; compare against T.min's magnitude without negating.
            guard T.isSigned, magnitude <= T.min.magnitude else { return nil }
            if magnitude == T.min.magnitude { return T.min }
            guard let positive = T(exactly: magnitude) else { return nil }
            return 0 - positive
        }
        return T(exactly: magnitude)
    }

    /// The value as an integer of type `T` after dropping the fraction (toward zero) or
    /// rounding half away from zero; nil when the exact value lies outside `T`'s range.
    ///
    /// The range is checked on the exact value before rounding (255.7 never becomes a
    /// `UInt8`, -0.5 never becomes a `UInt`), so nothing wraps or traps.
    func roundedInteger<T: FixedWidthInteger>(as type: T.Type = T.self, halfAwayFromZero: Bool) -> T? {
        if isIntegral { return exactInteger(as: T.self) }
        // significand × 10^exponent with exponent < 0: split whole and fractional digits.
        let wholeCount = significand.count + exponent
        var wholeMagnitude: UInt64 = 0
        if wholeCount > 0 {
            for digit in significand[0..<wholeCount] {
                let (shifted, overflow1) = wholeMagnitude.multipliedReportingOverflow(by: 10)
                let (added, overflow2) = shifted.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
                if overflow1 || overflow2 { return nil }
                wholeMagnitude = added
            }
        }
        // The fraction is not zero, so the exact magnitude lies strictly between the whole
        // part and the next integer: it is in range only if that next integer is.
        let (outerMagnitude, overflow) = wholeMagnitude.addingReportingOverflow(1)
        if overflow { return nil }
        let limit: UInt64
        if isNegative {
            limit = T.isSigned ? UInt64(clamping: T.min.magnitude) : 0
        } else {
            limit = UInt64(clamping: T.max)
        }
        guard outerMagnitude <= limit else { return nil }
        var magnitude = wholeMagnitude
        if halfAwayFromZero {
            // Trailing zeros are stripped, so a first fraction digit of 5 or more means >= .5.
            let firstFractionDigit = wholeCount >= 0 ? significand[wholeCount] : UInt8(ascii: "0")
            if firstFractionDigit >= UInt8(ascii: "5") { magnitude = outerMagnitude }
        }
        guard let positive = T(exactly: magnitude) else {
            // Only -2^(n-1) has a magnitude above T.max.
            return isNegative && magnitude == UInt64(clamping: T.min.magnitude) ? T.min : nil
        }
        return isNegative ? 0 - positive : positive
    }

    /// The value as plain decimal text (`-125e-2`), rounded half away from zero to at most
    /// `significantDigits` digits.
    /// The value as a `Decimal`: 38 significant digits (rounded half away from zero),
    /// nil when the exponent is beyond what `Decimal` holds.
    var decimalValue: Decimal? {
        Decimal(string: roundedText(significantDigits: 38), locale: DecimalLiteral.posixLocale)
    }

    private static let posixLocale = Locale(identifier: "en_US_POSIX")

    func roundedText(significantDigits: Int) -> String {
        if isZero { return "0" }
        var digits = significand
        var scale = exponent
        if digits.count > significantDigits, significantDigits > 0 {
            let dropped = digits.count - significantDigits
            let roundsUp = digits[significantDigits] >= UInt8(ascii: "5")
            digits.removeLast(dropped)
            scale += dropped
            if roundsUp {
                var position = digits.count - 1
                while position >= 0 {
                    if digits[position] == UInt8(ascii: "9") {
                        digits[position] = UInt8(ascii: "0")
                        position -= 1
                    } else {
                        digits[position] += 1
                        break
                    }
                }
                if position < 0 { digits.insert(UInt8(ascii: "1"), at: 0) }
            }
        }
        var text = isNegative ? "-" : ""
        text += String(decoding: digits, as: UTF8.self)
        if scale != 0 { text += "e\(scale)" }
        return text
    }

    /// A canonical text for the exact value (`0`, `-125e-2`): equal values give equal keys.
    var canonicalKey: String {
        if isZero { return "0" }
        var key = isNegative ? "-" : ""
        key += String(decoding: significand, as: UTF8.self)
        if exponent != 0 { key += "e\(exponent)" }
        return key
    }
}

extension UInt8 {
    /// `true` for the bytes `0` through `9`.
    @inline(__always)
    var isASCIIDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}
