import Foundation
import Testing

@testable import SmartCore

/// The stack check: the first levels are never checked, deeper ones against the thread's
/// bounds and the reserve.
@Suite("Stack guard")
struct StackGuardTests {
    /// On a thread whose whole stack is smaller than the reserve, every checked level is
    /// refused and every unchecked one allowed; on a roomy thread every level is allowed.
    @Test func checksBeginAfterTheUncheckedLevels() throws {
        let first = StackGuard.uncheckedDepth + 1
        let small = runOnThread(stackSize: Int(StackGuard.reserve / 2)) { () -> [Bool] in
            [1, StackGuard.uncheckedDepth, first, first + 100].map { StackGuard.hasRoom(atDepth: $0) }
        }
        #expect(small == [true, true, false, false])
        let roomy = runOnThread(stackSize: 4 << 20) { () -> [Bool] in
            [1, StackGuard.uncheckedDepth, first, first + 100].map { StackGuard.hasRoom(atDepth: $0) }
        }
        #expect(roomy == [true, true, true, true])
    }
}
