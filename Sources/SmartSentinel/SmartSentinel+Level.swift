import SmartCore

extension SmartSentinel {
    /// How much the sentinel reports.
    ///
    /// | Level | Missing key | `null` | Type mismatch | Whole-call failures |
    /// |---|---|---|---|---|
    /// | `.none` | – | – | – | – |
    /// | `.verbose` | ✓ | ✓ | ✓ | ✓ |
    /// | `.alert` | – | – | ✓ | ✓ |
    ///
    /// Missing keys of optional properties are never reported: leaving them out is normal.
    public enum Level: Int, Sendable, Hashable, CaseIterable, Codable {
        /// Nothing is logged, and the decoder does no diagnostics work.
        case none = 0
        /// Every fallback: missing keys, `null` values, type mismatches and failures.
        case verbose = 1
        /// Only values of the wrong type (converted or not) and failures: what usually
        /// means the backend sent something other than what the model expects.
        case alert = 2

        /// Whether an issue is reported at this level.
        func shows(_ issue: SmartDecodingIssue) -> Bool {
            switch self {
            case .none:
                return false
            case .verbose:
                return true
            case .alert:
                switch issue.problem {
                case .missingKey, .null:
                    return false
                case .typeMismatch, .unsupportedValue, .transformFailed, .transformFallback, .invalidInput,
                    .pathNotFound, .undeclaredProperty,
                    .nestingTooDeep, .stackExhausted, .trailingComma, .malformedElement, .truncatedStream,
                    .elementTooLarge:
                    return true
                }
            }
        }
    }
}
