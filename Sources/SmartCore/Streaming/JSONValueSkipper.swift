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
        while index < count {
            if inString {
                // Inside a string only a quote or a backslash matters.
                if escaped {
                    escaped = false
                    index += 1
                }
                index = Self.nextQuoteOrBackslash(in: bytes, from: index)
                guard index < count else { return nil }
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                } else {
                    inString = false
                }
                index += 1
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                } else if endsAtBrace {
                    return index
                }
            case UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index of the first `"` or `\` at or after `index`, or `bytes.count`. Eight
    /// bytes are tested at once as a little-endian word: a byte equal to either character
    /// turns into zero after an exclusive or, and subtracting one from each byte of the
    /// word then borrows into that byte's high bit. Borrows run upward only, so the lowest
    /// flagged byte is a real match (later ones may not be, and are not used).
    @inline(__always)
    static func nextQuoteOrBackslash(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        let count = bytes.count
        var index = index
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let found = (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highBits
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return count
    }
}
