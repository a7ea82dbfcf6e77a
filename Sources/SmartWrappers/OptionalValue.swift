/// Lets the wrappers see whether a value in `Any` is an empty optional.
protocol OptionalValue {
    var unwrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var unwrappedValue: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}
