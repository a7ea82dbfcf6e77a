import Foundation
import SmartCore

/// A date string read and written with a `DateFormatter`: the older spelling of
/// `SmartDateTransformer(strategy: .formatted(formatter))`, which it behaves exactly like
/// (including the fallback to the date heuristic when the formatter cannot read a value).
///
/// ```swift
/// static func mappingForValue() -> [SmartValueTransformer]? {
///     let format = DateFormatter()
///     format.dateFormat = "yyyy-MM-dd"
///     return [CodingKeys.date1 <--- SmartDateFormatTransformer(format)]
/// }
/// ```
public struct SmartDateFormatTransformer: ValueTransformable, Sendable {
    /// The property type: `Date`.
    public typealias Object = Date
    /// The JSON form: the formatted string.
    public typealias JSON = String

    /// The same transformer under its current name (it holds the formatter).
    private let base: SmartDateTransformer

    /// A transformer that reads and writes with `formatter`.
    public init(_ formatter: DateFormatter) {
        self.base = SmartDateTransformer(strategy: .formatted(formatter))
    }

    /// The date for `value` (see `SmartDateTransformer`), or nil.
    public func transformFromJSON(_ value: Any) -> Date? {
        base.transformFromJSON(value)
    }

    /// As `transformFromJSON(_:)`, noting a fallback to the date heuristic.
    public func transformFromJSON(_ value: Any, context: SmartTransformContext) -> Date? {
        base.transformFromJSON(value, context: context)
    }

    /// `formatter.string(from: value)`.
    public func transformToJSON(_ value: Date) -> String? {
        base.transformToJSON(value) as? String
    }
}
