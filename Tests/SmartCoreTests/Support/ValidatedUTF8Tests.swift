import Foundation
import SmartTestSupport
import Testing

@testable import SmartCore

/// Strings made without a second UTF-8 validation (`ValidatedUTF8`) are the same strings
/// the validating initializer and Foundation make: same text, same scalars, same
/// characters, equal and hashing alike, for text of every UTF-8 length with and without
/// escapes, as string values, member names and tree strings.
@Suite("Strings from validated UTF-8")
struct ValidatedUTF8Tests {
    /// Pieces of text of every UTF-8 length, combining marks and joined emoji, with the
    /// JSON that writes them (plain or escaped).
    static let pieces: [(text: String, json: String)] = [
        ("a", "a"), ("Z9 ", "Z9 "), ("é", "é"), ("é", "\\u00e9"), ("e\u{301}", "e\\u0301"), ("ж", "ж"),
        ("中", "中"), ("日本語", "日本語"), ("€", "\\u20AC"), ("😀", "😀"), ("😀", "\\ud83d\\ude00"),
        ("👩‍👩‍👧", "👩‍👩‍👧"), ("\"", "\\\""), ("\\", "\\\\"), ("\n\t", "\\n\\t"), ("/", "\\/"), ("\u{7F}", "\u{7F}"),
        ("\u{80}", "\u{80}"), ("\u{7FF}", "\u{7FF}"), ("\u{800}", "\u{800}"), ("\u{FFFF}", "\u{FFFF}"),
        ("\u{10000}", "\u{10000}"), ("\u{10FFFF}", "\u{10FFFF}"),
    ]

    static func randomText(_ random: inout SeededGenerator) -> (text: String, json: String) {
        var text = ""
        var json = ""
        for _ in 0..<random.next(below: 40) {
            let piece = pieces[random.next(below: pieces.count)]
            text += piece.text
            json += piece.json
        }
        return (text, json)
    }

    /// The made string against the validating initializer, compared on everything a
    /// broken string would get wrong.
    static func expectSame(_ made: String, _ expected: String, _ comment: Comment) {
        #expect(made == expected, comment)
        #expect(Array(made.utf8) == Array(expected.utf8), comment)
        #expect(Array(made.unicodeScalars) == Array(expected.unicodeScalars), comment)
        #expect(made.count == expected.count, comment)
        #expect(made.hashValue == expected.hashValue, comment)
        #expect(Set([made, expected]).count == 1, comment)
        #expect((made + "x").hasSuffix("x") && (made + "x").hasPrefix(expected), comment)
        #expect(isKnownASCII(made) == isKnownASCII(expected), comment)
    }

    /// Whether the standard library knows `string` to be all ASCII (the flag its fast
    /// hashing, comparison and counting depend on); nil where `UTF8Span` is unavailable.
    static func isKnownASCII(_ string: String) -> Bool? {
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return string.utf8Span.isKnownASCII
        }
        #endif
        return nil
    }

    struct Profile: SmartCodable {
        var url = ""
        var text = ""
        var escaped = ""
        var accented = ""
        var short = ""
        var counts: [String: Int] = [:]
    }

    /// Strings longer than fifteen bytes carry the ASCII flag exactly when their text is
    /// ASCII, however they were read: model properties, dictionary keys, escaped text,
    /// tree strings. (Without it, hashing such a string normalises it first.)
    @Test func longStringsKnowWhetherTheyAreASCII() throws {
        let url = "http://pbs.twimg.com/profile_images/123/abc.jpeg"
        let json = #"""
            {"url": "http://pbs.twimg.com/profile_images/123/abc.jpeg", "text": "ASCII then 日本語 text",
             "escaped": "http:\/\/example.com\/a\/b\/c", "accented": "caf\u00e9 and more text here",
             "short": "ok", "counts": {"a_rather_long_member_name": 1, "名前の長いメンバーの名前": 2}}
            """#
        let profile = try #require(Profile.deserialize(from: json))
        #expect(profile.url == url)
        #expect(profile.escaped == "http://example.com/a/b/c")
        #expect(profile.accented == "café and more text here")
        let expectations: [(String, Bool)] = [
            (profile.url, true), (profile.text, false), (profile.escaped, true), (profile.accented, false),
            (profile.short, true),
        ]
        for (string, ascii) in expectations {
            if let known = Self.isKnownASCII(string) { #expect(known == ascii, "\(string)") }
            Self.expectSame(string, String(decoding: Array(string.utf8), as: UTF8.self), "\(string)")
        }
        #expect(profile.counts.count == 2)
        for key in profile.counts.keys {
            let ascii = key.utf8.allSatisfy { $0 < 0x80 }
            if let known = Self.isKnownASCII(key) { #expect(known == ascii, "\(key)") }
        }
        let tree = try SmartJSONValue(parsing: #"["\#(url)", "long text with ü in the middle"]"#)
        let strings = try #require(tree.arrayValue).compactMap(\.stringValue)
        #expect(strings.count == 2)
        if let first = Self.isKnownASCII(strings[0]), let second = Self.isKnownASCII(strings[1]) {
            #expect(first && !second)
        }
    }

    @Test func asciiTestCoversEveryByte() {
        for count in 0..<40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            #expect(plain.withUnsafeBufferPointer { WordBytes.areASCII($0) })
            for position in 0..<count {
                var marked = plain
                marked[position] = 0xC3
                #expect(!marked.withUnsafeBufferPointer { WordBytes.areASCII($0) }, "\(count) \(position)")
            }
        }
    }

    @Test func madeStringsEqualValidatedOnes() {
        var random = SeededGenerator(seed: 0x0D7F)
        for _ in 0..<500 {
            let (text, _) = Self.randomText(&random)
            let bytes = Array(text.utf8)
            let made = bytes.withUnsafeBufferPointer { ValidatedUTF8.string($0) }
            Self.expectSame(made, String(decoding: bytes, as: UTF8.self), "\(bytes)")
            Self.expectSame(ValidatedUTF8.string(bytes), text, "\(bytes)")
        }
        #expect(ValidatedUTF8.string([]).isEmpty)
    }

    /// Values and names of a scanned document, read through the flat form and the tree,
    /// against Foundation's parse of the same text.
    @Test func documentStringsMatchFoundation() throws {
        var random = SeededGenerator(seed: 0x57A7)
        for _ in 0..<300 {
            let (text, json) = Self.randomText(&random)
            let document = "{\"\(json)\": [\"\(json)\", 1], \"v\": \"\(json)\"}"
            let foundation = try #require(
                try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any], "\(document)")
            let foundationValue = try #require((foundation["v"] as? String), "\(document)")
            #expect(foundationValue == text)

            let flat = try SmartJSONValue.flatDocument(document, options: SmartJSONParsingOptions())
            // Entries: object, name, array, string, integer, name "v", string.
            #expect(flat.entryCount == 7)
            Self.expectSame(flat.string(at: 1), foundationValue, "\(document)")
            Self.expectSame(flat.string(at: 3), foundationValue, "\(document)")
            Self.expectSame(flat.string(at: 6), foundationValue, "\(document)")

            let tree = try SmartJSONValue(parsing: document)
            let object = try #require(tree.objectValue, "\(document)")
            Self.expectSame(try #require(object["v"]?.stringValue), foundationValue, "\(document)")
            #expect(object[foundationValue]?.arrayValue?.first?.stringValue == foundationValue)
        }
    }
}
