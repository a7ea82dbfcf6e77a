/// What `descend(until:_:)` found at the bottom of its recursion: the answers `body`
/// gave there and how many calls deep it was.
struct StackProbe: Sendable {
    var answers: [Bool]
    var levels: Int
    /// Whether the thread's locals were on its stack (not under the address sanitizer's
    /// fake stack), so that the recursion could be measured.
    var localsOnTheStack = true

    /// Calls itself, each call holding 128 bytes of its own on the stack, until the
    /// stack pointer is at or below `target`, and runs `body` there.
    @inline(never)
    static func descend(until target: UInt, _ body: () -> [Bool]) -> StackProbe {
        var padding: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        var more = padding
        let here = withUnsafeMutablePointer(to: &padding) { pointer in
            StackProbe.touch(UnsafeMutableRawPointer(pointer))
        }
        _ = withUnsafeMutablePointer(to: &more) { StackProbe.touch(UnsafeMutableRawPointer($0)) }
        if here <= target {
            return StackProbe(answers: body(), levels: 1)
        }
        var probe = descend(until: target, body)
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
