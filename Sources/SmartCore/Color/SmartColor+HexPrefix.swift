extension SmartColor.HexFormat {
    /// What a hex colour string starts with.
    public enum Prefix: Sendable, Hashable {
        /// `#`, as in `#FF8800`.
        case hash
        /// `0x`, as in `0xFF8800`.
        case zeroX
        /// Nothing, as in `FF8800`.
        case none

        /// The prefix as text: `"#"`, `"0x"` or `""`.
        public var text: String {
            switch self {
            case .hash: return "#"
            case .zeroX: return "0x"
            case .none: return ""
            }
        }
    }
}
