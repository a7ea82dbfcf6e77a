import Foundation

/// The value of one `@SmartPublished` property, behind a lock, with the channel it is
/// published on. A struct copy of the wrapper gets its own box on its first set (copy on
/// write), keeping the channel.
final class PublishedValueBox<Value>: @unchecked Sendable {
    // @unchecked: `current` is only touched under `lock`; the channel is thread-safe.
    private let lock = NSLock()
    private var current: Value
    let channel: PublishedChannel<Value>

    init(_ value: Value, channel: PublishedChannel<Value>) {
        current = value
        self.channel = channel
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Publishes the new value (before it is stored, like `willSet`), then stores it.
    func set(_ newValue: Value) {
        channel.send(newValue)
        lock.lock()
        current = newValue
        lock.unlock()
    }

    /// A box with the same value and channel.
    func copy() -> PublishedValueBox {
        PublishedValueBox(value, channel: channel)
    }
}
