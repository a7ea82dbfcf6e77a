extension SmartCodableOptions {
    /// What happens when a number with a fraction (`12.5`, or the string `"12.5"`) is
    /// decoded into an integer property (`SmartCodableOptions.numberStrategy`).
    public enum NumberConversionStrategy: Sendable, Hashable {
        /// The property keeps its fallback value (the default).
        case strict
        /// The fraction is dropped: 12.9 → 12, -12.9 → -12.
        case truncate
        /// Rounded half away from zero: 12.5 → 13, -12.5 → -13.
        case rounded
    }
}
