#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
/// `pthread_getattr_np`, which the C library has but its Swift module does not export
/// (it is a GNU extension). Its arguments are a thread handle and a pointer, passed the
/// same way by Swift and C.
@_silgen_name("pthread_getattr_np")
private func threadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> CInt
#endif

/// The calling thread's stack: its lowest address and its size, read from the thread
/// library (`pthread_get_stackaddr_np` on Apple platforms, `pthread_getattr_np`
/// elsewhere) and cached per thread, since some platforms read it from the file system
/// for the main thread.
enum ThreadStack {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// A thread-local slot caching `low` and `size` for each thread (two words, freed
    /// when the thread ends).
    private static let cacheKey: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { pointer in releaseCachedBounds(pointer) }) == 0 ? key : nil
    }()

    /// Frees a thread's cached bounds when the thread ends. The destructor's parameter is
    /// optional in Glibc's and Musl's headers and non-optional in Darwin's (`pthread.h` is
    /// inside `assume_nonnull` there); both convert to this optional parameter.
    private static func releaseCachedBounds(_ pointer: UnsafeMutableRawPointer?) {
        pointer?.deallocate()
    }
    #endif

    /// The bounds of the calling thread's stack, or nil where they cannot be read.
    static func currentBounds() -> (low: UInt, size: UInt)? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        if let key = cacheKey, let cached = pthread_getspecific(key) {
            let words = cached.assumingMemoryBound(to: UInt.self)
            return (words[0], words[1])
        }
        guard let bounds = readBounds() else { return nil }
        if let key = cacheKey {
            let words = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
            words[0] = bounds.low
            words[1] = bounds.size
            if pthread_setspecific(key, words) != 0 { words.deallocate() }
        }
        return bounds
        #else
        return nil
        #endif
    }

    private static func readBounds() -> (low: UInt, size: UInt)? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        guard top > size else { return nil }
        return (top - size, size)
        #elseif canImport(Glibc) || canImport(Musl)
        var attributes = pthread_attr_t()
        guard threadAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else { return nil }
        return (UInt(bitPattern: address), UInt(size))
        #else
        return nil
        #endif
    }
}
