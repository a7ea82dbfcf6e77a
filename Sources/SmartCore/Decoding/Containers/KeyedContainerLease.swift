/// A model type's keyed container with the `KeyedDecodingContainer` that wraps it, kept
/// by the type's `ModelContext` and lent to one model of the type at a time.
///
/// Making a keyed container costs three lookups in the Swift runtime's shared caches (the
/// container's generic type, the standard library's box around it, and the conformance
/// between them) and two allocations, for every model decoded. Those caches take one
/// shared counter per lookup, so they also keep threads from decoding in parallel. A
/// model of a type whose container is not lent out gets this one back instead, pointed
/// at its object (`SmartKeyedDecodingContainer.renew`); a model nested in another of the
/// same type gets a new container.
///
/// The wrapper holds the container through `LentKeyedContainer`, unretained; the
/// container comes from `LentContainerPool` and goes back to it when the lease ends, so
/// it outlives every wrapper made for it.
final class KeyedContainerLease<Key: CodingKey>: ParkableContainer {
    let container: SmartKeyedDecodingContainer<Key>
    /// The wrapper, held where a copy of it costs no type lookup (see `WrapperHolder`).
    let wrapper: WrapperHolder<KeyedDecodingContainer<Key>>

    /// A lease over a parked container for `Key` (see `LentContainerPool`).
    override init() {
        container = LentContainerPool.container(for: Key.self)
        wrapper = WrapperHolder(KeyedDecodingContainer(LentKeyedContainer(container)))
    }

    deinit {
        LentContainerPool.giveBack(container)
    }

    override func park() {
        container.park()
    }
}
