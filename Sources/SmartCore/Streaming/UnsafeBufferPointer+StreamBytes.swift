import Foundation

extension UnsafeBufferPointer where Element == UInt8 {
    /// The index of the first line feed at or after `start`, found with `memchr`.
    func firstLineFeed(from start: Int) -> Int? {
        guard start >= 0, start < count, let base = baseAddress else { return nil }
        guard let found = memchr(base + start, 0x0A, count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The index of the last line feed in `range`.
    func lastLineFeed(in range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if self[index] == 0x0A { return index }
        }
        return nil
    }

    /// How many line feeds `range` holds, sixteen bytes at a time.
    func lineFeedCount(in range: Range<Int>) -> Int {
        countBytes(in: range, mask: 0xFF, equalTo: 0x0A)
    }

    /// How many characters `range` holds: its bytes that are not UTF-8 continuation bytes
    /// (`10xxxxxx`), sixteen at a time.
    func characterCount(in range: Range<Int>) -> Int {
        range.count - countBytes(in: range, mask: 0xC0, equalTo: 0x80)
    }

    /// How many bytes `b` of `range` have `b & mask == value`.
    private func countBytes(in range: Range<Int>, mask: UInt8, equalTo value: UInt8) -> Int {
        guard let base = baseAddress, !range.isEmpty else { return 0 }
        let raw = UnsafeRawPointer(base)
        let masks = SIMD16<UInt8>(repeating: mask)
        let values = SIMD16<UInt8>(repeating: value)
        var index = range.lowerBound
        var total = 0
        while index + 16 <= range.upperBound {
            // Up to 255 blocks per lane counter before it could wrap.
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 255, index + 16 <= range.upperBound {
                let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                lanes &+= SIMD16<UInt8>(repeating: 1).replacing(with: 0, where: (block & masks) .!= values)
                index += 16
                blocks += 1
            }
            total &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < range.upperBound {
            if self[index] & mask == value { total &+= 1 }
            index += 1
        }
        return total
    }
}
