import Testing

@testable import SmartCore

/// `JSONValueSkipper` finds where a value ends a buffer at a time; inside strings it looks
/// for `"` and `\` eight bytes at a time. Checked against a byte-by-byte reading of the
/// same rules, at every start offset and with the input cut anywhere.
@Suite("JSON value skipper")
struct JSONValueSkipperTests {
    /// The first `"` or `\` at or after `start`, one byte at a time.
    static func naiveQuoteOrBackslash(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        return index
    }

    /// Where the value at the start of `bytes` ends (the index of its delimiter), reading
    /// one byte at a time with the skipper's rules; nil when it does not end.
    static func naiveEnd(_ bytes: [UInt8], endsAtBrace: Bool) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                if depth > 0 { depth -= 1 } else if endsAtBrace { return index }
            case UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Feeds `bytes` to a skipper in pieces cut at `cuts`; the delimiter's index in
    /// `bytes`, or nil.
    static func skipperEnd(_ bytes: [UInt8], cuts: [Int], endsAtBrace: Bool) -> Int? {
        var skipper = JSONValueSkipper()
        let bounds = [0] + cuts + [bytes.count]
        for piece in 0..<(bounds.count - 1) {
            let slice = Array(bytes[bounds[piece]..<bounds[piece + 1]])
            let found = slice.withUnsafeBufferPointer { buffer -> Int? in
                var index = 0
                return skipper.scan(buffer, from: &index, endsAtBrace: endsAtBrace)
            }
            if let found { return bounds[piece] + found }
        }
        return nil
    }

    /// Random text made mostly of string content, with quotes, backslashes, brackets,
    /// commas, non-ASCII bytes and plain runs longer than a word.
    static func randomText(length: Int, using generator: inout SplitMix64) -> [UInt8] {
        let special: [UInt8] = Array("\"\\[]{},:".utf8) + [0xC3, 0xA9, 0x00, 0x1F]
        return (0..<length).map { _ in
            generator.next() % 5 == 0
                ? special[Int(generator.next() % UInt64(special.count))]
                : UInt8(0x20 + generator.next() % 0x5F)
        }
    }

    @Test("the word-at-a-time search finds the first quote or backslash from every offset")
    func wordSearchMatchesBytes() {
        var generator = SplitMix64(seed: 25)
        var compared = 0
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 40, 200] {
            for _ in 0..<20 {
                // Sparse specials so that runs longer than eight bytes occur.
                let bytes = (0..<length).map { _ -> UInt8 in
                    switch generator.next() % 23 {
                    case 0: UInt8(ascii: "\"")
                    case 1: UInt8(ascii: "\\")
                    case 2: 0xFF
                    case 3: UInt8(ascii: "!")  // 0x21: one below the quote
                    case 4: UInt8(ascii: "]")  // 0x5D: one above the backslash
                    default: UInt8(0x23 + generator.next() % 0x38)
                    }
                }
                for start in 0...length {
                    let found = bytes.withUnsafeBufferPointer {
                        JSONValueSkipper.nextQuoteOrBackslash(in: $0, from: start)
                    }
                    #expect(found == Self.naiveQuoteOrBackslash(bytes, from: start), "\(bytes) from \(start)")
                    compared += 1
                }
            }
        }
        #expect(compared == 20 * (1 + 2 + 8 + 9 + 10 + 16 + 17 + 18 + 41 + 201))
    }

    @Test("a value's end does not depend on where its bytes are cut")
    func endIndependentOfCuts() {
        var generator = SplitMix64(seed: 7)
        var ended = 0
        for round in 0..<300 {
            let bytes = Self.randomText(length: 1 + round % 60, using: &generator)
            let endsAtBrace = round % 2 == 0
            let expected = Self.naiveEnd(bytes, endsAtBrace: endsAtBrace)
            if expected != nil { ended += 1 }
            #expect(Self.skipperEnd(bytes, cuts: [], endsAtBrace: endsAtBrace) == expected)
            for cut in 0...bytes.count {
                #expect(Self.skipperEnd(bytes, cuts: [cut], endsAtBrace: endsAtBrace) == expected, "\(bytes) cut \(cut)")
            }
            let everyByte = Array(stride(from: 1, to: bytes.count, by: 1))
            #expect(Self.skipperEnd(bytes, cuts: everyByte, endsAtBrace: endsAtBrace) == expected)
        }
        // Both outcomes were exercised.
        #expect(ended > 30)
        #expect(ended < 270)
    }

    @Test("an escaped quote at a word's edge or a buffer's end stays inside the string")
    func escapedQuoteAtEdges() {
        for padding in 0..<17 {
            let text = "\"" + String(repeating: "a", count: padding) + #"\"b","# + "]"
            let bytes = Array(text.utf8)
            let comma = bytes.count - 2
            #expect(Self.naiveEnd(bytes, endsAtBrace: false) == comma)
            for cut in 0...bytes.count {
                #expect(Self.skipperEnd(bytes, cuts: [cut], endsAtBrace: false) == comma, "\(text) cut \(cut)")
            }
        }
    }
}
