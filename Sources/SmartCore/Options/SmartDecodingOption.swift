import Foundation

/// A setting for one `deserialize` call.
///
/// Options compare and hash **by case only**, so a `Set` holds at most one of each kind;
/// when an array literal lists the same kind twice, the first one is kept.
///
/// ```swift
/// let options: Set<SmartDecodingOption> = [.key(.fromSnakeCase), .date(.iso8601)]
/// let user = User.deserialize(from: json, options: options)
/// ```
public enum SmartDecodingOption: Hashable, Sendable {
    /// Dates are read with this Foundation strategy instead of the built-in heuristic
    /// (numbers as Unix seconds or milliseconds, common date-string formats).
    case date(JSONDecoder.DateDecodingStrategy)
    /// How `Data` is read (base64).
    case data(JSONDecoder.SmartDataDecodingStrategy)
    /// With `.convertFromString(positiveInfinity:negativeInfinity:nan:)`, strings that
    /// match exactly give ±infinity or NaN for `Float`, `Double` and `CGFloat`.
    case float(JSONDecoder.NonConformingFloatDecodingStrategy)
    /// How JSON keys are rewritten before lookup.
    case key(JSONDecoder.SmartKeyDecodingStrategy)
    /// Text written above and below this call's diagnostics block.
    case logContext(header: String, footer: String)

    private var kindIndex: Int {
        switch self {
        case .date: return 0
        case .data: return 1
        case .float: return 2
        case .key: return 3
        case .logContext: return 4
        }
    }

    /// Options are equal when they are the same case, whatever their values.
    public static func == (lhs: SmartDecodingOption, rhs: SmartDecodingOption) -> Bool {
        lhs.kindIndex == rhs.kindIndex
    }

    /// Hashes the case only, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kindIndex)
    }
}
