import Foundation

#if canImport(Combine)
import Combine
#endif

/// The value behind a `@SmartPublished` property and the subscribers watching it.
/// Copies of the wrapper share one storage, as `@Published` copies do. Thread-safe.
final class PublishedValueStorage<Value>: @unchecked Sendable {
    // @unchecked: every access to `current` and the subscribers goes through `lock`.
    private let lock = NSLock()
    private var current: Value
    #if canImport(Combine)
    let subject: CurrentValueSubject<Value, Never>
    #else
    private var subscribers: [ObjectIdentifier: (Value) -> Void] = [:]
    #endif

    init(_ value: Value) {
        current = value
        #if canImport(Combine)
        subject = CurrentValueSubject(value)
        #endif
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Announces the new value to subscribers (before it is stored, like `willSet`),
    /// then stores it.
    func set(_ newValue: Value) {
        #if canImport(Combine)
        subject.send(newValue)
        #else
        lock.lock()
        let receivers = Array(subscribers.values)
        lock.unlock()
        for receive in receivers { receive(newValue) }
        #endif
        lock.lock()
        current = newValue
        lock.unlock()
    }

    #if !canImport(Combine)
    /// Registers `receive`, calls it with the current value, and returns the token that
    /// ends the subscription.
    func subscribe(_ receive: @escaping (Value) -> Void) -> SmartCancellable {
        let token = SmartCancellable()
        let snapshot: Value
        lock.lock()
        subscribers[ObjectIdentifier(token)] = receive
        snapshot = current
        lock.unlock()
        let identity = ObjectIdentifier(token)  // not the token: it owns this closure
        token.onCancel = { [weak self] in self?.unsubscribe(identity) }
        receive(snapshot)
        return token
    }

    private func unsubscribe(_ identity: ObjectIdentifier) {
        lock.lock()
        subscribers[identity] = nil
        lock.unlock()
    }
    #endif
}
