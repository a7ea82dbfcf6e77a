/// The per-type decode kinds (with their model contexts) of the last decode call that
/// finished on this thread, handed to the next call on the same thread: a thread that
/// decodes the same types call after call (an app's responses, a server's requests)
/// works each type out once instead of once per call, as a stream's decoder already does
/// from element to element.
///
/// Ownership moves, it is never shared: a call `take`s the cache, leaving none behind (a
/// call nested inside it, from a model's own code, starts empty), and `give`s it back
/// when it ends, unless code kept its decoder (the decoder may then be used later, on
/// any thread, with those contexts: they stay with it). So a `ModelContext`, which is
/// not `Sendable`, is only ever used by one call at a time, on the thread of that call.
enum ThreadDecodeKinds {
    /// Each thread's holder.
    private static let holders = ThreadLocalObject<Holder> { Holder() }

    /// One thread's handed-over cache, if a call gave one back.
    private final class Holder {
        var kinds: TypeCache<DecodeKind>?
    }

    /// The cache the last finished call on this thread gave back, or an empty one.
    static func take() -> TypeCache<DecodeKind> {
        guard let holder = holders.current(creating: false), let kinds = holder.kinds else { return TypeCache() }
        holder.kinds = nil
        return kinds
    }

    /// Gives `kinds` back for the next call on this thread.
    static func give(_ kinds: TypeCache<DecodeKind>) {
        holders.current()?.kinds = kinds
    }
}
