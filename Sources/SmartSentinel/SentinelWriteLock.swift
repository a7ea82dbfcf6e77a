import Foundation

/// A recursive lock around block writes, so a destination that itself decodes (and so
/// logs) on the same thread cannot deadlock.
final class SentinelWriteLock: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
