/// Follows the text of a JSON value (strings, escapes and bracket depth) to the
/// delimiter that ends it, fed a buffer at a time: the state between calls is kept, so a
/// buffer may end anywhere. It does not check the value, only finds its end.
struct JSONValueSkipper {
    /// Brackets open inside the value.
    private(set) var depth = 0
    /// Whether the bytes so far end inside a string.
    private(set) var inString = false
    private var escaped = false

    /// Starts again on a new value.
    mutating func reset() {
        depth = 0
        inString = false
        escaped = false
    }

    /// Scans `bytes` from `index`: returns the index of the `,` or `]` outside any string
    /// and bracket of the value (also `}` when `endsAtBrace`, for a member's value), or nil
    /// when the bytes end first; `index` is then `bytes.count`.
    ///
    /// Eight bytes are classified at once as a little-endian word: one bit per byte for
    /// quotes and for the characters that may change the depth or end the value; the
    /// quotes' running parity says which bytes lie inside strings, and only the remaining
    /// candidates are looked at one by one. A word holding a backslash, or starting right
    /// after one, is read byte by byte, since an escape changes what a quote means.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, endsAtBrace: Bool) -> Int? {
        let count = bytes.count
        var depth = self.depth
        var inString = self.inString
        var escaped = self.escaped
        defer {
            self.depth = depth
            self.inString = inString
            self.escaped = escaped
        }
        /// A byte outside strings: counts brackets; true when it ends the value.
        func endsValue(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                } else if endsAtBrace {
                    return true
                }
            case UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default:
                break
            }
            return false
        }
        /// Any byte, with strings and escapes followed; true when it ends the value.
        func endsValueFollowingStrings(_ byte: UInt8) -> Bool {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                return false
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                return false
            }
            return endsValue(byte)
        }
        if let base = bytes.baseAddress {
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if escaped || WordBytes.someZeroBytes(word ^ WordBytes.repeating(0x5C)) != 0 {
                    for offset in 0..<8 where endsValueFollowingStrings(base[index + offset]) {
                        index += offset
                        return index
                    }
                    index += 8
                    continue
                }
                let quotes = WordBytes.byteBits(WordBytes.zeroBytes(word ^ WordBytes.repeating(0x22)))
                // `[`, `]`, `{` and `}` differ only in bits 0x20, 0x04 and 0x02 (so do `Y`,
                // `_`, `y` and DEL, which never occur outside a string of valid JSON and
                // are passed over by `endsValue` anyway); then the comma.
                // Approximate bits are enough here: `endsValue` looks at each byte.
                let candidates = WordBytes.byteBits(
                    WordBytes.someZeroBytes((word & WordBytes.repeating(0xD9)) ^ WordBytes.repeating(0x59))
                        | WordBytes.someZeroBytes(word ^ WordBytes.repeating(0x2C)))
                // Bit i: the parity of the quotes up to and including byte i.
                var parity = quotes ^ (quotes << 1)
                parity ^= parity << 2
                parity ^= parity << 4
                // Bytes inside a string: an odd number of quotes before them, counting
                // the state the word starts in.
                let inside = (parity ^ quotes ^ (inString ? 0xFF : 0)) & 0xFF
                var outside = candidates & ~inside
                while outside != 0 {
                    let offset = outside.trailingZeroBitCount
                    if endsValue(base[index + offset]) {
                        index += offset
                        inString = false
                        return index
                    }
                    outside &= outside &- 1
                }
                if parity & 0x80 != 0 { inString.toggle() }
                index += 8
            }
        }
        while index < count {
            if endsValueFollowingStrings(bytes[index]) { return index }
            index += 1
        }
        return nil
    }
}
