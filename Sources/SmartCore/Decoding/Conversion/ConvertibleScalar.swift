import Foundation

/// A leaf type the decoder reads straight from a flat document entry through `Conversion`.
///
/// `exactValue` is the fast path (no issue reported). `convertedValue` is the tolerant
/// step; when it succeeds inside a model the decoder reports a type mismatch resolved by
/// conversion, as the behaviour spec asks for strings, numbers and booleans. Types whose
/// every accepted form counts as normal (dates, URLs, data, decimals) put everything in
/// `exactValue` and have no conversion step.
///
/// Every scalar is also a `BulkArrayElement`, so `[Int]`, `[[Double]]`… decode in a
/// tight loop.
protocol ConvertibleScalar: BulkArrayElement, SpecialDecodeShape {
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self?
    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self?
    /// Whether a property whose value transformer fails takes its fallback value directly
    /// (§3.1: every type but Bool, String, the integers, Float and Double, which go on
    /// with normal decoding instead). `false` unless the type says otherwise.
    static var fallsBackWhenTransformFails: Bool { get }
}

extension ConvertibleScalar {
    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? { nil }
    static var fallsBackWhenTransformFails: Bool { false }

    /// An array element or dictionary value: exact, else converted (not reported one by
    /// one), else the whole collection fails.
    @inline(__always)
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self {
        if let exact = exactValue(from: value, in: decoder) { return exact }
        if let converted = convertedValue(from: value, in: decoder) { return converted }
        throw decoder.mismatch(Self.self, found: value)
    }

    /// Compiled for each scalar type (see `BulkArrayElement.decodeArrayOfArrays`).
    static func decodeArrayOfArrays(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [[Self]] {
        try BulkArrayElements.decode([Self].self, value, in: decoder)
    }
}

/// Integers share one implementation.
protocol ConvertibleInteger: ConvertibleScalar, FixedWidthInteger {}

extension ConvertibleInteger {
    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? {
        let entry = value.entry
        if entry.kind == .integer { return Self(exactly: entry.integer) }
        return Conversion.exactInteger(value, as: Self.self)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Self? {
        Conversion.convertedInteger(value, as: Self.self, strategy: decoder.settings.numberStrategy)
    }
}

extension Int: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Int] {
        try BulkArrayElements.decode(Int.self, value, in: decoder)
    }
}
extension Int8: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Int8] {
        try BulkArrayElements.decode(Int8.self, value, in: decoder)
    }
}
extension Int16: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Int16] {
        try BulkArrayElements.decode(Int16.self, value, in: decoder)
    }
}
extension Int32: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Int32] {
        try BulkArrayElements.decode(Int32.self, value, in: decoder)
    }
}
extension Int64: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Int64] {
        try BulkArrayElements.decode(Int64.self, value, in: decoder)
    }
}
extension UInt: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [UInt] {
        try BulkArrayElements.decode(UInt.self, value, in: decoder)
    }
}
extension UInt8: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [UInt8] {
        try BulkArrayElements.decode(UInt8.self, value, in: decoder)
    }
}
extension UInt16: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [UInt16] {
        try BulkArrayElements.decode(UInt16.self, value, in: decoder)
    }
}
extension UInt32: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [UInt32] {
        try BulkArrayElements.decode(UInt32.self, value, in: decoder)
    }
}
extension UInt64: ConvertibleInteger {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [UInt64] {
        try BulkArrayElements.decode(UInt64.self, value, in: decoder)
    }
}

extension Bool: ConvertibleScalar {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Bool] {
        try BulkArrayElements.decode(Bool.self, value, in: decoder)
    }

    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.exactBool(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.convertedBool(value)
    }
}

extension String: ConvertibleScalar {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [String] {
        try BulkArrayElements.decode(String.self, value, in: decoder)
    }

    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> String? {
        Conversion.exactString(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> String? {
        Conversion.convertedString(value)
    }
}

extension Double: ConvertibleScalar {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Double] {
        try BulkArrayElements.decode(Double.self, value, in: decoder)
    }

    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Double? {
        let entry = value.entry
        if entry.kind == .integer { return Double(entry.integer) }
        return Conversion.exactDouble(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Double? {
        Conversion.convertedDouble(value, strategy: decoder.settings.floatStrategy)
    }
}

extension Float: ConvertibleScalar {
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Float] {
        try BulkArrayElements.decode(Float.self, value, in: decoder)
    }

    @inline(__always)
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.exactFloat(value)
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.convertedFloat(value, strategy: decoder.settings.floatStrategy)
    }
}

extension CGFloat: ConvertibleScalar {
    static var fallsBackWhenTransformFails: Bool { true }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [CGFloat] {
        try BulkArrayElements.decode(CGFloat.self, value, in: decoder)
    }

    // Through CGFloat's native type: `Double`, or `Float` where CGFloat is 32 bits
    // (watchOS on 32-bit hardware), so a value is rounded once, to the width it is stored in.
    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> CGFloat? {
        NativeType.exactValue(from: value, in: decoder).map { CGFloat($0) }
    }

    static func convertedValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> CGFloat? {
        NativeType.convertedValue(from: value, in: decoder).map { CGFloat($0) }
    }
}

extension Decimal: ConvertibleScalar {
    static var fallsBackWhenTransformFails: Bool { true }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Decimal] {
        try BulkArrayElements.decode(Decimal.self, value, in: decoder)
    }

    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Decimal? {
        Conversion.decimal(value)
    }
}

extension URL: ConvertibleScalar {
    static var fallsBackWhenTransformFails: Bool { true }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [URL] {
        try BulkArrayElements.decode(URL.self, value, in: decoder)
    }

    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> URL? {
        Conversion.url(value)
    }
}

extension Data: ConvertibleScalar {
    static var fallsBackWhenTransformFails: Bool { true }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Data] {
        try BulkArrayElements.decode(Data.self, value, in: decoder)
    }

    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Data? {
        Conversion.data(value)
    }
}

extension Date: ConvertibleScalar {
    static var fallsBackWhenTransformFails: Bool { true }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Date] {
        try BulkArrayElements.decode(Date.self, value, in: decoder)
    }

    static func exactValue(from value: FlatCursor, in decoder: SmartDecoderImpl) -> Date? {
        decoder.date(from: value)
    }
}
