/// The defaults of the limits a stream can be given.
public enum SmartStreamLimits {
    /// The largest element `deserializeElements` reads unless told otherwise: 64 MiB. A
    /// larger element is skipped without being held in memory, with one
    /// `.elementTooLarge` issue.
    public static let defaultMaximumElementBytes = 64 << 20
}
