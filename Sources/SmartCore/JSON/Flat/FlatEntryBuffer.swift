import Foundation

/// The growing buffer a parse writes entries into; handed to the `FlatDocument` at the
/// end, freed here if the parse stops with an error.
///
/// Growing is a `realloc`, which large buffers do by remapping pages rather than copying.
/// If memory runs out the parse stops with an error instead of trapping.
struct FlatEntryBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<FlatEntry>?
    private(set) var capacity = 0
    private(set) var count = 0
    private let initialCapacity: Int

    /// A buffer sized for a document of `byteCount` bytes (it grows when needed).
    init(expectedByteCount byteCount: Int) {
        // Typical JSON needs one entry per 6 to 12 bytes of text.
        initialCapacity = min(max(byteCount / 8, 16), 1 << 22)
    }

    deinit {
        if let base { free(base) }
    }

    /// Appends `entry`; false when no memory was left for it.
    @inline(__always)
    mutating func append(_ entry: FlatEntry) -> Bool {
        if count == capacity, !grow() { return false }
        // Below capacity, so `grow` has allocated: `base` is set.
        (base.unsafelyUnwrapped + count).initialize(to: entry)
        count &+= 1
        return true
    }

    /// The entry at `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> FlatEntry {
        get { base.unsafelyUnwrapped[index] }
        nonmutating set { base.unsafelyUnwrapped[index] = newValue }
    }

    @inline(never)
    private mutating func grow() -> Bool {
        let newCapacity = capacity == 0 ? initialCapacity : capacity * 2
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<FlatEntry>.stride)
        guard !overflow, let raw = realloc(base, bytes) else { return false }
        base = raw.bindMemory(to: FlatEntry.self, capacity: newCapacity)
        capacity = newCapacity
        return true
    }

    /// The entries written so far, valid until the buffer changes.
    var written: UnsafeBufferPointer<FlatEntry> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the entries, keeping the memory for the next ones.
    mutating func removeAll() {
        count = 0
    }

    /// Gives the entries to a document, which frees them.
    mutating func handOver() -> (entries: UnsafeMutablePointer<FlatEntry>, count: Int)? {
        if base == nil, !grow() { return nil }
        guard let entries = base else { return nil }
        base = nil
        let handed = count
        count = 0
        capacity = 0
        return (entries, handed)
    }
}
