/// Finds out, for one object being parsed, whether some member name occurs twice — in
/// time linear in the object's size whatever the names are.
///
/// Most objects are small and have distinct names, so a 256-bit filter of cheap
/// fingerprints (length, first and last eight bytes) comes first: a name whose
/// fingerprint is new cannot be a repeat. When a fingerprint is seen again, an object of
/// up to 64 members compares the name with its earlier names of the same fingerprint
/// (found eight at a time in `MemberNameStack`'s row of fingerprints); a
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
    /// Where the check of one object stands, in one byte, so that the scanner tells the
    /// common case (filtering) with a single comparison per name.
    enum Stage: UInt8 {
        /// Names pass the filter; a hit compares the name with earlier ones.
        case filtering
        /// The object hashes its names, in the last of the scanner's `nameTables`.
        case hashing
        /// A repeat was found; nothing more is checked in that object.
        case repeated
    }

    var stage = Stage.filtering

    /// Whether a repeat was found (the object's entry is flagged).
    var hasRepeatedNames: Bool { stage == .repeated }

    /// Whether this object hashes its names, in the last of the scanner's `nameTables`.
    var hasTable: Bool { stage == .hashing }
    var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Objects with at most this many earlier names compare directly when the filter hits
    /// (most compares stop at the length); larger ones switch to hashing.
    static let directCompareLimit = 64

    /// Sets bit `fingerprint` in the filter and says whether it was already set. The
    /// filter's four words are indexed, not chosen by a branch: fingerprints are random,
    /// so a branch on them would be mispredicted most of the time.
    @inline(__always)
    mutating func testAndSet(_ fingerprint: UInt8) -> Bool {
        let bit: UInt64 = 1 << (fingerprint & 63)
        let index = Int(fingerprint >> 6)
        return withUnsafeMutablePointer(to: &filter) { tuple in
            tuple.withMemoryRebound(to: UInt64.self, capacity: 4) { words in
                let old = words[index]
                words[index] = old | bit
                return old & bit != 0
            }
        }
    }

    /// Eight bits from the name's length and its first and last eight bytes (all of it
    /// when shorter), mixed so that names differing in any of them rarely share a
    /// fingerprint.
    static func fingerprint(_ name: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let (head, tail) = WordBytes.edgeWords(name)
        return fingerprint(head: head, tail: tail, length: name.count)
    }

    /// The fingerprint of a name of `length` bytes whose first and last eight bytes (or
    /// all of it, zero-extended, when shorter) read as the little-endian words `head` and
    /// `tail`: what the scanner has in registers after reading a short name.
    @inline(__always)
    static func fingerprint(head: UInt64, tail: UInt64, length: Int) -> UInt8 {
        let mixed = (head ^ (tail << 29 | tail >> 35)) &+ UInt64(truncatingIfNeeded: length)
        return UInt8(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
