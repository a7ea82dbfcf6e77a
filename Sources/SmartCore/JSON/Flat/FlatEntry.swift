/// One value (or member name) of a `FlatDocument`: 16 bytes, no references.
///
/// | kind | `length` | `payload` |
/// |---|---|---|
/// | `null`, `true`, `false` | 0 | 0 |
/// | `integer` | bytes of the literal | the value (a plain literal of at most 18 digits that fits `Int`) |
/// | `number` | bytes of the literal | byte offset of the literal |
/// | `string` | bytes between the quotes, escapes as written | byte offset after the opening quote |
/// | `array`, `object` | elements, or members | index of the first entry after the container |
///
/// Member names are `string` entries; an object's entries alternate name, value.
struct FlatEntry {
    var kind: FlatKind
    var flags: UInt8
    var length: UInt32
    var payload: Int

    /// `string`: the text holds at least one escape and must be decoded before use.
    static let hasEscapes: UInt8 = 1
    /// `object`: some member name occurs more than once (lookups take the last).
    static let hasRepeatedKeys: UInt8 = 1
    /// `number`: the literal has no fraction and no exponent (a long integer, or `-0`).
    static let isIntegerLiteral: UInt8 = 2
    /// `number`: NaN or an infinity from a tree built in code (JSON text cannot spell
    /// them); the payload is the `Double`'s bit pattern and there is no literal.
    static let isNonFinite: UInt8 = 4

    @inline(__always)
    init(kind: FlatKind, flags: UInt8 = 0, length: UInt32 = 0, payload: Int = 0) {
        self.kind = kind
        self.flags = flags
        self.length = length
        self.payload = payload
    }

    @inline(__always)
    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }
}
