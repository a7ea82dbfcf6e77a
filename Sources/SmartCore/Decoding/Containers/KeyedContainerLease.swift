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
///
/// Generic over the wrapper's type as well as the key, although the wrapper is always
/// `KeyedDecodingContainer<Key>` (see `make()`): `KeyedDecodingContainer` is a resilient
/// standard-library type, so code generic over the key copies one through the runtime's
/// description of `KeyedDecodingContainer<Key>`, and code written with `Key` as its
/// parameter can only get that description by asking the runtime's generic-type cache
/// (about 240 instructions per model decoded, 2.3% of decoding twitter.json). A method
/// of this class takes `Wrapper` from the object it is called on instead, where the
/// runtime stored it when the lease was made, so `copyWrapper()` reads the description
/// from there.
final class KeyedContainerLease<Key: CodingKey, Wrapper>: ParkableContainer {
    let container: SmartKeyedDecodingContainer<Key>
    private let wrapper: Wrapper
    /// The container as the overloads recognise it behind `wrapper` (see
    /// `ActiveKeyedContainer`); nil where wrappers are not one word.
    let active: ActiveKeyedContainer?

    private init(container: SmartKeyedDecodingContainer<Key>, wrapper: Wrapper, active: ActiveKeyedContainer?) {
        self.container = container
        self.wrapper = wrapper
        self.active = active
    }

    deinit {
        LentContainerPool.giveBack(container)
    }

    override func park() {
        container.park()
    }

    /// A copy of the wrapper. Not inlined: inlined into code generic over the key, it
    /// would look the wrapper's type up again.
    @inline(never)
    func copyWrapper() -> Wrapper { wrapper }
}

extension KeyedContainerLease where Wrapper == KeyedDecodingContainer<Key> {
    /// A lease over a parked container for `Key` (see `LentContainerPool`).
    static func make() -> KeyedContainerLease {
        let container = LentContainerPool.container(for: Key.self)
        let wrapper = KeyedDecodingContainer(LentKeyedContainer(container))
        let active =
            ActiveKeyedContainer.wrappersAreOneWord
            ? ActiveKeyedContainer(
                wrapperWord: ActiveKeyedContainer.word(of: wrapper),
                container: UnsafeRawPointer(Unmanaged.passUnretained(container).toOpaque()))
            : nil
        return KeyedContainerLease(container: container, wrapper: wrapper, active: active)
    }
}
