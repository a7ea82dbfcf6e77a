#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Each thread's `DecodingThreadState`, in thread-local storage.
///
/// The cell is allocated on the thread's first decode (or first hint) and freed when the
/// thread ends. Reading it is a call into the system's thread-specific storage, a few
/// instructions; where a system has none, there is no cell, and everything that would use
/// one takes its general path instead (`PropertyTypeHint` gives no hint and
/// `ActiveKeyedContainer` matches nothing).
@usableFromInline
enum DecodingThreadCell {
    @usableFromInline
    typealias Pointer = UnsafeMutablePointer<DecodingThreadState>

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// The key of each thread's cell; nil if the system had no key to give.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { cell in freeCell(cell) }) == 0 ? key : nil
    }()

    /// The calling thread's cell, made now if it has none.
    @usableFromInline
    static func current() -> Pointer? {
        if let cell = existing() { return cell }
        guard let key else { return nil }
        return newCell(key: key)
    }

    /// The calling thread's cell if it has one.
    @usableFromInline
    @inline(__always)
    static func existing() -> Pointer? {
        guard let key, let stored = pthread_getspecific(key) else { return nil }
        return stored.assumingMemoryBound(to: DecodingThreadState.self)
    }

    /// Makes the calling thread's cell.
    @inline(never)
    private static func newCell(key: pthread_key_t) -> Pointer? {
        let cell = Pointer.allocate(capacity: 1)
        cell.initialize(to: DecodingThreadState())
        guard pthread_setspecific(key, cell) == 0 else {
            cell.deinitialize(count: 1)
            cell.deallocate()
            return nil
        }
        return cell
    }
    #else
    @usableFromInline
    static func current() -> Pointer? { nil }
    @usableFromInline
    static func existing() -> Pointer? { nil }
    #endif
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
/// Frees a thread's cell when the thread ends (the parameter is optional in Glibc's and
/// Musl's headers and not in Darwin's; both convert to it).
private func freeCell(_ cell: UnsafeMutableRawPointer?) {
    guard let cell else { return }
    let state = cell.assumingMemoryBound(to: DecodingThreadState.self)
    state.deinitialize(count: 1)
    state.deallocate()
}
#endif
