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
final class KeyedContainerLease<Key: CodingKey>: ParkableContainer {
    let container: SmartKeyedDecodingContainer<Key>
    let wrapper: KeyedDecodingContainer<Key>

    init(_ container: SmartKeyedDecodingContainer<Key>) {
        self.container = container
        wrapper = KeyedDecodingContainer(container)
    }

    func park() {
        container.park()
    }
}
