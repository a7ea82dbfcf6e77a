import Foundation

/// Library-wide settings. Reads and writes are thread-safe.
public enum SmartCodableOptions {
    /// Guarded by `lock` (beside it, not a `LockedValue` around it: see `PlainLock`).
    nonisolated(unsafe) private static var state = Settings()
    private static let lock = PlainLock()

    private struct Settings: Sendable {
        var numberStrategy: SmartCodableOptions.NumberConversionStrategy = .strict
        var ignoreNull = true
    }

    /// How numbers with a fraction go into integer properties. Default `.strict`.
    public static var numberStrategy: SmartCodableOptions.NumberConversionStrategy {
        get { lock.withLock { state.numberStrategy } }
        set { lock.withLock { state.numberStrategy = newValue } }
    }

    /// Whether `@SmartAny` treats JSON `null` as missing (keeping the initializer value,
    /// the default) or stores `NSNull()`.
    public static var ignoreNull: Bool {
        get { lock.withLock { state.ignoreNull } }
        set { lock.withLock { state.ignoreNull = newValue } }
    }
}
