extension DecodeKind {
    /// Types for which JSON `null` is a real value rather than a problem.
    var acceptsNull: Bool {
        switch self {
        case .jsonValue, .optional: return true
        default: return false
        }
    }

    /// Whether `type` takes `null` as a value: by kind, or because it asks for it.
    func takesNull(as type: Any.Type) -> Bool {
        if acceptsNull { return true }
        switch self {
        case .other, .configurable: break
        default: return false
        }
        guard let accepting = type as? any SmartNullAccepting.Type else { return false }
        return accepting.acceptsNull
    }
}
