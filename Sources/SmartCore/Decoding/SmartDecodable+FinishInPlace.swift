extension SmartDecodable {
    /// Calls `didFinishMapping()` on `value` in place when `T` is this model type itself
    /// (checked, so the memory is only ever viewed as its own type). No casts, no copies.
    static func finishMapping<T>(of value: inout T) {
        guard Self.self == T.self else { return }
        withUnsafeMutablePointer(to: &value) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.didFinishMapping() }
        }
    }
}
