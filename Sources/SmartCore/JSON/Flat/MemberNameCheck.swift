/// Finds out, for one object being parsed, whether some member name occurs twice — in
/// time linear in the object's size whatever the names are.
///
/// Most objects are small and have distinct names, so a 256-bit filter of cheap
/// fingerprints (length, first and last byte) comes first: a name whose fingerprint is
/// new cannot be a repeat. When a fingerprint is seen again, an object of up to 64 members
/// compares the name with its earlier names; a larger one switches to a hash table of every name
/// (`MemberNameTable`) for the rest of the object. The table hashes with the standard
/// library's per-process seeded hasher, so crafted names cannot force collisions, and no
/// name is ever compared with more than a bounded number of others.
struct MemberNameCheck {
    /// Set once a repeat is found; nothing more is checked in that object.
    var hasRepeatedNames = false
    var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var table: MemberNameTable?

    /// Objects with at most this many earlier names compare directly when the filter hits
    /// (most compares stop at the length); larger ones switch to hashing.
    static let directCompareLimit = 64

    /// Sets bit `fingerprint` in the filter and says whether it was already set.
    @inline(__always)
    mutating func testAndSet(_ fingerprint: UInt8) -> Bool {
        let bit: UInt64 = 1 << (fingerprint & 63)
        let wasSet: Bool
        switch fingerprint >> 6 {
        case 0: wasSet = filter.0 & bit != 0; filter.0 |= bit
        case 1: wasSet = filter.1 & bit != 0; filter.1 |= bit
        case 2: wasSet = filter.2 & bit != 0; filter.2 |= bit
        default: wasSet = filter.3 & bit != 0; filter.3 |= bit
        }
        return wasSet
    }

    @inline(__always)
    static func fingerprint(length: Int, first: UInt8, last: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: length &* 31 &+ Int(first) &+ Int(last) &* 7)
    }
}
