extension UnsafeBufferPointer where Element == UInt8 {
    /// The index of the first `"` or `\` at or after `start` (what ends a run of string
    /// content), or `count` when there is none; eight bytes at a time.
    func firstQuoteOrBackslash(from start: Int) -> Int {
        guard let base = baseAddress else { return count }
        let raw = UnsafeRawPointer(base)
        var index = Swift.max(start, 0)
        while index + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let hits = Self.bytes(of: word, equalTo: 0x22) | Self.bytes(of: word, equalTo: 0x5C)
            if hits != 0 { return index + hits.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, self[index] != 0x22, self[index] != 0x5C { index += 1 }
        return index
    }

    /// The index of the first byte at or after `start` that matters between the strings of
    /// an array element (`"`, `,`, `[`, `]`, `{`, `}`), or `count` when there is none;
    /// eight bytes at a time.
    func firstStructuralByte(from start: Int) -> Int {
        guard let base = baseAddress else { return count }
        let raw = UnsafeRawPointer(base)
        var index = Swift.max(start, 0)
        while index + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // `[` and `{` are the only bytes that become `{` with bit 5 set; `]` and `}`
            // the only ones that become `}`.
            let folded = word | 0x2020_2020_2020_2020
            let hits =
                Self.bytes(of: word, equalTo: 0x22) | Self.bytes(of: word, equalTo: 0x2C)
                | Self.bytes(of: folded, equalTo: 0x7B) | Self.bytes(of: folded, equalTo: 0x7D)
            if hits != 0 { return index + hits.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            switch self[index] {
            case 0x22, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D: return index
            default: index += 1
            }
        }
        return index
    }

    /// The high bit of each byte of `word` that equals `value`. Exact up to the first such
    /// byte (a borrow can set bits above it), which is all its callers look at.
    @inline(__always)
    private static func bytes(of word: UInt64, equalTo value: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(value))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080
    }
}
