/// Lets the bridge see through an `Optional` stored in `Any` (and log paths name an
/// optional's wrapped type).
protocol OptionalBridgeable {
    var wrappedAny: Any? { get }
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalBridgeable {
    static var wrappedType: Any.Type { Wrapped.self }

    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}
