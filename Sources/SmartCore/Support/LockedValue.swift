/// A value behind a lock, for the library's few pieces of shared mutable state. The lock
/// is a `PlainLock`.
///
/// Where a generic `LockedValue` of a new type would be made on a process's first decode,
/// the state sits beside a `PlainLock` instead (see `PlainLock` for the cost).
package final class LockedValue<Value>: @unchecked Sendable {
    private let lock = PlainLock()
    /// Only touched while the lock is held, which already makes every access exclusive, so
    /// the run-time exclusivity check (a call and a table insert per access) is skipped.
    @exclusivity(unchecked) private var value: Value

    /// Wraps `value`, which is then read and changed only under the lock.
    package init(_ value: Value) {
        self.value = value
    }

    /// Reads under the lock.
    package func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(value)
    }

    /// Changes the value under the lock.
    @discardableResult
    package func write<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
