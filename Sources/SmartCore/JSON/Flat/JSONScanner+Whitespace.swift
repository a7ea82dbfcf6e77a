/// Whitespace between tokens: none costs one comparison; a run is measured a word at a
/// time (see the design note on `JSONScanner`).
extension JSONScanner {
    /// Skips whitespace (see `endOfWhitespace(from:)`).
    @inline(__always)
    mutating func skipWhitespace() {
        position = endOfWhitespace(from: position)
    }

    /// The offset of the first byte at or after `offset` that is not whitespace. Most
    /// calls find none (compact documents, or the value right after a space), so that
    /// case is one comparison; pretty-printed documents are mostly a newline followed by
    /// a run of spaces, measured a word at a time.
    @inline(__always)
    func endOfWhitespace(from offset: Int) -> Int {
        guard offset < count, bytes[offset] <= 0x20 else { return offset }
        return endOfWhitespaceRun(from: offset)
    }

    @inline(__always)
    func endOfWhitespaceRun(from offset: Int) -> Int {
        // One space before a value (`"name": value`, `, `) is the most common run of all,
        // then a line feed and an indentation of spaces.
        var index = offset
        let first = bytes[index]
        if first == 0x20, index &+ 1 < count, bytes[index &+ 1] > 0x20 { return index &+ 1 }
        if first == 0x0A {
            index = endOfSpaces(from: index &+ 1)
            if index < count, bytes[index] > 0x20 { return index }
        }
        while index < count {
            switch bytes[index] {
            case 0x20, 0x0A:
                index = endOfSpaces(from: index &+ 1)
            case 0x0D, 0x09:
                index &+= 1
            default:
                return index
            }
        }
        return index
    }

    /// Where the next member's name starts, when the `{` or the comma at `offset` is
    /// followed by its opening quote directly, after one space, or after a line feed and
    /// spaces (a pretty-printed member); nil for anything else, which the general path
    /// reads.
    @inline(__always)
    func startOfName(after offset: Int) -> Int? {
        var index = offset &+ 1
        guard index < count else { return nil }
        let byte = bytes[index]
        if byte == 0x0A {
            index = endOfSpaces(from: index &+ 1)
        } else if byte == 0x20 {
            index &+= 1
        } else {
            return byte == UInt8(ascii: "\"") ? index : nil
        }
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        return index
    }

    /// Moves past spaces eight at a time while eight bytes are left; stops at the first
    /// byte that is not a space, or where fewer than eight bytes are left (the caller
    /// goes on byte by byte).
    @inline(__always)
    func endOfSpaces(from offset: Int) -> Int {
        var index = offset
        while index &+ 8 <= count {
            let different = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            // Little-endian: the low bytes come first in memory.
            if different != 0 { return index &+ (UInt64(littleEndian: different).trailingZeroBitCount) >> 3 }
            index &+= 8
        }
        return index
    }
}
