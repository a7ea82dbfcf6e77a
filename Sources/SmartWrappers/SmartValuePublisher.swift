#if !canImport(Combine)
/// The `$property` of a `@SmartPublished` property on platforms without Combine.
///
/// Like a current-value subject: a subscriber receives the current value at once, then
/// every new value as it is set (before the property changes, like `willSet`).
public struct SmartValuePublisher<Value>: Sendable {
    let storage: PublishedValueStorage<Value>

    /// Calls `receiveValue` with the current value and each later one, until the returned
    /// token is cancelled or released.
    public func sink(receiveValue: @escaping (Value) -> Void) -> SmartCancellable {
        storage.subscribe(receiveValue)
    }
}
#endif
