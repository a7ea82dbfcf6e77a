import Foundation

/// Arithmetic on the eight bytes of a little-endian word at once (SWAR), shared by the
/// JSON scanner, the stream splitter's element scan and the byte comparisons of member
/// names and keys.
enum WordBytes {
    /// `byte` in every byte of a word.
    @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The high bit of each byte of `word` that is zero, and no other bit. Exact for every
    /// byte: adding 0x7F to a byte's low seven bits never carries into the next byte.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        let lowSeven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & lowSeven) &+ lowSeven) | word | lowSeven)
    }

    /// The high bit of at least every byte of `word` that is zero: the lowest flagged byte
    /// is zero, while a borrow may also flag a byte above a zero one. Cheaper than
    /// `zeroBytes`, for tests that only ask whether there is one, or for the first one.
    @inline(__always)
    static func someZeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeating(1)) & ~word & highBits
    }

    /// The high bit of at least every byte of `word` below `bound` (at most 0x80), with
    /// the same exactness as `someZeroBytes`: the lowest flagged byte is below `bound`.
    @inline(__always)
    static func someBytesBelow(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- repeating(bound)) & ~word & highBits
    }

    /// Gathers the high bits of the eight bytes of `flags` (no other bit set) into bits
    /// 0–7, byte 0's first: each multiplied bit lands in the top byte at its own place,
    /// and the lower partial sums are distinct powers of two, so nothing carries.
    @inline(__always)
    static func byteBits(_ flags: UInt64) -> UInt64 {
        ((flags >> 7) &* 0x0102_0408_1020_4080) >> 56
    }

    /// Whether the `count` bytes at `left` and at `right` are the same. Up to sixteen
    /// bytes (most member names and keys) are compared as two overlapping loads from each
    /// side, up to 32 (long names such as `profile_background_image_url`) as four, without
    /// a call; longer runs go to `memcmp`. Neither side is read outside its `count` bytes.
    @inline(__always)
    static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        let lhs = UnsafeRawPointer(left)
        let rhs = UnsafeRawPointer(right)
        if count >= 8 {
            if count <= 16 { return edgesEqual(lhs, rhs, count: count, as: UInt64.self) }
            guard count <= 32 else { return memcmp(left, right, count) == 0 }
            // The first and the last sixteen bytes, overlapping in the middle.
            return edgesEqual(lhs, rhs, count: 16, as: UInt64.self)
                && edgesEqual(lhs + (count &- 16), rhs + (count &- 16), count: 16, as: UInt64.self)
        }
        if count >= 4 { return edgesEqual(lhs, rhs, count: count, as: UInt32.self) }
        if count >= 2 { return edgesEqual(lhs, rhs, count: count, as: UInt16.self) }
        return count == 0 || left.pointee == right.pointee
    }

    /// Whether the first and the last `Word` of the `count` bytes at `lhs` and `rhs` are
    /// the same: all of them when `count` is at most twice the word's size (and at least
    /// its size), the two loads overlapping in the middle.
    @inline(__always)
    private static func edgesEqual<Word: FixedWidthInteger & BitwiseCopyable>(
        _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int, as word: Word.Type
    ) -> Bool {
        let last = count &- MemoryLayout<Word>.size
        let head = lhs.loadUnaligned(as: Word.self) ^ rhs.loadUnaligned(as: Word.self)
        let tail =
            lhs.loadUnaligned(fromByteOffset: last, as: Word.self)
            ^ rhs.loadUnaligned(fromByteOffset: last, as: Word.self)
        return head | tail == 0
    }

    /// The high bit of every byte.
    static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether every byte of `bytes` is ASCII (below 0x80), eight bytes per step: the
    /// first and last eight bytes, then the words between (the last word may overlap the
    /// one before it, which is harmless for this test).
    static func areASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 8, let base = bytes.baseAddress else { return bytes.allSatisfy { $0 < 0x80 } }
        let raw = UnsafeRawPointer(base)
        let last = count &- 8
        var combined = raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        var offset = 8
        while offset < last {
            combined |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        return combined & highBits == 0
    }

    /// The first and the last eight bytes of `bytes` as little-endian words; when there are
    /// fewer than eight, both are all of them, zero-extended. The fingerprint of member
    /// names and the key-strategy cache's hash are made from these.
    @inline(__always)
    static func edgeWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (head: UInt64, tail: UInt64) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count >= 8 else {
            var word: UInt64 = 0
            for offset in 0..<count { word |= UInt64(bytes[offset]) << (UInt64(offset) << 3) }
            return (word, word)
        }
        let raw = UnsafeRawPointer(base)
        return (
            UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        )
    }
}
