/// One value (or member name) of a `FlatDocument`: 12 bytes, no references.
///
/// | kind | `length` | `payload` |
/// |---|---|---|
/// | `null`, `true`, `false` | 0 | 0 |
/// | `integer` | — | — (the two fields hold the value: see `integer`) |
/// | `number` | bytes of the literal | byte offset of the literal |
/// | `string` | bytes between the quotes, escapes as written | byte offset after the opening quote |
/// | `array`, `object` | elements, or members | index of the first entry after the container |
///
/// Member names are `string` entries; an object's entries alternate name, value. Offsets
/// and indices are 32-bit: documents are limited to 4 GiB (the scanner refuses larger
/// ones), and a document has fewer entries than bytes.
struct FlatEntry {
    var kind: FlatKind
    var flags: UInt8
    var length: UInt32
    private var low: UInt32

    /// `string`: the text holds at least one escape and must be decoded before use.
    static let hasEscapes: UInt8 = 1
    /// `string` without escapes: every byte of the text is ASCII (exact: set exactly when
    /// no byte is above 0x7F), so the `String` made from it needs no look at its bytes.
    static let isASCII: UInt8 = 2
    /// `object`: some member name occurs more than once (lookups take the last).
    static let hasRepeatedKeys: UInt8 = 1
    /// `number`: the literal has no fraction and no exponent (a long integer, or `-0`).
    static let isIntegerLiteral: UInt8 = 2
    /// `number`: NaN or an infinity from a tree built in code (JSON text cannot spell
    /// them); the entry holds the `Double`'s bit pattern (`wideValue`) and no literal.
    static let isNonFinite: UInt8 = 4

    @inline(__always)
    init(kind: FlatKind, flags: UInt8 = 0, length: UInt32 = 0, payload: Int = 0) {
        self.kind = kind
        self.flags = flags
        self.length = length
        self.low = UInt32(truncatingIfNeeded: payload)
    }

    /// An entry whose two fields hold one 64-bit value (an integer, or a `Double`'s bits).
    @inline(__always)
    init(kind: FlatKind, flags: UInt8 = 0, wideValue: Int64) {
        self.kind = kind
        self.flags = flags
        let bits = UInt64(bitPattern: wideValue)
        self.length = UInt32(truncatingIfNeeded: bits >> 32)
        self.low = UInt32(truncatingIfNeeded: bits)
    }

    /// The offset or index the entry points at (see the table).
    @inline(__always)
    var payload: Int { Int(low) }

    /// The 64-bit value of an `integer` entry (or a non-finite number's bits).
    @inline(__always)
    var wideValue: Int64 { Int64(bitPattern: UInt64(length) << 32 | UInt64(low)) }

    /// The value of an `integer` entry.
    @inline(__always)
    var integer: Int { Int(truncatingIfNeeded: wideValue) }

    @inline(__always)
    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
}
