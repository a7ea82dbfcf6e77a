/// Keeps decoding from running a thread out of stack.
///
/// Made once per decode call from the thread's stack bounds (`ThreadStack`): `limit` is
/// the lowest address a nesting level may start at, leaving a reserve for the work done
/// between two checks (a model's `init(from:)`, conversions, date formatters, logging).
/// Stacks grow downwards on every platform the library supports.
struct StackGuard {
    /// 0 when the bounds are unknown: then only the depth limit applies.
    let limit: UInt

    /// Whether a new nesting level fits.
    @inline(__always)
    func hasRoom() -> Bool {
        guard limit != 0 else { return true }
        return StackGuard.currentAddress() > limit
    }

    /// An address in the caller's stack frame.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
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

    /// The guard for the calling thread.
    static func forCurrentThread() -> StackGuard {
        guard let bounds = ThreadStack.currentBounds() else { return StackGuard(limit: 0) }
        return StackGuard(limit: bounds.low + reserve)
    }
}
