import Foundation

/// A leaf type the encoders write straight as a JSON value, following the call's
/// strategies: the encoding side of `Conversion`.
protocol EncodableScalar: Encodable {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue
}

extension EncodableScalar {
    /// The JSON value of `value` when `T` is this type, else nil. The encoders call it
    /// through the metatype their `EncodeKind` keeps: casting each value to
    /// `any EncodableScalar` instead looked its conformance up in the runtime's cache every
    /// time (about 4% of encoding airports10000). The type is checked, so the bit cast is
    /// from `Self` to `Self`: a plain copy, where `withUnsafePointer`, not specialised for
    /// `T`, cost about 2.5% of encoding airports10000.
    static func jsonValue<T>(of value: T, in encoder: any ScalarEncodingContext) throws -> SmartJSONValue? {
        guard T.self == Self.self else { return nil }
        return try unsafeBitCast(value, to: Self.self).jsonValue(in: encoder)
    }
}

extension Bool: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .bool(self) }
}

extension String: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .string(self) }
}

extension Int: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension Int8: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension Int16: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension Int32: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension Int64: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension UInt: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension UInt8: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension UInt16: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension UInt32: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}
extension UInt64: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .number(SmartJSONNumber(self)) }
}

extension Double: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { try encoder.floatingValue(self) }
}

extension Float: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue {
        isFinite ? .number(SmartJSONNumber(self)) : try encoder.floatingValue(Double(self))
    }
}

extension CGFloat: EncodableScalar {
    /// Written as its native type: `Double`, or `Float` where CGFloat is 32 bits (32-bit
    /// watchOS), so `0.1` is written `0.1` there and not the digits of the widened value.
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue {
        try NativeType(self).jsonValue(in: encoder)
    }
}

extension Decimal: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue {
        guard !isNaN else { return try encoder.floatingValue(.nan) }
        return .number(SmartJSONNumber(self))
    }
}

extension URL: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .string(absoluteString) }
}

extension Data: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { .string(base64EncodedString()) }
}

extension Date: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { try encoder.dateValue(self) }
}

extension SmartJSONValue: EncodableScalar {
    func jsonValue(in encoder: any ScalarEncodingContext) throws -> SmartJSONValue { self }
}
