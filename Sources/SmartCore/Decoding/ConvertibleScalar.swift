import Foundation

/// A leaf type the decoder reads straight from a flat document entry through `Conversion`.
///
/// `exactValue` is the fast path (no issue reported). `convertedValue` is the tolerant
/// step; when it succeeds inside a model the decoder reports a type mismatch resolved by
/// conversion, as the behaviour spec asks for strings, numbers and booleans. Types whose
/// every accepted form counts as normal (dates, URLs, data, decimals) put everything in
/// `exactValue` and have no conversion step.
///
/// Every scalar is also a `FlatArrayElement`, so `[Int]`, `[[Double]]`… decode in a
/// tight loop.
protocol ConvertibleScalar: FlatArrayElement {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self?
    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self?
}

extension ConvertibleScalar {
    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? { nil }

    /// An array element or dictionary value: exact, else converted (not reported one by
    /// one), else the whole collection fails.
    @inline(__always)
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self {
        if let exact = exactValue(from: value, in: decoder) { return exact }
        if let converted = convertedValue(from: value, in: decoder) { return converted }
        throw decoder.mismatch(Self.self, found: value)
    }
}

/// Integers share one implementation.
protocol ConvertibleInteger: ConvertibleScalar, FixedWidthInteger {}

extension ConvertibleInteger {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? {
        let entry = value.entry
        if entry.kind == .integer { return Self(exactly: entry.payload) }
        return Conversion.exactInteger(value, as: Self.self)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? {
        Conversion.convertedInteger(value, as: Self.self, strategy: decoder.settings.numberStrategy)
    }
}

extension Int: ConvertibleInteger {}
extension Int8: ConvertibleInteger {}
extension Int16: ConvertibleInteger {}
extension Int32: ConvertibleInteger {}
extension Int64: ConvertibleInteger {}
extension UInt: ConvertibleInteger {}
extension UInt8: ConvertibleInteger {}
extension UInt16: ConvertibleInteger {}
extension UInt32: ConvertibleInteger {}
extension UInt64: ConvertibleInteger {}

extension Bool: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.exactBool(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.convertedBool(value)
    }
}

extension String: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> String? {
        Conversion.exactString(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> String? {
        Conversion.convertedString(value)
    }
}

extension Double: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Double? {
        let entry = value.entry
        if entry.kind == .integer { return Double(entry.payload) }
        return Conversion.exactDouble(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Double? {
        Conversion.convertedDouble(value, strategy: decoder.settings.floatStrategy)
    }
}

extension Float: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.exactFloat(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.convertedFloat(value, strategy: decoder.settings.floatStrategy)
    }
}

extension CGFloat: ConvertibleScalar {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> CGFloat? {
        Conversion.exactDouble(value).map { CGFloat($0) }
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> CGFloat? {
        Conversion.convertedDouble(value, strategy: decoder.settings.floatStrategy).map { CGFloat($0) }
    }
}

extension Decimal: ConvertibleScalar {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Decimal? {
        Conversion.decimal(value)
    }
}

extension URL: ConvertibleScalar {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> URL? {
        Conversion.url(value)
    }
}

extension Data: ConvertibleScalar {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Data? {
        Conversion.data(value)
    }
}

extension Date: ConvertibleScalar {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Date? {
        decoder.date(from: value)
    }
}
