import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// The scanner's whitespace paths (one comparison when there is none, a lone space, a line
/// feed and an indentation measured a word at a time) accept exactly the four JSON
/// whitespace bytes, in runs of any length at any alignment, and nothing else between
/// tokens: generated documents, written with random whitespace, parse to the same value as
/// their compact form, and one byte that is not JSON whitespace makes them fail.
@Suite("Whitespace scanning")
struct WhitespaceScanTests {
    /// Writes a random value, calling `gap` wherever JSON allows whitespace.
    static func write(depth: Int, _ random: inout SeededGenerator, _ out: inout [UInt8], gap: (inout [UInt8]) -> Void) {
        let choice = depth > 3 ? random.next(below: 4) : random.next(below: 6)
        switch choice {
        case 0: out += Array("-12.5e3".utf8)
        case 1: out += Array(#""text \"é\" 日本""#.utf8)
        case 2: out += Array("true".utf8)
        case 3: out += Array("null".utf8)
        case 4:
            out.append(UInt8(ascii: "["))
            for index in 0..<random.next(below: 4) {
                gap(&out)
                if index > 0 {
                    out.append(UInt8(ascii: ","))
                    gap(&out)
                }
                write(depth: depth + 1, &random, &out, gap: gap)
            }
            gap(&out)
            out.append(UInt8(ascii: "]"))
        default:
            out.append(UInt8(ascii: "{"))
            for index in 0..<random.next(below: 4) {
                gap(&out)
                if index > 0 {
                    out.append(UInt8(ascii: ","))
                    gap(&out)
                }
                out += Array("\"k\(index)\"".utf8)
                gap(&out)
                out.append(UInt8(ascii: ":"))
                gap(&out)
                write(depth: depth + 1, &random, &out, gap: gap)
            }
            gap(&out)
            out.append(UInt8(ascii: "}"))
        }
    }

    static func parse(_ bytes: [UInt8]) -> SmartJSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let document = try? JSONScanner.flatDocument(buffer, options: SmartJSONParsingOptions()) else {
                return nil
            }
            return document.jsonValue(at: 0)
        }
    }

    @Test func anyRunOfJSONWhitespaceIsSkippedAndNothingElse() {
        var random = SeededGenerator(seed: 0x5BAC3)
        let whitespace: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]
        // Bytes that are not JSON whitespace but sit near it, or look like it elsewhere.
        let impostors: [UInt8] = [0x00, 0x0B, 0x0C, 0x1F, 0x21, 0x85, 0xA0]
        var rejected = 0
        for round in 0..<4_000 {
            var seed = SeededGenerator(seed: UInt64(round))
            var compact: [UInt8] = [UInt8(ascii: "[")]
            Self.write(depth: 0, &seed, &compact) { _ in }
            compact.append(UInt8(ascii: "]"))
            let spoil = round % 5 == 0
            var spoiled = false
            var seed2 = SeededGenerator(seed: UInt64(round))
            var spaced: [UInt8] = [UInt8(ascii: "[")]
            Self.write(depth: 0, &seed2, &spaced) { out in
                // Runs of 0 to 20 bytes, mostly spaces after a line feed, as pretty-printing writes.
                let length = random.next(below: 21)
                if random.next(below: 2) == 0, length > 0 {
                    out.append(0x0A)
                    out += [UInt8](repeating: 0x20, count: length - 1)
                } else {
                    for _ in 0..<length { out.append(whitespace[random.next(below: whitespace.count)]) }
                }
                if spoil, !spoiled, random.next(below: 3) == 0 {
                    out.append(impostors[random.next(below: impostors.count)])
                    spoiled = true
                }
            }
            spaced += [UInt8](repeating: 0x20, count: random.next(below: 9))
            spaced.append(UInt8(ascii: "]"))
            let expected = Self.parse(compact)
            #expect(expected != nil)
            let result = Self.parse(spaced)
            if spoiled {
                #expect(result == nil, "\(String(decoding: spaced, as: UTF8.self))")
                rejected += 1
            } else {
                #expect(result == expected, "\(String(decoding: spaced, as: UTF8.self))")
            }
        }
        #expect(rejected > 100)
    }

    /// After `{` and after a comma in an object, a name that follows at once, after a
    /// space, or after a line feed and spaces is found by one quick check; every other
    /// case (other whitespace, indentation longer than a word, a trailing comma, a missing
    /// quote, the end of the input) reads as before, with the same values and errors.
    @Test func namesAfterBracesAndCommasReadTheSameEitherWay() throws {
        let expected: SmartJSONValue = ["a": 1, "b": ["c": true]]
        let spellings = [
            #"{"a":1,"b":{"c":true}}"#,
            #"{ "a":1, "b":{ "c":true}}"#,
            "{\n  \"a\": 1,\n  \"b\": {\n    \"c\": true\n  }\n}",
            "{\n\t\"a\": 1,\n \t\"b\": {\r\n\"c\": true}}",
            "{\n                      \"a\": 1,\n                         \"b\": {\n\"c\": true}}",
            "{  \"a\":1,  \"b\":{\n\n  \"c\":true}}",
            "{\"a\":1\n,\n\"b\":{\"c\":true} }",
        ]
        for text in spellings {
            #expect(Self.parse(Array(text.utf8)) == expected, "\(text)")
            #expect(try SmartJSONValue(parsing: text) == expected, "\(text)")
        }
        let missingQuote = try #require(parseFailure("{\n  'a': 1}"))
        #expect(missingQuote.kind == .unexpectedCharacter)
        #expect(missingQuote.offset == 4)
        let missingSecondQuote = try #require(parseFailure("{\"a\": 1,\n  b: 2}"))
        #expect(missingSecondQuote.kind == .unexpectedCharacter)
        #expect(missingSecondQuote.offset == 11)
        let trailing = "{\"a\": 1,\n  }"
        let refused = try #require(parseFailure(trailing))
        #expect(refused.kind == .trailingComma)
        let options = SmartJSONParsingOptions(allowsTrailingCommas: true)
        #expect(try SmartJSONValue(parsing: trailing, options: options) == ["a": 1])
        for cut in ["{", "{\n   ", "{\"a\": 1,", "{\"a\": 1,\n    "] {
            let ended = try #require(parseFailure(cut), "\(cut)")
            #expect(ended.kind == .unexpectedEndOfInput, "\(cut)")
            #expect(ended.offset == cut.utf8.count, "\(cut)")
        }
    }
}
