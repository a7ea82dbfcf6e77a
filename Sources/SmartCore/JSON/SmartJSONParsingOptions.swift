/// Settings for `SmartJSONValue(parsing:options:)`.
public struct SmartJSONParsingOptions: Sendable, Hashable {
    /// The nesting limit used when none is given: 512 arrays or objects inside each other.
    public static let defaultMaximumDepth = 512

    /// The largest nesting limit the parser accepts; higher settings are lowered to it.
    /// Parsing, writing, comparing and freeing a `SmartJSONValue` work at any depth, but what
    /// is made from one recurses per level: decoding nested types, `Codable` round trips,
    /// and the Foundation containers `anyValue` returns (Swift frees those recursively).
    /// Deeper trees could exhaust a 512 KiB secondary-thread stack there.
    public static let maximumSupportedDepth = 1024

    /// How many arrays and objects may nest inside each other before parsing stops with
    /// `SmartJSONParseError.Kind.depthLimitExceeded` (at least 1).
    public var maximumDepth: Int

    /// Whether a document may be a single scalar (`42`, `"text"`, `null`), as RFC 8259
    /// allows. When `false`, the top level must be an object or an array.
    public var allowsTopLevelScalars: Bool

    /// Whether a `,` directly before `]` or `}` is accepted (`[1, 2,]`), as Foundation's
    /// `JSONSerialization` does on Linux. Off by default: RFC 8259 has no trailing commas.
    /// Nothing else non-standard (comments, single quotes, `NaN`) is ever accepted.
    /// SmartCodable's tolerant entry points (`deserialize`) turn it on and report each
    /// trailing comma as an issue.
    public var allowsTrailingCommas: Bool

    /// Options with the given settings; by default nesting stops at 512 levels, a scalar may be
    /// the whole document, and trailing commas are rejected.
    public init(
        maximumDepth: Int = SmartJSONParsingOptions.defaultMaximumDepth,
        allowsTopLevelScalars: Bool = true,
        allowsTrailingCommas: Bool = false
    ) {
        self.maximumDepth = maximumDepth
        self.allowsTopLevelScalars = allowsTopLevelScalars
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    /// The limit the parser really applies: `maximumDepth` kept within 1…`maximumSupportedDepth`.
    var effectiveMaximumDepth: Int {
        min(max(maximumDepth, 1), SmartJSONParsingOptions.maximumSupportedDepth)
    }
}
