/// Finds out, for one object being parsed, whether some member name occurs twice — in
/// time linear in the object's size whatever the names are.
///
/// Most objects are small and have distinct names, so a 256-bit filter of cheap
/// fingerprints (length, first two and last two bytes) comes first: a name whose
/// fingerprint is new cannot be a repeat. When a fingerprint is seen again, an object of
/// up to 64 members compares the name with its earlier names of the same fingerprint; a
/// larger one switches to a hash table of every name (`MemberNameTable`) for the rest of
/// the object. The table hashes with the standard
/// library's per-process seeded hasher, so crafted names cannot force collisions, and no
/// name is ever compared with more than a bounded number of others.
///
/// The check itself is plain data, so the scanner's stack of open containers copies it
/// with no reference counting; an object's table, when it has one, is the last of the
/// scanner's `nameTables` (the innermost object that hashes is always the last to have
/// started hashing).
struct MemberNameCheck {
    /// Set once a repeat is found; nothing more is checked in that object.
    var hasRepeatedNames = false
    /// Whether this object hashes its names, in the last of the scanner's `nameTables`.
    var hasTable = false
    var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Objects with at most this many earlier names compare directly when the filter hits
    /// (most compares stop at the length); larger ones switch to hashing.
    static let directCompareLimit = 64

    /// Sets bit `fingerprint` in the filter and says whether it was already set.
    @inline(__always)
    mutating func testAndSet(_ fingerprint: UInt8) -> Bool {
        let bit: UInt64 = 1 << (fingerprint & 63)
        let wasSet: Bool
        switch fingerprint >> 6 {
        case 0:
            wasSet = filter.0 & bit != 0
            filter.0 |= bit
        case 1:
            wasSet = filter.1 & bit != 0
            filter.1 |= bit
        case 2:
            wasSet = filter.2 & bit != 0
            filter.2 |= bit
        default:
            wasSet = filter.3 & bit != 0
            filter.3 |= bit
        }
        return wasSet
    }

    /// Eight bits from the name's length and its first two and last two bytes, mixed so
    /// that names differing in any of them rarely share a fingerprint.
    @inline(__always)
    static func fingerprint(_ name: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let count = name.count
        guard count > 0 else { return 0 }
        let head = UInt64(name[0]) | UInt64(name[min(1, count - 1)]) << 8
        let tail = UInt64(name[count - 1]) << 16 | UInt64(name[max(count - 2, 0)]) << 24
        let mixed = (head | tail | UInt64(truncatingIfNeeded: count) << 32) &* 0x9E37_79B9_7F4A_7C15
        return UInt8(truncatingIfNeeded: mixed >> 56)
    }
}
