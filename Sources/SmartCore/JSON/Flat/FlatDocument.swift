import Foundation

/// A parsed JSON document held flat: one fixed-size `FlatEntry` per value and per member
/// name, in document order, pointing into the input bytes.
///
/// Design notes.
/// - **What an entry holds.** Its kind, a byte length and a 32-bit payload in 12 bytes
///   (see `FlatEntry`): where a string or number literal starts in the input, the value
///   of a short integer, or for an array or object the number of elements or members and
///   the index of the first entry after it. Nothing is copied out of the input.
/// - **Why it is fast.** Parsing writes 12 bytes per value into one growing buffer: no
///   `String`, no array, no object is allocated. The decoder materializes a `String` or
///   a number only when a property asks for it, and compares member names as UTF-8 bytes
///   against each coding key's cached bytes, so names that are only compared never
///   become strings.
/// - **Skipping a subtree** is one step: a container entry knows where it ends
///   (`next(after:)`), so unknown members and ignored values cost nothing to pass over.
/// - **Objects** are laid out as name, value, name, value…; a flag says whether some name
///   repeats (lookups then take the last one, as the tree does).
///
/// The document owns its entries. Its bytes are either owned (a copy) or borrowed from
/// the caller for the duration of a parse or decode; `detachFromBorrowedBytes()` copies
/// them when the document must outlive that borrow.
final class FlatDocument {
    private(set) var bytes: UnsafeBufferPointer<UInt8>
    private var ownedBytes: UnsafeMutableRawPointer?
    let entries: UnsafeMutablePointer<FlatEntry>
    let entryCount: Int
    /// Byte offsets of the trailing commas the parse accepted (only when asked to).
    let trailingCommas: [Int]

    init(
        bytes: UnsafeBufferPointer<UInt8>, ownsBytes: Bool, entries: UnsafeMutablePointer<FlatEntry>, entryCount: Int,
        trailingCommas: [Int]
    ) {
        self.bytes = bytes
        self.ownedBytes = ownsBytes ? UnsafeMutableRawPointer(mutating: bytes.baseAddress) : nil
        self.entries = entries
        self.entryCount = entryCount
        self.trailingCommas = trailingCommas
    }

    deinit {
        free(entries)
        if let ownedBytes { free(ownedBytes) }
    }

    /// A document holding a copy of `entries` and borrowing `bytes`, the text they were
    /// scanned from; nil when there is no memory for the copy.
    static func copying(
        _ entries: UnsafeBufferPointer<FlatEntry>, borrowing bytes: UnsafeBufferPointer<UInt8>, trailingCommas: [Int]
    ) -> FlatDocument? {
        guard let source = entries.baseAddress, entries.count > 0,
            let raw = malloc(entries.count * MemoryLayout<FlatEntry>.stride)
        else { return nil }
        let copy = raw.bindMemory(to: FlatEntry.self, capacity: entries.count)
        copy.initialize(from: source, count: entries.count)
        return FlatDocument(
            bytes: bytes, ownsBytes: false, entries: copy, entryCount: entries.count, trailingCommas: trailingCommas)
    }

    /// Copies borrowed input bytes into storage of its own, so the document stays valid
    /// after the caller's buffer goes away. Does nothing when the bytes are already owned.
    func detachFromBorrowedBytes() {
        guard ownedBytes == nil, bytes.count > 0, let source = bytes.baseAddress else { return }
        guard let copy = malloc(bytes.count) else { return }
        copy.copyMemory(from: source, byteCount: bytes.count)
        ownedBytes = copy
        bytes = UnsafeBufferPointer(start: copy.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }

    // MARK: Entries

    /// The entry at `index`; indices come from this document and are always in range.
    @inline(__always)
    subscript(index: Int) -> FlatEntry { entries[index] }

    @inline(__always)
    func kind(at index: Int) -> FlatKind { entries[index].kind }

    /// The index of the entry after the value at `index` and everything it contains.
    @inline(__always)
    func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.isContainer ? entry.payload : index + 1
    }

    /// The raw bytes of the string or number literal at `index` (escapes as written).
    @inline(__always)
    func literalBytes(at index: Int) -> UnsafeBufferPointer<UInt8> {
        FlatDocument.literal(of: entries[index], in: bytes)
    }

    /// The raw bytes of the string or number literal `entry` of a document over `bytes`.
    @inline(__always)
    static func literal(of entry: FlatEntry, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[entry.payload..<(entry.payload + Int(entry.length))])
    }

    // MARK: Strings

    /// The string at `index` (a value or a member name), escapes decoded.
    func string(at index: Int) -> String {
        FlatDocument.string(of: entries[index], in: bytes)
    }

    /// The text of the string `entry` of a document over `bytes`, escapes decoded. Takes
    /// the document's plain parts rather than the document, so that a caller holding it
    /// unowned (a `FlatCursor`) need not retain it around the call.
    static func string(of entry: FlatEntry, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = literal(of: entry, in: bytes)
        guard entry.has(FlatEntry.hasEscapes) else {
            return ValidatedUTF8.string(raw, isASCII: entry.has(FlatEntry.isASCII))
        }
        return FlatDocument.unescapedString(raw)
    }

    /// Whether the string at `index` is exactly `utf8` (escapes decoded).
    @inline(__always)
    func string(at index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        FlatDocument.string(of: entries[index], in: bytes, equals: utf8)
    }

    /// Whether the string `entry` of a document over `bytes` is exactly `utf8` (escapes
    /// decoded); static for the reason `string(of:in:)` is.
    @inline(__always)
    static func string(
        of entry: FlatEntry, in bytes: UnsafeBufferPointer<UInt8>, equals utf8: UnsafeBufferPointer<UInt8>
    )
        -> Bool
    {
        if entry.has(FlatEntry.hasEscapes) { return unescapedString(of: entry, in: bytes, equals: utf8) }
        guard Int(entry.length) == utf8.count else { return false }
        guard let left = bytes.baseAddress, let right = utf8.baseAddress else { return utf8.isEmpty }
        return WordBytes.equal(left + entry.payload, right, count: utf8.count)
    }

    @inline(never)
    private static func unescapedString(
        of entry: FlatEntry, in bytes: UnsafeBufferPointer<UInt8>, equals utf8: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        FlatDocument.unescaped(literal(of: entry, in: bytes)).elementsEqual(utf8)
    }

    /// The UTF-8 of a string literal's content with its escapes decoded. The parser has
    /// validated the escapes; anything malformed is kept as written rather than trapping.
    /// Out of line, like `unescapedString(_:)`.
    @inline(never)
    static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: raw.count) { buffer, count in
            count = unescape(raw, into: buffer)
        }
    }

    /// The text of a string literal's content with its escapes decoded. The bytes are
    /// decoded into a temporary buffer (on the stack when short) and copied into the
    /// string once: no array is made for them. Out of line: most strings have no escapes,
    /// and the common path stays small where it is inlined.
    @inline(never)
    static func unescapedString(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
            let count = unescape(raw, into: buffer)
            return ValidatedUTF8.string(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `raw` with its escapes decoded to the start of `output` and returns how many
    /// bytes it wrote. `output` must hold `raw.count` bytes: decoding never lengthens the
    /// text (an escape is at least two bytes and stands for at most as many; `\uXXXX` is
    /// six for at most three, a surrogate pair twelve for four).
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = raw.baseAddress, let target = output.baseAddress, output.count >= raw.count else { return 0 }
        let count = raw.count
        var index = 0
        var written = 0
        while index < count {
            // The plain run up to the next backslash goes over in one copy.
            let runEnd: Int
            if let found = memchr(base + index, 0x5C, count - index) {
                runEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            } else {
                runEnd = count
            }
            if runEnd > index {
                (target + written).update(from: base + index, count: runEnd - index)
                written += runEnd - index
            }
            index = runEnd
            guard index < count else { break }
            guard index + 1 < count else {
                // A backslash at the very end (the scanner never lets one through).
                target[written] = base[index]
                written += 1
                index += 1
                continue
            }
            let escape = base[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): target[written] = 0x08
            case UInt8(ascii: "f"): target[written] = 0x0C
            case UInt8(ascii: "n"): target[written] = 0x0A
            case UInt8(ascii: "r"): target[written] = 0x0D
            case UInt8(ascii: "t"): target[written] = 0x09
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(raw, at: index) else { continue }
                index += 4
                var scalar = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit), index + 5 < count, base[index] == UInt8(ascii: "\\"),
                    base[index + 1] == UInt8(ascii: "u"), let low = hexUnit(raw, at: index + 2),
                    (0xDC00...0xDFFF).contains(low)
                {
                    scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    index += 6
                }
                written += writeUTF8(scalar, to: target + written)
                continue
            default: target[written] = escape
            }
            written += 1
        }
        return written
    }

    private static func hexUnit(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt16? {
        guard start + 4 <= raw.count else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = raw[start + offset]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(nibble)
        }
        return unit
    }

    /// Writes the UTF-8 form of `scalar` at `target` (lone surrogates become U+FFFD) and
    /// returns its length, one to four bytes.
    static func writeUTF8(_ scalar: UInt32, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let value = (0xD800...0xDFFF).contains(scalar) ? 0xFFFD : scalar
        switch value {
        case 0..<0x80:
            target[0] = UInt8(truncatingIfNeeded: value)
            return 1
        case 0x80..<0x800:
            target[0] = UInt8(truncatingIfNeeded: 0xC0 | (value >> 6))
            target[1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            return 2
        case 0x800..<0x10000:
            target[0] = UInt8(truncatingIfNeeded: 0xE0 | (value >> 12))
            target[1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
            target[2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            return 3
        default:
            target[0] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
            target[1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
            target[2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
            target[3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            return 4
        }
    }
}
