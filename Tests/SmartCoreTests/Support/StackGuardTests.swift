import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// The stack check: the first levels are never checked, deeper ones against the thread's
/// bounds and the reserve.
@Suite("Stack guard")
struct StackGuardTests {
    /// The depths asked about: the first level, the last unchecked one, the first checked
    /// one and one far below it.
    static let depths = [1, StackGuard.uncheckedDepth, StackGuard.uncheckedDepth + 1, StackGuard.uncheckedDepth + 101]

    /// Near the top of a roomy thread every level is allowed; once less than the reserve
    /// is left, every checked level is refused and every unchecked one still allowed.
    ///
    /// The thread's stack is used up by recursion rather than by asking for a thread
    /// smaller than the reserve: the sanitizers' thread creation enlarges small stacks
    /// (a 32 KiB request gets about 134 KiB under the thread sanitizer). The addresses
    /// the guard compares must lie on the thread's stack in every build, the address
    /// sanitizer's included (whose fake stack holds fixed-size locals elsewhere).
    @Test func checksBeginAfterTheUncheckedLevels() throws {
        let roomy = runOnThread(stackSize: 4 << 20) { () -> [Bool] in
            StackGuardTests.depths.map { StackGuard.hasRoom(atDepth: $0) }
        }
        #expect(roomy == [true, true, true, true])

        let nearTheEnd = runOnThread(stackSize: 1 << 20) { () -> StackProbe? in
            guard let bounds = ThreadStack.currentBounds() else { return nil }
            // Half the reserve above the lowest address: inside the reserve, with room
            // left for the checks themselves.
            let target = bounds.low + StackGuard.reserve / 2
            return StackProbe.descend(until: target, within: bounds) {
                StackGuardTests.depths.map { StackGuard.hasRoom(atDepth: $0) }
            }
        }
        let probe = try #require(
            nearTheEnd ?? nil, "no answer from the thread (it timed out, or its stack bounds could not be read)")
        #expect(probe.addressesOnTheStack, "the guard's addresses should lie on the thread's stack")
        #expect(probe.answers == [true, true, false, false])
        #expect(probe.levels > 10, "the recursion should have taken many frames, took \(probe.levels)")
    }

    /// The decision itself: room above the reserve, none inside it, and no judgement of an
    /// address off the stack.
    @Test func judgesOnlyAddressesOnTheStack() {
        let low: UInt = 0x7000_0000
        let size: UInt = 1 << 20
        let reserve = StackGuard.reserve
        #expect(StackGuard.hasRoom(at: low + size - 1, stackLow: low, stackSize: size))
        #expect(StackGuard.hasRoom(at: low + reserve + 1, stackLow: low, stackSize: size))
        #expect(!StackGuard.hasRoom(at: low + reserve, stackLow: low, stackSize: size))
        #expect(!StackGuard.hasRoom(at: low + 8, stackLow: low, stackSize: size))
        #expect(!StackGuard.hasRoom(at: low, stackLow: low, stackSize: size))
        // Below the stack, above it, or far away (the address sanitizer's fake stack).
        #expect(StackGuard.hasRoom(at: low - 4096, stackLow: low, stackSize: size))
        #expect(StackGuard.hasRoom(at: low + size, stackLow: low, stackSize: size))
        #expect(StackGuard.hasRoom(at: 0x1000, stackLow: low, stackSize: size))
    }
}
