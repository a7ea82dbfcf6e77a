/// An open-addressing set of member names for one large object: slots hold the entry
/// indices of the names, found by their seeded hash. Used by `MemberNameCheck`.
struct MemberNameTable {
    private var slots: [Int]
    private var hashes: [Int]
    private var mask: Int
    private(set) var count = 0

    init(expectedCount: Int) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Inserts the name with entry index `entry` and hash `hash`; true when an equal name
    /// (`equal(existingEntry)`) was already there.
    mutating func insert(entry: Int, hash: Int, equal: (Int) -> Bool) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        var slot = hash & mask
        while slots[slot] >= 0 {
            if hashes[slot] == hash, equal(slots[slot]) { return true }
            slot = (slot + 1) & mask
        }
        slots[slot] = entry
        hashes[slot] = hash
        count += 1
        return false
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldHashes = hashes
        let capacity = slots.count * 2
        slots = Array(repeating: -1, count: capacity)
        hashes = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        for (slot, entry) in oldSlots.enumerated() where entry >= 0 {
            var target = oldHashes[slot] & mask
            while slots[target] >= 0 { target = (target + 1) & mask }
            slots[target] = entry
            hashes[target] = oldHashes[slot]
        }
    }
}
