#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One object per thread: made by `make` on a thread's first use, released when the
/// thread ends. For the per-thread caches in front of shared ones (`SharedTypeCache`,
/// `ThreadDecoders`); where threads have no local storage, there is none (nil).
///
/// Not generic (see `PlainLock` for what making a generic class of a concrete type costs
/// on a process's first decode): `current(as:)` names the type `make` makes, which each
/// owner, the only one to use its instance, knows.
///
/// Unchecked `Sendable`: the key is immutable and `make` is `@Sendable`; each object is
/// only ever handed to the thread it belongs to.
final class ThreadLocalObject: @unchecked Sendable {
    private let make: @Sendable () -> AnyObject
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let key: pthread_key_t?
    #endif

    init(make: @escaping @Sendable () -> AnyObject) {
        self.make = make
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var key = pthread_key_t()
        self.key = pthread_key_create(&key, { object in releaseThreadObject(object) }) == 0 ? key : nil
        #endif
    }

    /// The calling thread's object, made now if it has none and `creating` is set.
    /// `Object` must be the class `make` makes.
    func current<Object: AnyObject>(as type: Object.Type, creating: Bool = true) -> Object? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        guard let key else { return nil }
        if let stored = pthread_getspecific(key) {
            // Only this instance stores in its key, and only `Object`s.
            return Unmanaged<Object>.fromOpaque(stored).takeUnretainedValue()
        }
        guard creating else { return nil }
        // `make` makes an `Object` (the owner's contract, above).
        let object = unsafeDowncast(make(), to: Object.self)
        let retained = Unmanaged.passRetained(object)
        guard pthread_setspecific(key, retained.toOpaque()) == 0 else {
            retained.release()
            return nil
        }
        return object
        #else
        return nil
        #endif
    }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
/// Releases a thread's object when the thread ends. The parameter is optional in Glibc's
/// and Musl's headers and non-optional in Darwin's; both convert to it.
private func releaseThreadObject(_ object: UnsafeMutableRawPointer?) {
    guard let object else { return }
    Unmanaged<AnyObject>.fromOpaque(object).release()
}
#endif
