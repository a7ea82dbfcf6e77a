/// Where lent keyed containers wait between leases: a container whose lease ends (its
/// thread's decoder went away) is parked here and handed to the next lease made for the
/// same coding-key type, on any thread.
///
/// Lent containers are never freed, which is what lets `LentKeyedContainer` hold one
/// without reference counting. The pool holds at most as many containers per key type as
/// were ever lent at the same time (one per thread decoding that type).
enum LentContainerPool {
    /// Parked containers by coding-key type (a `TypeKeyedTable`, whose type costs the
    /// runtime no conformance lookup on first use). A container is reached by one owner at
    /// a time: the lease that holds it, or this table under `lock` (beside it, not a
    /// `LockedValue` around it: see `PlainLock`).
    nonisolated(unsafe) private static var parked = TypeKeyedTable<[AnyObject]>()
    private static let lock = PlainLock()

    /// A parked container for `Key`, or a new one.
    static func container<Key: CodingKey>(for key: Key.Type) -> SmartKeyedDecodingContainer<Key> {
        let identifier = ObjectIdentifier(Key.self)
        let reused = lock.withLock { () -> AnyObject? in
            guard var waiting = parked.value(for: identifier), let last = waiting.popLast() else { return nil }
            parked.set(waiting, for: identifier)
            return last
        }
        if let reused { return unsafeDowncast(reused, to: SmartKeyedDecodingContainer<Key>.self) }
        return SmartKeyedDecodingContainer<Key>()
    }

    /// Parks `container`, whose lease has ended, for a later lease.
    static func giveBack<Key: CodingKey>(_ container: SmartKeyedDecodingContainer<Key>) {
        container.park()
        let identifier = ObjectIdentifier(Key.self)
        lock.withLock {
            var waiting = parked.value(for: identifier) ?? []
            waiting.append(container)
            parked.set(waiting, for: identifier)
        }
    }

    /// How many containers for `Key` are parked (for tests).
    static func parkedCount<Key: CodingKey>(for key: Key.Type) -> Int {
        lock.withLock { parked.value(for: ObjectIdentifier(Key.self))?.count ?? 0 }
    }
}
