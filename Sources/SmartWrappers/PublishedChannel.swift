import Foundation

#if canImport(Combine)
import Combine
#endif

/// Where the values of one `@SmartPublished` property are published: a Combine subject,
/// or on platforms without Combine a list of subscribers. Copies of the wrapper share it,
/// as copies of the original's wrapper share their subject. Thread-safe.
final class PublishedChannel<Value>: @unchecked Sendable {
    #if canImport(Combine)
    // @unchecked: Combine subjects serialize their own state.
    let subject: CurrentValueSubject<Value, Never>

    init(_ value: Value) {
        subject = CurrentValueSubject(value)
    }

    /// Sends `value` to every subscriber.
    func send(_ value: Value) {
        subject.send(value)
    }
    #else
    // @unchecked: `current` and `subscribers` are only touched under `lock`.
    private let lock = NSLock()
    private var current: Value
    private var subscribers: [ObjectIdentifier: (Value) -> Void] = [:]

    init(_ value: Value) {
        current = value
    }

    /// Sends `value` to every subscriber; later subscribers start from it.
    func send(_ value: Value) {
        lock.lock()
        current = value
        let receivers = Array(subscribers.values)
        lock.unlock()
        for receive in receivers { receive(value) }
    }

    /// Registers `receive`, calls it with the latest value, and returns the token that
    /// ends the subscription.
    func subscribe(_ receive: @escaping (Value) -> Void) -> SmartCancellable {
        let token = SmartCancellable()
        let identity = ObjectIdentifier(token)  // not the token: it owns this closure
        lock.lock()
        subscribers[identity] = receive
        let snapshot = current
        lock.unlock()
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
