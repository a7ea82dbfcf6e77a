import Foundation

/// A setting for one `toDictionary` / `toJSONString` call.
///
/// Options compare and hash **by case only**, so a `Set` holds at most one of each kind.
///
/// ```swift
/// let json = user.toJSONString(options: [.key(.toSnakeCase), .date(.iso8601)])
/// ```
public enum SmartEncodingOption: Hashable, Sendable {
    /// How dates are written. The default is Unix seconds (`secondsSince1970`), which the
    /// decoder reads back to the same instant; `.deferredToDate` restores Foundation's
    /// seconds-since-2001.
    case date(JSONEncoder.DateEncodingStrategy)
    /// How `Data` is written (base64).
    case data(JSONEncoder.SmartDataEncodingStrategy)
    /// What to do with NaN and infinities: `.throw` (the default: the result is nil) or
    /// `.convertToString(positiveInfinity:negativeInfinity:nan:)`.
    case float(JSONEncoder.NonConformingFloatEncodingStrategy)
    /// How keys are rewritten.
    case key(JSONEncoder.SmartKeyEncodingStrategy)

    private var kindIndex: Int {
        switch self {
        case .date: return 0
        case .data: return 1
        case .float: return 2
        case .key: return 3
        }
    }

    /// Options are equal when they are the same case, whatever their values.
    public static func == (lhs: SmartEncodingOption, rhs: SmartEncodingOption) -> Bool {
        lhs.kindIndex == rhs.kindIndex
    }

    /// Hashes the case only, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kindIndex)
    }
}
