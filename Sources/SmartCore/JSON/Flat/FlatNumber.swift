import Foundation

/// A number entry of a `FlatDocument`, read in place: a short integer's value comes
/// straight from the entry; anything else is converted from its literal bytes.
struct FlatNumber {
    let cursor: FlatCursor

    @inline(__always)
    init(_ cursor: FlatCursor) {
        self.cursor = cursor
    }

    /// The literal's bytes (for `number` entries).
    @inline(__always)
    var literal: UnsafeBufferPointer<UInt8> { cursor.document.literalBytes(at: cursor.index) }
}

extension FlatNumber: ConversionNumber {
    @inline(__always)
    func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let entry = cursor.entry
        if entry.kind == .integer { return T(exactly: entry.integer) }
        if entry.has(FlatEntry.isNonFinite) { return nil }
        return IntegerParsing.exactInteger(utf8: literal, as: T.self)
    }

    var doubleValue: Double {
        let entry = cursor.entry
        if entry.kind == .integer { return Double(entry.integer) }
        if entry.has(FlatEntry.isNonFinite) { return nonFiniteValue }
        return FloatingPointParsing.double(jsonLiteral: literal)
    }

    var floatValue: Float {
        let entry = cursor.entry
        if entry.kind == .integer { return Float(entry.integer) }
        if entry.has(FlatEntry.isNonFinite) { return Float(nonFiniteValue) }
        return FloatingPointParsing.float(jsonLiteral: literal)
    }

    /// NaN or an infinity kept as its bit pattern (see `FlatEntry.isNonFinite`).
    private var nonFiniteValue: Double {
        Double(bitPattern: UInt64(bitPattern: cursor.entry.wideValue))
    }

    var decimalValue: Decimal? {
        let entry = cursor.entry
        if entry.kind == .integer { return Decimal(entry.integer) }
        guard let literal = decimalLiteral else { return nil }
        return literal.decimalValue
    }

    var isIntegerLiteral: Bool {
        let entry = cursor.entry
        return entry.kind == .integer || entry.has(FlatEntry.isIntegerLiteral)
    }

    var text: String {
        let entry = cursor.entry
        if entry.kind == .integer { return String(entry.integer) }
        if entry.has(FlatEntry.isNonFinite) { return SmartJSONNumber(nonFiniteValue).text }
        return String(decoding: literal, as: UTF8.self)
    }

    var decimalLiteral: DecimalLiteral? {
        let entry = cursor.entry
        if entry.kind == .integer { return DecimalLiteral(String(entry.integer), grammar: .json) }
        if entry.has(FlatEntry.isNonFinite) { return nil }
        return DecimalLiteral(utf8: literal, grammar: .json)
    }
}
