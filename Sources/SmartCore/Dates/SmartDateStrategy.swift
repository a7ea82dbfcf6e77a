import Foundation

/// How a date is written to JSON, and read back from it, by `SmartDateTransformer` and
/// the `@SmartDate` wrapper (where it is also spelled `SmartDate.DateStrategy`).
///
/// | Case | Reads | Writes |
/// |---|---|---|
/// | `.timestamp` | a number or numeric string, in seconds since 1970 | seconds as a `Double` |
/// | `.timestampMilliseconds` | a number or numeric string, in milliseconds since 1970 | milliseconds |
/// | `.iso8601` | an ISO 8601 internet date-time, `2024-01-02T03:04:05Z` | the same form, in UTC |
/// | `.formatted(df)` | a string read with `df` | `df.string(from:)` |
///
/// `DateFormatter` is documented as safe to use from several threads (and is `Sendable`
/// in swift-corelibs-foundation), so the strategy is `Sendable` even on SDKs that do not
/// mark the class.
public enum SmartDateStrategy: @unchecked Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    case timestamp
    /// Milliseconds since 1970-01-01T00:00:00Z.
    case timestampMilliseconds
    /// ISO 8601 internet date-time (`ISO8601DateFormatter` with its default options).
    case iso8601
    /// The given formatter, for reading and writing. Set its `timeZone` and `locale`
    /// (usually `en_US_POSIX`) to get the same result on every device.
    case formatted(DateFormatter)
}
