/// The names a key strategy rewrote during one decode call, found by the member name's
/// bytes as written: a name seen before costs a hash of a few words and one comparison,
/// with no `String` made for it and no rewriting. The rewritten name is kept as bytes,
/// with its fingerprint (`MemberNameCheck.fingerprint`), so that `ConvertedMembers`
/// copies it into its own list without reference counting or hashing it again.
///
/// Open addressing over a power-of-two table, with a cheap hash of the name's first and
/// last eight bytes and its length. Names crafted to share that hash cannot make a
/// lookup slow: a lookup looks at no more than `probeLimit` slots, and a name that finds
/// neither itself nor a free slot there is simply not cached (the caller rewrites it
/// again). So every name costs a bounded number of comparisons plus its own length.
struct KeyConversionCache: ~Copyable {
    private struct Slot {
        /// The name's hash; 0 marks a free slot (hashes are never 0).
        var hash: UInt64 = 0
        /// Where the name's bytes as written are in `bytes`, and how many.
        var start = 0
        var length = 0
        /// Where the rewritten name's bytes are in `bytes`, and how many.
        var convertedStart = 0
        var convertedLength = 0
        /// The rewritten name's fingerprint.
        var fingerprint: UInt8 = 0
    }

    private var slots: [Slot] = []
    /// The cached names' bytes as written and rewritten, one after the other.
    private var bytes: [UInt8] = []
    private var used = 0

    /// How many slots one lookup looks at, at most.
    private static var probeLimit: Int { 8 }

    var isEmpty: Bool { used == 0 }

    /// Runs `body` on the UTF-8 of the rewritten name of the member name whose bytes (as
    /// written) are `raw`, and on its fingerprint. The name comes from the cache when it
    /// is there; otherwise `convert` makes it, and it is cached.
    @inline(__always)
    mutating func withConverted<Result>(
        forRaw raw: UnsafeBufferPointer<UInt8>, convert: () -> String,
        _ body: (UnsafeBufferPointer<UInt8>, UInt8) -> Result
    ) -> Result {
        let hash = KeyConversionCache.hash(raw)
        if let slot = cachedSlot(forRaw: raw, hash: hash) {
            let cached = slots[slot]
            return withBytes(start: cached.convertedStart, count: cached.convertedLength) {
                body($0, cached.fingerprint)
            }
        }
        var converted = convert()
        return converted.withUTF8 { utf8 in
            let fingerprint = MemberNameCheck.fingerprint(utf8)
            insert(utf8, fingerprint: fingerprint, forRaw: raw, hash: hash)
            return body(utf8, fingerprint)
        }
    }

    /// The slot caching the member name whose bytes (as written) are `raw`, if any.
    private func cachedSlot(forRaw raw: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<KeyConversionCache.probeLimit {
            let slotHash = slots[index].hash
            if slotHash == 0 { return nil }
            if slotHash == hash, slots[index].length == raw.count, matches(start: slots[index].start, raw) {
                return index
            }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Caches `converted` (whose fingerprint is `fingerprint`) for the member name whose
    /// bytes are `raw`, unless its probe sequence is full.
    private mutating func insert(
        _ converted: UnsafeBufferPointer<UInt8>, fingerprint: UInt8, forRaw raw: UnsafeBufferPointer<UInt8>,
        hash: UInt64
    ) {
        if (used + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<KeyConversionCache.probeLimit {
            if slots[index].hash == 0 {
                slots[index] = Slot(
                    hash: hash, start: bytes.count, length: raw.count, convertedStart: bytes.count + raw.count,
                    convertedLength: converted.count, fingerprint: fingerprint)
                bytes.append(contentsOf: raw)
                bytes.append(contentsOf: converted)
                used += 1
                return
            }
            index = (index + 1) & mask
        }
    }

    /// Forgets every name; the table keeps its memory unless it grew large.
    mutating func removeAll() {
        if slots.count > KeyConversionCache.keptSlotCount {
            slots = []
            bytes = []
        } else {
            for index in slots.indices where slots[index].hash != 0 { slots[index] = Slot() }
            bytes.removeAll(keepingCapacity: true)
        }
        used = 0
    }

    /// The most slots kept from one call to the next.
    private static var keptSlotCount: Int { 1024 }

    /// Whether the cached bytes from `start` are `raw`.
    private func matches(start: Int, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            guard let left = stored.baseAddress, let right = raw.baseAddress else { return raw.isEmpty }
            return WordBytes.equal(left + start, right, count: raw.count)
        }
    }

    /// Runs `body` on `count` cached bytes from `start`.
    @inline(__always)
    private func withBytes<Result>(start: Int, count: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { stored in
            body(UnsafeBufferPointer(rebasing: stored[start..<(start + count)]))
        }
    }

    /// Doubles the table (16 slots at first) and puts the cached names back.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: max(16, old.count * 2))
        used = 0
        let mask = slots.count - 1
        for slot in old where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            for _ in 0..<KeyConversionCache.probeLimit {
                if slots[index].hash == 0 {
                    slots[index] = slot
                    used += 1
                    break
                }
                index = (index + 1) & mask
            }
        }
    }

    /// A hash of the name's length and its first and last eight bytes (all of it when
    /// shorter), never 0.
    static func hash(_ raw: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = raw.count
        let (head, tail) = WordBytes.edgeWords(raw)
        let mixed = (head ^ (tail << 29 | tail >> 35) ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
        return mixed == 0 ? 1 : mixed ^ (mixed >> 32)
    }
}
