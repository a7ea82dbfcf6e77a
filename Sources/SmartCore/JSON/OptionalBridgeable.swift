/// Lets the bridge see through an `Optional` stored in `Any`.
protocol OptionalBridgeable {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalBridgeable {
    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}
