import Foundation
import Testing

@testable import SmartCore

/// String values whose first byte that needs a closer look (the closing quote, an escape,
/// a control character, a non-ASCII byte, the end of the input) sits at every offset of
/// the first words and at every distance from the end of the input: the plain-ASCII path
/// that reads a value a word at a time hands over to the general string path at exactly
/// that byte, and the two together accept what Foundation's parser accepts, with the same
/// text.
@Suite("String value scanning")
struct StringValueScanTests {
    /// What can follow a run of plain ASCII inside a string value, and whether the
    /// document stays valid JSON with it.
    static let followers: [(bytes: [UInt8], valid: Bool)] = [
        (Array("\\n".utf8), true), (Array("\\\"".utf8), true), (Array("\\u00e9".utf8), true),
        (Array("\\x".utf8), false), (Array("é".utf8), true), (Array("日".utf8), true), (Array("😀".utf8), true),
        ([0xC3], false), ([0xFF], false), ([0x1F], false), ([0x09], false), ([], true),
    ]

    /// The text of the one string value of `bytes` (an array holding it), nil when the
    /// scanner rejects the document.
    static func scannedText(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let document = try? JSONScanner.flatDocument(buffer, options: SmartJSONParsingOptions()) else {
                return nil
            }
            return document.jsonValue(at: 0).arrayValue?.first?.stringValue
        }
    }

    /// What Foundation's parser makes of the same document.
    static func foundationText(_ bytes: [UInt8]) -> String? {
        guard let array = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [Any] else { return nil }
        return array.first as? String
    }

    @Test func everyFollowerAtEveryOffsetMatchesFoundation() {
        var checked = 0
        for plainCount in 0..<26 {
            let plain = (0..<plainCount).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for follower in Self.followers {
                for tailCount in [0, 1, 2, 5, 7, 8, 9, 16] {
                    let tail = Array(repeating: UInt8(ascii: "z"), count: tailCount)
                    // Closed, then with the input ending right after the string, then
                    // with the closing quote and bracket missing.
                    let content = plain + follower.bytes + tail
                    let documents: [[UInt8]] = [
                        [UInt8(ascii: "[")] + [0x22] + content + [0x22, UInt8(ascii: "]")],
                        [UInt8(ascii: "[")] + [0x22] + content + [0x22, UInt8(ascii: "]")]
                            + Array(repeating: 0x20, count: 9),
                        [UInt8(ascii: "[")] + [0x22] + content,
                    ]
                    for document in documents {
                        let ours = Self.scannedText(document)
                        let theirs = Self.foundationText(document)
                        #expect(ours == theirs, "\(Array(document))")
                        checked += 1
                    }
                    // The table's own claim, so that the comparison is not vacuous.
                    let closed = [UInt8(ascii: "[")] + [0x22] + content + [0x22, UInt8(ascii: "]")]
                    #expect((Self.scannedText(closed) != nil) == follower.valid, "\(closed)")
                }
            }
        }
        #expect(checked == 26 * Self.followers.count * 8 * 3)
    }

    /// Values of plain ASCII of every length up to five words, each as the whole value,
    /// with the input ending at every distance after it: the text comes back as written.
    @Test func plainValuesOfEveryLengthComeBackAsWritten() throws {
        // Printable ASCII without the quote and the backslash.
        let characters = (0x20...0x7E).filter { $0 != 0x22 && $0 != 0x5C }.map { Character(UnicodeScalar(UInt8($0))) }
        for length in 0...40 {
            let text = String((0..<length).map { characters[($0 * 7) % characters.count] })
            for padding in 0..<9 {
                let json = "[\"\(text)\"]" + String(repeating: " ", count: padding)
                let scanned = try #require(Self.scannedText(Array(json.utf8)), "\(json)")
                #expect(scanned == text, "\(json)")
            }
        }
    }

    /// The offset of the first byte of `word` (little-endian) that is `"`, `\`, a control
    /// character or not ASCII, looked at one byte at a time.
    static func firstSpecialByte(of word: UInt64) -> Int? {
        (0..<8).first { offset in
            let byte = UInt8(truncatingIfNeeded: word >> (UInt64(offset) * 8))
            return byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80
        }
    }

    /// The word test every string path starts with flags the first special byte exactly,
    /// and flags nothing in a word without one: every byte value at every offset, after
    /// plain bytes and before anything at all, then words mixed at random.
    @Test func theWordTestFindsTheFirstSpecialByte() {
        var generator = SplitMix64(seed: 0x5EC1A1)
        let plain = (UInt8(0x20)...0x7F).filter { $0 != 0x22 && $0 != 0x5C }
        func check(_ word: UInt64) {
            let flags = JSONScanner.specialBytes(in: word)
            let expected = Self.firstSpecialByte(of: word)
            #expect((flags == 0) == (expected == nil), "\(String(word, radix: 16))")
            if let expected, flags != 0 {
                #expect(flags.trailingZeroBitCount >> 3 == expected, "\(String(word, radix: 16))")
            }
        }
        var checked = 0
        for offset in 0..<8 {
            for value in 0...255 {
                for _ in 0..<4 {
                    var word: UInt64 = 0
                    for position in 0..<8 {
                        let byte: UInt8
                        if position < offset {
                            byte = plain[Int.random(in: 0..<plain.count, using: &generator)]
                        } else if position == offset {
                            byte = UInt8(value)
                        } else {
                            byte = UInt8.random(in: 0...255, using: &generator)
                        }
                        word |= UInt64(byte) << (UInt64(position) * 8)
                    }
                    check(word)
                    checked += 1
                }
            }
        }
        for _ in 0..<100_000 {
            var word: UInt64 = 0
            for position in 0..<8 {
                let byte =
                    Int.random(in: 0..<10, using: &generator) < 8
                    ? plain[Int.random(in: 0..<plain.count, using: &generator)]
                    : UInt8.random(in: 0...255, using: &generator)
                word |= UInt64(byte) << (UInt64(position) * 8)
            }
            check(word)
            checked += 1
        }
        #expect(checked == 8 * 256 * 4 + 100_000)
    }
}
