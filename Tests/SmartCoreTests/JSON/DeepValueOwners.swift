import Foundation
import SmartCore

/// Two values released from two threads; the lock keeps the test itself race-free, the
/// frees themselves happen after it is let go.
final class DeepValueOwners: @unchecked Sendable {
    private let lock = NSLock()
    var left: JSONValue?
    var right: JSONValue?

    func release(left releasesLeft: Bool) {
        lock.lock()
        var taken: JSONValue?
        if releasesLeft {
            swap(&taken, &left)
        } else {
            swap(&taken, &right)
        }
        lock.unlock()
        taken = nil
    }
}
