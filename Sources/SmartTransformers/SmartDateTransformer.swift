import Foundation
import SmartCore

/// JSON ⇄ `Date` with a `SmartDateStrategy` (also spelled `SmartDate.DateStrategy`).
///
/// Reading uses the strategy it was given:
///
/// | Strategy | Reads |
/// |---|---|
/// | `.timestamp` | a number or numeric string, as seconds since 1970 |
/// | `.timestampMilliseconds` | a number or numeric string, as milliseconds since 1970 |
/// | `.iso8601` | `2024-01-02T03:04:05Z` (fractional seconds accepted) |
/// | `.formatted(df)` | a string read with `df`; a whole number is read as its digits |
///
/// Only when the strategy cannot read the value does it fall back to the library's date
/// heuristic (`SmartDateParsing.date(from:)`: timestamps, common formats, ISO 8601).
/// `SmartDateTransformer()` with no strategy reads with the heuristic alone.
///
/// Writing: `.timestamp` (and no strategy) → seconds as a `Double`;
/// `.timestampMilliseconds` → milliseconds as a `Double`; `.iso8601` → `2024-01-02T03:04:05Z`
/// in UTC; `.formatted(df)` → `df.string(from:)`.
///
/// ```swift
/// static func mappingForValue() -> [SmartValueTransformer]? {
///     let format = DateFormatter()
///     format.dateFormat = "dd.MM.yyyy"
///     return [
///         CodingKeys.created <--- SmartDateTransformer(strategy: .timestamp),
///         CodingKeys.birthday <--- SmartDateTransformer(strategy: .formatted(format)),
///         CodingKeys.seen <--- SmartDateTransformer(),
///     ]
/// }
/// ```
public struct SmartDateTransformer: ValueTransformable, Sendable {
    /// The property type: `Date`.
    public typealias Object = Date
    /// A `Double` (timestamps) or a `String` (ISO 8601, formatted).
    public typealias JSON = Any

    /// The strategy; nil means "read with the heuristic, write seconds since 1970".
    public let strategy: SmartDateStrategy?

    /// A transformer that reads and writes with `strategy`.
    public init(strategy: SmartDateStrategy) {
        self.strategy = strategy
    }

    /// A transformer that reads any form the date heuristic knows (Unix timestamps in
    /// seconds or milliseconds, common formats, ISO 8601) and writes seconds since 1970.
    public init() {
        self.strategy = nil
    }

    /// The date for `value`, or nil when neither the strategy nor the heuristic reads it.
    public func transformFromJSON(_ value: Any) -> Date? {
        read(value)?.date
    }

    /// As `transformFromJSON(_:)`, noting when the strategy failed and the heuristic read
    /// the value (DI-23), so the decoder reports it.
    public func transformFromJSON(_ value: Any, context: SmartTransformContext) -> Date? {
        guard let (date, fellBack) = read(value) else { return nil }
        if fellBack {
            context.note(
                "'\(value)' did not match the transformer's \(strategyName) strategy; it was read by the date heuristic."
            )
        }
        return date
    }

    private var strategyName: String {
        switch strategy {
        case .timestamp?: return "timestamp"
        case .timestampMilliseconds?: return "timestampMilliseconds"
        case .iso8601?: return "iso8601"
        case .formatted(let formatter)?: return "formatted('\(formatter.dateFormat ?? "")')"
        case nil: return "default"
        }
    }

    /// The date for `value`, and whether the strategy failed and the heuristic read it.
    func read(_ value: Any) -> (date: Date, fellBack: Bool)? {
        guard let strategy else {
            return SmartDateParsing.date(from: value).map { ($0, false) }
        }
        if let date = SmartDateTransformer.date(from: value, strategy: strategy) {
            return (date, false)
        }
        return SmartDateParsing.date(from: value).map { ($0, true) }
    }

    /// The JSON for `value` by the strategy; nil (normal encoding) for a non-finite date.
    public func transformToJSON(_ value: Date) -> Any? {
        let seconds = value.timeIntervalSince1970
        guard seconds.isFinite else { return nil }
        switch strategy {
        case nil, .timestamp?:
            return seconds
        case .timestampMilliseconds?:
            let milliseconds = SmartDateTransformer.milliseconds(seconds)
            return milliseconds.isFinite ? milliseconds : nil
        case .iso8601?:
            return ISO8601Text.string(from: value)
        case .formatted(let formatter)?:
            return formatter.string(from: value)
        }
    }

    /// `value` read by `strategy` alone.
    static func date(from value: Any, strategy: SmartDateStrategy) -> Date? {
        switch strategy {
        case .timestamp:
            return SmartDateParsing.timestamp(from: value).map { Date(timeIntervalSince1970: $0) }
        case .timestampMilliseconds:
            return SmartDateParsing.timestamp(from: value).map { Date(timeIntervalSince1970: $0 / 1000) }
        case .iso8601:
            guard let text = value as? String else { return nil }
            return ISO8601Text.dateAllowingFractionalSeconds(from: text)
        case .formatted(let formatter):
            guard let text = TransformInput.text(value) else { return nil }
            return FormatterDateParsing.date(from: text, with: formatter)
        }
    }

    /// Seconds as milliseconds, rounded to the microsecond so the binary noise of the
    /// multiplication (`…122.99999`) does not reach the JSON.
    static func milliseconds(_ seconds: Double) -> Double {
        let microseconds = (seconds * 1_000_000).rounded()
        return microseconds / 1000
    }
}
