import Foundation

/// Library-wide settings. Reads and writes are thread-safe.
public enum SmartCodableOptions {
    private static let state = LockedValue(Settings())

    private struct Settings: Sendable {
        var numberStrategy: SmartCodableOptions.NumberConversionStrategy = .strict
        var ignoreNull = true
    }

    /// How numbers with a fraction go into integer properties. Default `.strict`.
    public static var numberStrategy: SmartCodableOptions.NumberConversionStrategy {
        get { state.read { $0.numberStrategy } }
        set { state.write { $0.numberStrategy = newValue } }
    }

    /// Whether `@SmartAny` treats JSON `null` as missing (keeping the initializer value,
    /// the default) or stores `NSNull()`.
    public static var ignoreNull: Bool {
        get { state.read { $0.ignoreNull } }
        set { state.write { $0.ignoreNull = newValue } }
    }
}
