import Foundation
import SmartCore

/// Two values released from two threads; the lock keeps the test itself race-free, the
/// frees themselves happen after it is let go.
final class DeepValueOwners: @unchecked Sendable {
    private let lock = NSLock()
    var left: SmartJSONValue?
    var right: SmartJSONValue?

    func release(left releasesLeft: Bool) {
        lock.lock()
        var taken: SmartJSONValue?
        if releasesLeft {
            swap(&taken, &left)
        } else {
            swap(&taken, &right)
        }
        lock.unlock()
        taken = nil
    }
}
