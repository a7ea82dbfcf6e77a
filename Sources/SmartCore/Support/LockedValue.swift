import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a lock, for the library's few pieces of shared mutable state.
///
/// On Linux the lock is a `pthread_mutex_t` of its own: Foundation's `NSLock` there goes
/// through `NSCondition` to the same mutex, three calls deep, and the per-type caches
/// take such a lock about twenty times in a small decode call. Elsewhere it is `NSLock`.
package final class LockedValue<Value>: @unchecked Sendable {
    #if canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #else
    private let lock = NSLock()
    #endif
    /// Only touched while the lock is held, which already makes every access exclusive, so
    /// the run-time exclusivity check (a call and a table insert per access) is skipped.
    @exclusivity(unchecked) private var value: Value

    /// Wraps `value`, which is then read and changed only under the lock.
    package init(_ value: Value) {
        self.value = value
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

    /// Reads under the lock.
    package func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        acquire()
        defer { release() }
        return try body(value)
    }

    /// Changes the value under the lock.
    @discardableResult
    package func write<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        acquire()
        defer { release() }
        return try body(&value)
    }

    @inline(__always)
    private func acquire() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_lock(mutex)
        #else
        lock.lock()
        #endif
    }

    @inline(__always)
    private func release() {
        #if canImport(Glibc) || canImport(Musl)
        pthread_mutex_unlock(mutex)
        #else
        lock.unlock()
        #endif
    }
}
