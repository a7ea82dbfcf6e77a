/// A table from types to values, for the caches of per-type work: open addressing over the
/// types' metadata addresses.
///
/// Not a `Dictionary` keyed by `ObjectIdentifier`: making such a dictionary's type makes
/// the Swift runtime check that `ObjectIdentifier` is `Hashable`, which on the first
/// check in a process scans every conformance record (measured: about 2% of a first
/// decode of twitter.json). This table's storage is two arrays, whose types need no
/// conformance.
///
/// The table never shrinks; at most half its slots are in use, so a search ends at an
/// empty slot after a few probes. Metadata addresses are never zero, so zero marks an
/// empty slot.
struct TypeKeyedTable<Value> {
    private var keys: [UInt] = []
    private var values: [Value?] = []
    /// The number of types in the table.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The value stored for `type`, or nil.
    func value(for type: ObjectIdentifier) -> Value? {
        guard !keys.isEmpty else { return nil }
        let key = UInt(bitPattern: type)
        let mask = keys.count &- 1
        var slot = TypeKeyedTable.firstSlot(for: key, mask: mask)
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// Stores `value` for `type`, replacing the value stored before.
    mutating func set(_ value: Value, for type: ObjectIdentifier) {
        if (count &+ 1) &* 2 > keys.count { grow() }
        place(value, at: UInt(bitPattern: type))
    }

    /// Stores `value` under `key`; the table has a free slot.
    private mutating func place(_ value: Value, at key: UInt) {
        let mask = keys.count &- 1
        var slot = TypeKeyedTable.firstSlot(for: key, mask: mask)
        while keys[slot] != 0, keys[slot] != key { slot = (slot &+ 1) & mask }
        if keys[slot] == 0 {
            keys[slot] = key
            count &+= 1
        }
        values[slot] = value
    }

    /// Where the search for `key` starts: the address's bits above its alignment, mixed
    /// by a multiplication, so that neighbouring records spread over the table.
    private static func firstSlot(for key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key >> 3) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Doubles the slots (16 at first) and puts every entry back.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = Swift.max(16, keys.count &* 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != 0 {
            if let value = oldValues[index] { place(value, at: oldKeys[index]) }
        }
    }
}
