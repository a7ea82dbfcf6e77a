extension SmartColor {
    /// The layout of a hex colour string, with its prefix.
    ///
    /// | Case | Example (`.hash`) |
    /// |---|---|
    /// | `.rgb` | `#F80` |
    /// | `.rgba` | `#F80C` |
    /// | `.rrggbb` | `#FF8800` |
    /// | `.rrggbbaa` | `#FF8800CC` |
    ///
    /// Reading never needs the format: the number of digits decides the layout.
    public enum HexFormat: Sendable, Hashable {
        /// Three digits, one per component, no alpha.
        case rgb(Prefix)
        /// Four digits, one per component, alpha last.
        case rgba(Prefix)
        /// Six digits, two per component, no alpha.
        case rrggbb(Prefix)
        /// Eight digits, two per component, alpha last.
        case rrggbbaa(Prefix)

        /// The prefix written before the digits.
        public var prefix: Prefix {
            switch self {
            case .rgb(let prefix), .rgba(let prefix), .rrggbb(let prefix), .rrggbbaa(let prefix):
                return prefix
            }
        }
    }
}
