/// Settings for writing a `SmartJSONValue` as JSON text.
public struct SmartJSONWritingOptions: Sendable, Hashable {
    /// What to do with NaN and infinities, which JSON cannot spell.
    public enum NonFiniteNumberStrategy: Sendable, Hashable {
        /// Stop with `SmartJSONWriteError.nonFiniteNumber` (the default).
        case `throw`
        /// Write the given strings instead, for example `"Infinity"`.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// Newlines and two-space indentation, with members written as `"key" : value`
    /// (the layout Foundation's pretty printing uses).
    public var prettyPrinted: Bool
    /// Members sorted by key instead of kept in document order.
    public var sortedKeys: Bool
    /// Write `/` as `\/`, as `JSONSerialization` does. Off by default: both are valid JSON.
    public var escapesForwardSlashes: Bool
    /// What to do with NaN and infinities.
    public var nonFiniteNumbers: NonFiniteNumberStrategy

    /// Options with the given settings; by default compact, in document order, with `/` left
    /// unescaped, and throwing for non-finite numbers.
    public init(
        prettyPrinted: Bool = false,
        sortedKeys: Bool = false,
        escapesForwardSlashes: Bool = false,
        nonFiniteNumbers: NonFiniteNumberStrategy = .throw
    ) {
        self.prettyPrinted = prettyPrinted
        self.sortedKeys = sortedKeys
        self.escapesForwardSlashes = escapesForwardSlashes
        self.nonFiniteNumbers = nonFiniteNumbers
    }

    /// Compact output in document order.
    public static let compact = SmartJSONWritingOptions()
    /// Indented output in document order.
    public static let pretty = SmartJSONWritingOptions(prettyPrinted: true)
}
