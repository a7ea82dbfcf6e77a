import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Strings with escapes read back exactly: every escape form, at the start, the end and
/// next to each other, `\u` escapes of every length of UTF-8 and surrogate pairs, beside
/// raw non-ASCII text, checked against the string they were written from and against
/// Foundation's parser.
@Suite("String unescaping")
struct StringUnescapeTests {
    static let pool: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{08}", "\u{0C}", "\n", "\r", "\t", "\u{01}", "\u{1F}", "é", "ß",
        "日", "本", "€", "\u{FFFD}", "😀", "𝄞", "\u{10FFFF}", "\u{7F}",
    ]

    /// `scalar` written in JSON, in one of the forms JSON allows for it.
    static func written(_ scalar: Unicode.Scalar, _ random: inout SeededGenerator) -> String {
        let short: [Unicode.Scalar: String] = [
            "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\u{08}": "\\b", "\u{0C}": "\\f", "\n": "\\n", "\r": "\\r",
            "\t": "\\t",
        ]
        let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        switch random.next(below: 3) {
        case 0 where !mustEscape:
            return String(scalar)
        case 1 where short[scalar] != nil:
            return short[scalar] ?? ""
        default:
            return String(String(scalar).utf16.map { String(format: "\\u%04X", $0) }.joined())
        }
    }

    @Test func escapedStringsReadBackExactly() throws {
        var random = SeededGenerator(seed: 0xE5C)
        for _ in 0..<3_000 {
            let length = random.next(below: 24)
            var original = String.UnicodeScalarView()
            var text = "\""
            for _ in 0..<length {
                let scalar = Self.pool[random.next(below: Self.pool.count)]
                original.append(scalar)
                text += Self.written(scalar, &random)
            }
            text += "\""
            let expected = String(original)
            let document = try SmartJSONValue.flatDocument("[" + text + "]", options: SmartJSONParsingOptions())
            #expect(document.string(at: 1) == expected, "\(text)")
            // The tree parser and the byte form decode the same.
            let tree = try SmartJSONValue(parsing: "[" + text + "]")
            #expect(tree[0]?.stringValue == expected, "\(text)")
            let literal = Array(text.utf8.dropFirst().dropLast())
            let bytes = literal.withUnsafeBufferPointer { FlatDocument.unescaped($0) }
            #expect(bytes == Array(expected.utf8), "\(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(foundation as? String == expected, "\(text)")
        }
    }

    /// Malformed escapes the scanner would reject still decode without trapping when the
    /// raw helpers see them: the escape's backslash (and `u`) dropped, lone surrogates as
    /// U+FFFD, a final backslash kept, and never longer than the input.
    @Test func malformedEscapesDecodeSafely() {
        let cases: [(String, String)] = [
            (#"a\uDC00b"#, "a\u{FFFD}b"),
            (#"\uD83D"#, "\u{FFFD}"),
            (#"\uD83Dx"#, "\u{FFFD}x"),
            (#"\q"#, "q"),
            (#"\u12"#, "12"),
            (#"end\"#, "end\\"),
            (#"\uD83D\uDE00"#, "😀"),
        ]
        for (raw, expected) in cases {
            let bytes = Array(raw.utf8)
            let decoded = bytes.withUnsafeBufferPointer { FlatDocument.unescaped($0) }
            #expect(decoded == Array(expected.utf8), "\(raw)")
            #expect(decoded.count <= bytes.count, "\(raw)")
            let text = bytes.withUnsafeBufferPointer { FlatDocument.unescapedString($0) }
            #expect(text == expected, "\(raw)")
        }
    }
}
