#if canImport(Combine)
import Combine
#endif

extension SmartPublished {
    #if canImport(Combine)
    /// The publisher of a `@SmartPublished` property (`$property`): the current value on
    /// subscription, then every new value as it is set. Never fails.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let channel: PublishedChannel<Value>

        /// Attaches `subscriber`, which receives the current value first.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            channel.subject.receive(subscriber: subscriber)
        }
    }
    #else
    /// The publisher of a `@SmartPublished` property (`$property`) on platforms without
    /// Combine: like a current-value subject, a subscriber receives the current value at
    /// once, then every new value as it is set (before the property changes, like
    /// `willSet`).
    public struct Publisher: Sendable {
        let channel: PublishedChannel<Value>

        /// Calls `receiveValue` with the current value and each later one, until the
        /// returned token is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> SmartCancellable {
            channel.subscribe(receiveValue)
        }
    }
    #endif
}
