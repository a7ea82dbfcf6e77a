#if !canImport(Combine)
import Foundation

/// Ends a `@SmartPublished` subscription when cancelled or released: what
/// `$property.sink` returns on platforms without Combine (Combine's `AnyCancellable` has
/// the same `cancel()` and `store(in:)`).
public final class SmartCancellable: Hashable, @unchecked Sendable {
    // @unchecked: `onCancel` is set once, before the token is returned, and taken under the lock.
    private let lock = NSLock()
    var onCancel: (() -> Void)?

    init() {}

    deinit {
        cancel()
    }

    /// Stops the subscription; calling it again does nothing.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps the subscription alive as long as the set holds it.
    public func store(in set: inout Set<SmartCancellable>) {
        set.insert(self)
    }

    /// Keeps the subscription alive as long as the array holds it.
    public func store(in array: inout [SmartCancellable]) {
        array.append(self)
    }

    /// Tokens are equal only when they are the same object.
    public static func == (lhs: SmartCancellable, rhs: SmartCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity, so each token is its own entry in a set.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
#endif
