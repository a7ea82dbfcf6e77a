import Foundation

/// A leaf type the decoder reads straight from a `JSONValue` through `Conversion`.
///
/// `exactValue` is the fast path (no issue reported). `convertedValue` is the tolerant
/// step; when it succeeds inside a model the decoder reports a type mismatch resolved by
/// conversion, as the behaviour spec asks for strings, numbers and booleans. Types whose
/// every accepted form counts as normal (dates, URLs, data, decimals) put everything in
/// `exactValue` and have no conversion step.
protocol ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Self?
    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Self?
}

extension ConvertibleScalar {
    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Self? { nil }
}

/// Integers share one implementation.
protocol ConvertibleInteger: ConvertibleScalar, FixedWidthInteger {}

extension ConvertibleInteger {
    @inline(__always)
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Self? {
        Conversion.exactInteger(value, as: Self.self)
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Self? {
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
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.exactBool(value)
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Bool? {
        Conversion.convertedBool(value)
    }
}

extension String: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> String? {
        Conversion.exactString(value)
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> String? {
        Conversion.convertedString(value)
    }
}

extension Double: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Double? {
        Conversion.exactDouble(value)
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Double? {
        Conversion.convertedDouble(value, strategy: decoder.settings.floatStrategy)
    }
}

extension Float: ConvertibleScalar {
    @inline(__always)
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.exactFloat(value)
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Float? {
        Conversion.convertedFloat(value, strategy: decoder.settings.floatStrategy)
    }
}

extension CGFloat: ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> CGFloat? {
        Conversion.exactDouble(value).map { CGFloat($0) }
    }

    static func convertedValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> CGFloat? {
        Conversion.convertedDouble(value, strategy: decoder.settings.floatStrategy).map { CGFloat($0) }
    }
}

extension Decimal: ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Decimal? {
        Conversion.decimal(value)
    }
}

extension URL: ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> URL? {
        Conversion.url(value)
    }
}

extension Data: ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Data? {
        Conversion.data(value)
    }
}

extension Date: ConvertibleScalar {
    static func exactValue(from value: JSONValue, in decoder: SmartDecoderImpl) -> Date? {
        decoder.date(from: value)
    }
}
