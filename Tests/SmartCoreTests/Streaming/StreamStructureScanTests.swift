import SmartTestSupport
import Testing

@testable import SmartCore

/// The splitter's word-at-a-time searches find the same byte as a byte-by-byte search,
/// from every start, on bytes dense and sparse in what they look for.
@Suite("Stream structure scan")
struct StreamStructureScanTests {
    static let quoteOrBackslash: Set<UInt8> = [0x22, 0x5C]
    static let structural: Set<UInt8> = [0x22, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D]

    /// The first index at or after `start` whose byte is in `set`, or the count.
    static func naive(_ bytes: [UInt8], from start: Int, in set: Set<UInt8>) -> Int {
        bytes[start...].firstIndex { set.contains($0) } ?? bytes.count
    }

    @Test(arguments: 0..<200)
    func wordSearchesFindTheFirstByteLikeAByteSearch(_ seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        // Mostly ordinary bytes with a few of the searched ones (and their near misses:
        // bytes one bit away, and bytes with the high bit set).
        let special: [UInt8] = [
            0x22, 0x5C, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D, 0x02, 0x3B, 0x7C, 0xA2, 0xDB, 0xFD, 0x00, 0xFF,
        ]
        let length = generator.next(below: 70)
        let density = 1 + generator.next(below: 30)
        let bytes = (0..<length).map { _ in
            generator.next(below: density) == 0
                ? special[generator.next(below: special.count)] : UInt8(32 + generator.next(below: 95))
        }
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count {
                #expect(
                    buffer.firstQuoteOrBackslash(from: start)
                        == Self.naive(bytes, from: start, in: Self.quoteOrBackslash))
                #expect(buffer.firstStructuralByte(from: start) == Self.naive(bytes, from: start, in: Self.structural))
            }
        }
    }
}
