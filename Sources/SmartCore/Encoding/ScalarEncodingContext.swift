import Foundation

/// What writing a scalar needs from an encoder: the call's settings, where it is (for
/// errors), and a way to run a `.custom` date strategy, which takes an `Encoder`.
///
/// Both encoders (`SmartEncoderImpl`, which builds a tree, and `DirectEncoder`, which
/// writes text) conform, so the rules for floats and dates live here once.
protocol ScalarEncodingContext: AnyObject {
    var settings: EncodingSettings { get }
    var codingPath: [any CodingKey] { get }
    /// The JSON a `.custom` date strategy writes for `date`.
    func customDate(_ date: Date, _ write: @Sendable (Date, any Encoder) throws -> Void) throws -> SmartJSONValue
}

extension ScalarEncodingContext {
    /// A double, or what the float strategy says for NaN and infinities.
    func floatingValue(_ value: Double) throws -> SmartJSONValue {
        if value.isFinite { return .number(SmartJSONNumber(value)) }
        switch settings.floatStrategy {
        case .convertToString(let positive, let negative, let nan):
            return .string(value.isNaN ? nan : (value < 0 ? negative : positive))
        default:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription:
                        "\(value) has no JSON form; use .float(.convertToString(positiveInfinity:negativeInfinity:nan:)) to write it as a string."
                ))
        }
    }

    /// A date by the call's strategy (Unix seconds by default).
    func dateValue(_ date: Date) throws -> SmartJSONValue {
        switch settings.dateStrategy {
        case .deferredToDate:
            return try floatingValue(date.timeIntervalSinceReferenceDate)
        case .secondsSince1970:
            return try floatingValue(date.timeIntervalSince1970)
        case .millisecondsSince1970:
            return try floatingValue(date.timeIntervalSince1970 * 1000)
        case .iso8601:
            return .string(ISO8601Text.string(from: date))
        case .custom(let write):
            return try customDate(date, write)
        #if _runtime(_ObjC)
        case .formatted(let formatter):
            // Apple's Foundation has this case; elsewhere `.formatted` is built on `.custom`,
            // which writes the same string.
            return .string(formatter.string(from: date))
        #endif
        @unknown default:
            return try floatingValue(date.timeIntervalSince1970)
        }
    }
}
