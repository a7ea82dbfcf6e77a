#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// The thread-local slot: a `Holder`, released when the thread ends.
    private static let slot: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { holder in releaseHolder(holder) }) == 0 ? key : nil
    }()
    #endif

    /// One thread's handed-over cache, if a call gave one back.
    private final class Holder {
        var kinds: TypeCache<DecodeKind>?
    }

    /// The cache the last finished call on this thread gave back, or an empty one.
    static func take() -> TypeCache<DecodeKind> {
        guard let holder = holder(creating: false), let kinds = holder.kinds else { return TypeCache() }
        holder.kinds = nil
        return kinds
    }

    /// Gives `kinds` back for the next call on this thread.
    static func give(_ kinds: TypeCache<DecodeKind>) {
        holder(creating: true)?.kinds = kinds
    }

    private static func holder(creating: Bool) -> Holder? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        guard let slot else { return nil }
        if let stored = pthread_getspecific(slot) {
            return Unmanaged<Holder>.fromOpaque(stored).takeUnretainedValue()
        }
        guard creating else { return nil }
        let holder = Holder()
        let retained = Unmanaged.passRetained(holder)
        guard pthread_setspecific(slot, retained.toOpaque()) == 0 else {
            retained.release()
            return nil
        }
        return holder
        #else
        return nil
        #endif
    }

    /// Releases a thread's holder when the thread ends. The parameter is optional in
    /// Glibc's and Musl's headers and non-optional in Darwin's; both convert to it.
    private static func releaseHolder(_ holder: UnsafeMutableRawPointer?) {
        guard let holder else { return }
        Unmanaged<AnyObject>.fromOpaque(holder).release()
    }
}
