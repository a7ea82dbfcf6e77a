import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock that guards nothing by itself, for state that lives beside it: the one place the
/// library's locking is written (`LockedValue` holds one).
///
/// Not generic, so making one costs no type metadata. A generic class of a concrete
/// type (`LockedValue<TypeKeyedTable<DecodeShape>>`) is built by the Swift runtime from
/// its mangled name the first time each place that names it runs, about 13,000
/// instructions each: on a process's first decode, the per-type caches paid that several
/// times over.
///
/// On Linux the lock is a `pthread_mutex_t` of its own: Foundation's `NSLock` there goes
/// through `NSCondition` to the same mutex, three calls deep, and the per-type caches
/// take such a lock about twenty times in a small decode call. Elsewhere it is `NSLock`.
package final class PlainLock: @unchecked Sendable {
    // @unchecked: the mutex is only used through lock and unlock, which are thread-safe.
    #if canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #else
    private let nsLock = NSLock()
    #endif

    package init() {
        #if canImport(Glibc) || canImport(Musl)
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        #endif
    }

    /// Runs `body` with the lock held.
    @inline(__always)
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    @inline(__always)
    package func lock() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(mutex)
        #else
        nsLock.lock()
        #endif
    }

    @inline(__always)
    package func unlock() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_unlock(mutex)
        #else
        nsLock.unlock()
        #endif
    }
}
