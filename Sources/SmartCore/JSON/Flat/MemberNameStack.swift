/// The member names of every open object while the scanner reads them, innermost
/// object's last: where each name is in the input, and beside it, in a buffer of its own,
/// its fingerprint (see `MemberNameCheck`).
///
/// The fingerprints sit one byte each in a row so that the repeated-name check finds the
/// earlier names sharing a fingerprint eight at a time (`nextIndex(withFingerprint:…)`)
/// rather than one name record at a time: in twitter.json's user objects (about forty
/// names each) the check ran every time the filter reported a possible repeat, and the
/// walk over the name records was most of its cost.
///
/// Move-only, so its buffers have one owner; `deinit` frees them when parsing stops with
/// an error.
struct MemberNameStack: ~Copyable {
    /// Where a member name is in the input. Offsets fit 32 bits: the scanner refuses
    /// documents larger than 4 GiB before reading anything.
    struct Location {
        let start: UInt32
        let length: UInt32

        var startOffset: Int { Int(start) }
        var byteCount: Int { Int(length) }
    }

    /// `capacity` locations, then `capacity` fingerprints and `padding` zero bytes (so
    /// that a word read at any index below `capacity` stays inside), in one allocation:
    /// a scan of a small document makes one allocation for its names, not two.
    private var locations: UnsafeMutablePointer<Location>
    private var fingerprints: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// At least the index of the last name on the stack written with escapes, or -1: every
    /// name above it has none. Names with escapes are rare, so they are not marked one by
    /// one; when names leave the stack this drops to the top, which errs on the safe side
    /// (a name may be decoded for a comparison it did not need).
    private var lastEscapedName = -1
    private static var padding: Int { 8 }

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 1)
        (locations, fingerprints) = MemberNameStack.allocateBuffers(capacity: self.capacity)
    }

    deinit {
        // Locations and fingerprints are plain data: nothing to deinitialize.
        UnsafeMutableRawPointer(locations).deallocate()
    }

    /// One block holding `capacity` locations and zeroed fingerprints.
    private static func allocateBuffers(capacity: Int) -> (UnsafeMutablePointer<Location>, UnsafeMutablePointer<UInt8>)
    {
        let locationBytes = capacity * MemoryLayout<Location>.stride
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: locationBytes + capacity + padding, alignment: MemoryLayout<Location>.alignment)
        let locations = block.bindMemory(to: Location.self, capacity: capacity)
        let fingerprints = (block + locationBytes).bindMemory(to: UInt8.self, capacity: capacity + padding)
        fingerprints.initialize(repeating: 0, count: capacity + padding)
        return (locations, fingerprints)
    }

    @inline(__always)
    mutating func push(start: Int, length: Int, hasEscapes: Bool, fingerprint: UInt8) {
        if count == capacity { grow() }
        if hasEscapes { lastEscapedName = count }
        (locations + count).initialize(
            to: Location(start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: length)))
        fingerprints[count] = fingerprint
        count &+= 1
    }

    /// Whether some name from index `first` up may have been written with escapes (false:
    /// none of them was).
    @inline(__always)
    func mayHaveEscapedNames(from first: Int) -> Bool { lastEscapedName >= first }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let (newLocations, newFingerprints) = MemberNameStack.allocateBuffers(capacity: newCapacity)
        newLocations.moveInitialize(from: locations, count: count)
        newFingerprints.update(from: fingerprints, count: count)
        UnsafeMutableRawPointer(locations).deallocate()
        locations = newLocations
        fingerprints = newFingerprints
        capacity = newCapacity
    }

    /// The location of name `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Location { locations[index] }

    /// The fingerprint of name `index`, which must be below `count`.
    @inline(__always)
    func fingerprint(at index: Int) -> UInt8 { fingerprints[index] }

    /// The first index from `start` up to (not including) `end` whose name has
    /// `fingerprint`, or nil; eight fingerprints per step. `start` and `end` must be
    /// within `0...count`.
    func nextIndex(withFingerprint fingerprint: UInt8, from start: Int, before end: Int) -> Int? {
        let pattern = WordBytes.repeating(fingerprint)
        var index = start
        while index < end {
            // Within the buffer: `index` < `count` <= `capacity`, and 8 bytes of padding follow.
            let word = UInt64(littleEndian: UnsafeRawPointer(fingerprints + index).loadUnaligned(as: UInt64.self))
            // `zeroBytes` is exact for every byte, so the lowest flag is the first match.
            let matches = WordBytes.zeroBytes(word ^ pattern)
            if matches != 0 {
                let found = index &+ matches.trailingZeroBitCount >> 3
                return found < end ? found : nil
            }
            index &+= 8
        }
        return nil
    }

    /// Drops the top `dropped` names.
    @inline(__always)
    mutating func removeLast(_ dropped: Int) {
        guard dropped > 0, dropped <= count else { return }
        count &-= dropped
        if lastEscapedName >= count { lastEscapedName = count &- 1 }
    }
}
