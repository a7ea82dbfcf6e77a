extension DecodeKind {
    /// Types for which JSON `null` is a real value rather than a problem.
    var acceptsNull: Bool {
        switch self {
        case .jsonValue, .optional: return true
        default: return false
        }
    }
}
