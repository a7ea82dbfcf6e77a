import Testing

@testable import SmartCore

/// `JSONValueSkipper` finds where a value ends a buffer at a time; inside strings it looks
/// for `"` and `\` eight bytes at a time. Checked against a byte-by-byte reading of the
/// same rules, at every start offset and with the input cut anywhere.
@Suite("JSON value skipper")
struct JSONValueSkipperTests {
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

    @Test("long runs: words without specials, with quotes only, with brackets inside and outside strings")
    func longRunsMatchBytes() {
        var generator = SplitMix64(seed: 25)
        var ended = 0
        for round in 0..<400 {
            // Sparse specials, so that many words hold none, or only some kinds.
            let density = UInt64(4 + round % 40)
            let specials: [UInt8] = Array("\"\\[]{},Y_y".utf8) + [0x7F]
            let bytes = (0..<(8 + round * 3)).map { _ -> UInt8 in
                generator.next() % density == 0
                    ? specials[Int(generator.next() % UInt64(specials.count))]
                    : UInt8(ascii: "a") + UInt8(generator.next() % 26)
            }
            let endsAtBrace = round % 3 == 0
            let expected = Self.naiveEnd(bytes, endsAtBrace: endsAtBrace)
            if expected != nil { ended += 1 }
            for cut in stride(from: 0, through: bytes.count, by: 1 + bytes.count / 24) {
                #expect(
                    Self.skipperEnd(bytes, cuts: [cut], endsAtBrace: endsAtBrace) == expected, "\(bytes) cut \(cut)")
            }
        }
        #expect(ended > 40)
        #expect(ended < 360)
    }

    @Test("the elements of a generated array end where a byte-by-byte reading ends them")
    func generatedArrays() {
        var generator = SplitMix64(seed: 3)
        for round in 0..<60 {
            var elements: [String] = []
            for _ in 0..<(1 + round % 7) {
                let text =
                    String(repeating: "ab\\\"c{[,]}", count: Int(generator.next() % 4))
                    + String(repeating: "x", count: Int(generator.next() % 20))
                elements.append(#"{"k":"\#(text)","n":[1,{"m":[]}],"t":true}"#)
            }
            let bytes = Array((elements.joined(separator: ",") + "]").utf8)
            var starts = [0]
            var index = 0
            while let end = Self.naiveEnd(Array(bytes[index...]), endsAtBrace: false) {
                index += end + 1
                starts.append(index)
                if bytes[index - 1] == UInt8(ascii: "]") { break }
            }
            #expect(starts.count == elements.count + 1)
            for (number, start) in starts.dropLast().enumerated() {
                let rest = Array(bytes[start...])
                let expected = Self.naiveEnd(rest, endsAtBrace: false)
                #expect(expected == elements[number].utf8.count)
                #expect(Self.skipperEnd(rest, cuts: [], endsAtBrace: false) == expected)
                #expect(Self.skipperEnd(rest, cuts: [rest.count / 2], endsAtBrace: false) == expected)
            }
        }
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
                let end = Self.skipperEnd(bytes, cuts: [cut], endsAtBrace: endsAtBrace)
                #expect(end == expected, "\(bytes) cut \(cut)")
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
