/// Holds a lease's `KeyedDecodingContainer` so that handing out a copy needs no lookup of
/// its generic type.
///
/// `KeyedDecodingContainer` is a resilient standard-library type: code generic over the
/// key copies one through the runtime's description of `KeyedDecodingContainer<Key>`,
/// and code written with `Key` as its parameter can only get that description by asking
/// the runtime's generic-type cache: about 240 instructions per model decoded (2.3% of
/// decoding twitter.json). A method of this class takes its type parameter from the
/// object it is called on instead, where the runtime stored it when the holder was made,
/// so `copy()` reads the description from there.
final class WrapperHolder<Wrapper> {
    let wrapper: Wrapper

    init(_ wrapper: Wrapper) {
        self.wrapper = wrapper
    }

    /// A copy of the wrapper. Not inlined: inlined into code generic over the key, it
    /// would look the type up again.
    @inline(never)
    func copy() -> Wrapper { wrapper }
}
