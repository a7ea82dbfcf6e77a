@testable import SmartCore

/// What `descend(until:within:_:)` found at the bottom of its recursion: the answers
/// `body` gave there, how many calls deep it was, and whether every address it took lay
/// on the thread's stack.
struct StackProbe: Sendable {
    var answers: [Bool]
    var levels: Int
    var addressesOnTheStack: Bool

    /// Calls itself, each call holding 128 bytes of its own on the stack, until the
    /// address the stack guard uses (`StackGuard.currentAddress(varying:)`) is at or
    /// below `target`, and runs `body` there. Stops at once, with `addressesOnTheStack`
    /// false, if that address is not inside `bounds`.
    @inline(never)
    static func descend(until target: UInt, within bounds: (low: UInt, size: UInt), _ body: () -> [Bool])
        -> StackProbe
    {
        var padding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        var more = padding
        _ = withUnsafeMutablePointer(to: &padding) { StackProbe.touch(UnsafeMutableRawPointer($0)) }
        _ = withUnsafeMutablePointer(to: &more) { StackProbe.touch(UnsafeMutableRawPointer($0)) }
        let here = StackGuard.currentAddress(varying: Int(padding.1))
        guard here >= bounds.low, here - bounds.low < bounds.size else {
            return StackProbe(answers: body(), levels: 1, addressesOnTheStack: false)
        }
        if here <= target {
            return StackProbe(answers: body(), levels: 1, addressesOnTheStack: true)
        }
        var probe = descend(until: target, within: bounds, body)
        // Reading the padding after the call keeps this frame alive through it.
        probe.levels += 1 + Int(padding.0 &+ more.7)
        return probe
    }

    /// Writes a zero through `pointer` where the optimiser cannot see it, and returns the
    /// pointer's address.
    @inline(never)
    static func touch(_ pointer: UnsafeMutableRawPointer) -> UInt {
        pointer.storeBytes(of: 0, as: UInt64.self)
        return UInt(bitPattern: pointer)
    }
}
