/// Keeps decoding from running a thread out of stack.
///
/// Checked at every nesting level deeper than `uncheckedDepth`, against the thread's
/// stack bounds (`ThreadStack`, read once per thread and cached): a level may start only
/// above the lowest address plus `reserve`, which is kept for the work done between two
/// checks (a model's `init(from:)`, conversions, date formatters, logging). Stacks grow
/// downwards on every platform the library supports.
///
/// The first `uncheckedDepth` levels are not checked. Nearly every document stays within
/// them, so nearly every call reads no bounds at all: on Linux, reading the main
/// thread's means parsing `/proc/self/maps` (about 250,000 instructions, an eightieth of
/// the first decode of twitter.json). Those levels take about 16 KiB in a release build,
/// so any input is stopped with the reserve intact on a thread that had that much more
/// than the reserve left when the call began.
enum StackGuard {
    /// The nesting levels decoded before the first check.
    static let uncheckedDepth = 16

    /// Whether a new nesting level, at `depth` (1 for the first), fits.
    @inline(__always)
    static func hasRoom(atDepth depth: Int) -> Bool {
        guard depth > uncheckedDepth else { return true }
        return hasRoomHere(depth: depth)
    }

    /// Whether the calling thread has more than `reserve` bytes of stack left; true when
    /// its bounds are unknown (then only the depth limit applies).
    @inline(never)
    private static func hasRoomHere(depth: Int) -> Bool {
        guard let bounds = ThreadStack.currentBounds() else { return true }
        return hasRoom(at: currentAddress(varying: depth), stackLow: bounds.low, stackSize: bounds.size)
    }

    /// Whether a level may start at `address` on a stack of `stackSize` bytes whose lowest
    /// address is `stackLow`: more than `reserve` bytes must lie below it. An address
    /// outside the stack cannot be judged, and the answer is yes, as when the bounds are
    /// unknown (see `currentAddress(varying:)`).
    static func hasRoom(at address: UInt, stackLow: UInt, stackSize: UInt) -> Bool {
        guard address >= stackLow, address - stackLow < stackSize else { return true }
        return address - stackLow > reserve
    }

    /// An address in the caller's stack frame; `seed` is any number known only at run
    /// time (the depth).
    ///
    /// The address is that of a temporary allocation of 1 to 8 bytes whose size comes
    /// from `seed`, not that of a local: the address sanitizer moves fixed-size locals
    /// whose address is taken to a "fake stack" of its own, elsewhere in memory (by
    /// default on Linux), while an allocation sized at run time stays on the thread's
    /// stack, where the frames are. Should the optimiser ever fix the size, the address
    /// lands on that fake stack, outside the bounds, and `hasRoom(at:stackLow:stackSize:)`
    /// does not judge it.
    @inline(__always)
    static func currentAddress(varying seed: Int) -> UInt {
        withUnsafeTemporaryAllocation(byteCount: 1 &+ (seed & 7), alignment: 1) { buffer in
            UInt(bitPattern: buffer.baseAddress)
        }
    }

    /// The stack kept free below the last check. Measured on Linux (x86_64),
    /// the largest single steps of one level are about 40 KiB (building a model type's
    /// initializer values with `Mirror` the first time a fallback is needed, and an ISO 8601
    /// date read through Foundation's formatter); one nesting level itself takes about
    /// 1 KiB. Linux keeps 64 KiB. Apple platforms keep 128 KiB: their Foundation (ICU date
    /// formatting, Objective-C bridging) takes other paths whose frames we cannot measure
    /// here, debug builds on arm64 have larger frames, and a step that overruns lands in a
    /// 16 KiB guard page rather than Linux's 4 KiB one. A thread with less than this much
    /// stack left decodes nothing deeper and says so.
    #if canImport(Darwin)
    static let reserve: UInt = 128 * 1024
    #else
    static let reserve: UInt = 64 * 1024
    #endif
}
