import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Member names of every length up to past four words, made of plain ASCII, escapes and
/// multi-byte characters, at every distance from the end of the input: the short-name
/// path (names of up to 31 plain ASCII bytes, read a word at a time) and the general
/// string path give the names as written, the repeated-name check sees them, and a raw
/// control character is rejected wherever it sits.
@Suite("Member name scanning")
struct MemberNameScanTests {
    /// One piece of a name: how it is written in JSON and what it decodes to.
    static let pieces: [(json: String, text: String)] = [
        ("a", "a"), ("Z", "Z"), ("_", "_"), ("7", "7"), (" ", " "), ("/", "/"), ("\\\"", "\""), ("\\\\", "\\"),
        ("\\u00e9", "é"), ("é", "é"), ("日", "日"), ("\\n", "\n"),
    ]

    /// `text` written as a JSON string's content (the escapes the pieces use).
    static func escaped(_ text: String) -> String {
        var json = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json
    }

    static func parse(_ bytes: [UInt8]) -> SmartJSONValue? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let document = try? JSONScanner.flatDocument(buffer, options: SmartJSONParsingOptions()) else {
                return nil
            }
            return document.jsonValue(at: 0)
        }
    }

    @Test func namesOfEveryLengthAndMakeAreReadAsWritten() throws {
        var random = SeededGenerator(seed: 11)
        var checked = 0
        for _ in 0..<3000 {
            var json = "{"
            var expected: [String] = []
            for member in 0..<(1 + random.next(below: 4)) {
                var name = (json: "", text: "")
                // Mostly plain ASCII, so that the short path is taken often.
                let plain = random.next(below: 3) != 0
                for _ in 0..<random.next(below: 41) {
                    let piece =
                        plain ? Self.pieces[random.next(below: 6)] : Self.pieces[random.next(below: Self.pieces.count)]
                    name.json += piece.json
                    name.text += piece.text
                }
                // Sometimes the name of an earlier member again.
                if member > 0, random.next(below: 5) == 0 {
                    let earlier = expected[random.next(below: expected.count)]
                    name = (Self.escaped(earlier), earlier)
                }
                json += (member > 0 ? "," : "") + "\"\(name.json)\":\(member)"
                expected.append(name.text)
            }
            json += "}" + String(repeating: " ", count: random.next(below: 20))
            let value = try #require(Self.parse(Array(json.utf8)), "\(json)")
            let object = try #require(value.objectValue, "\(json)")
            #expect(object.members.map(\.key) == expected, "\(json)")
            #expect(object.hasRepeatedKeys == (Set(expected).count != expected.count), "\(json)")
            checked += 1
        }
        #expect(checked == 3000)
    }

    /// A raw control character, a lone backslash or a non-ASCII byte that is not UTF-8
    /// at any position of a name of any length ends the parse with an error.
    @Test func badBytesInANameAreRejectedAtEveryPosition() {
        for length in 1...20 {
            for position in 0..<length {
                for bad: UInt8 in [0x01, 0x1F, 0xFF, 0x80] {
                    var name = Array(repeating: UInt8(ascii: "k"), count: length)
                    name[position] = bad
                    for padding in [0, 3, 16] {
                        let document =
                            Array(#"{""#.utf8) + name + Array(#"":1}"#.utf8) + Array(repeating: 0x20, count: padding)
                        #expect(Self.parse(document) == nil, "length \(length), byte \(bad) at \(position)")
                    }
                }
            }
        }
    }
}
