import Foundation

/// The bytes a stream splitter holds: appended at the end, dropped from the front.
///
/// Its memory is managed by hand so that `bytes` stays valid, and documents can borrow
/// it, until the next `append` or `dropFirst`. If memory runs out, `append` says so
/// instead of trapping.
final class StreamBuffer {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    private(set) var count = 0

    deinit {
        free(base)
    }

    /// The bytes held, valid until the buffer next changes.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The byte at `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> UInt8 { base.unsafelyUnwrapped[index] }

    /// Adds `new` at the end; false when there was no memory for it.
    func append(_ new: UnsafeRawBufferPointer) -> Bool {
        guard new.count > 0, let source = new.baseAddress else { return true }
        let (needed, overflow) = count.addingReportingOverflow(new.count)
        guard !overflow else { return false }
        if needed > capacity {
            var grown = Swift.max(capacity, 1 << 16)
            while grown < needed {
                let (doubled, overflow) = grown.multipliedReportingOverflow(by: 2)
                grown = overflow ? needed : doubled
            }
            guard let raw = realloc(base, grown) else { return false }
            base = raw.assumingMemoryBound(to: UInt8.self)
            capacity = grown
        }
        guard let base else { return false }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: new.count)
        count = needed
        return true
    }

    /// Drops the first `dropped` bytes, moving the rest to the front.
    func dropFirst(_ dropped: Int) {
        guard dropped > 0, let base else { return }
        let kept = count - dropped
        if kept > 0 { memmove(base, base + dropped, kept) }
        count = Swift.max(kept, 0)
    }
}
