/// The decoder of the last top-level call that finished on this thread, handed to the
/// next call on the same thread: with it go the per-type decode kinds (with their model
/// contexts), worked out once per type instead of once per call, and the memory of its
/// frames and state, so a small payload does not pay for setting a decoder up and
/// tearing it down. A stream's decoder does the same from element to element.
///
/// Ownership moves, it is never shared: a call `take`s the decoder, leaving none behind
/// (a call nested inside it, from a model's own code, makes its own), and `give`s it
/// back when it ends, unless code kept the decoder (it may then be used later, on any
/// thread, with its contexts: they stay with it). So a `ModelContext`, which is not
/// `Sendable`, is only ever used by one call at a time, on the thread of that call. A
/// decoder given back holds nothing of its call's input or caller (`finishCall`).
enum ThreadDecoders {
    /// Each thread's holder.
    private static let holders = ThreadLocalObject { Holder() }

    /// One thread's idle decoder, if a call gave one back.
    private final class Holder {
        var decoder: SmartDecoderImpl?
    }

    /// The decoder the last finished call on this thread gave back, if any; it is the
    /// caller's alone from now on.
    static func take() -> SmartDecoderImpl? {
        guard let holder = holders.current(as: Holder.self, creating: false), let decoder = holder.decoder else {
            return nil
        }
        holder.decoder = nil
        return decoder
    }

    /// Ends `decoder`'s call and keeps it for the next call on this thread. The caller
    /// must hold the only reference.
    static func give(_ decoder: SmartDecoderImpl) {
        decoder.finishCall()
        holders.current(as: Holder.self)?.decoder = decoder
    }
}
