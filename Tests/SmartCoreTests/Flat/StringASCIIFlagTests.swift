import Foundation
import Testing

@testable import SmartCore

/// The scanner's ASCII flag on string entries (`FlatEntry.isASCII`): a `String` made from
/// the entry takes it as its own ASCII flag without looking at the bytes, so it must be
/// exact. A flag set on text with a byte above 0x7F would make the string count bytes as
/// characters; a flag left off plain ASCII only costs speed. Checked for values and
/// member names, on the word-at-a-time path and the general one, and for trees flattened
/// into documents.
@Suite("String ASCII flag")
struct StringASCIIFlagTests {
    /// Every string entry of `document`: its flags against its bytes.
    static func checkFlags(of document: FlatDocument, _ comment: Comment) -> Int {
        var checked = 0
        for index in 0..<document.entryCount where document.kind(at: index) == .string {
            let entry = document[index]
            let raw = document.literalBytes(at: index)
            let expected = !entry.has(FlatEntry.hasEscapes) && raw.allSatisfy { $0 < 0x80 }
            #expect(entry.has(FlatEntry.isASCII) == expected, comment)
            if entry.has(FlatEntry.hasEscapes) { #expect(!entry.has(FlatEntry.isASCII), comment) }
            checked += 1
        }
        return checked
    }

    /// Pieces a string's text is made of: plain ASCII of several lengths, escapes that
    /// decode to ASCII and to other characters, and characters of every UTF-8 length.
    static let pieces: [String] = [
        "", "a", "abcdefg", "abcdefghijklmnopq", #"\n"#, #"\u0041"#, #"\u00e9"#, #"\ud83d\ude00"#, "é", "日本",
        "😀", "x日", String(repeating: "y", count: 31) + "é",
    ]

    @Test func valuesAndNamesAreFlaggedExactly() throws {
        var checked = 0
        for first in Self.pieces {
            for second in Self.pieces {
                let text = first + second
                // As a value after a name, as an array element, and as a member name (long
                // names leave the short-name path).
                let json = #"{"k": "\#(text)", "l": ["\#(text)"], "\#(text)": 1}"#
                checked += try Array(json.utf8).withUnsafeBufferPointer { buffer in
                    let document = try JSONScanner.flatDocument(buffer, options: SmartJSONParsingOptions())
                    return Self.checkFlags(of: document, "\(json)")
                }
            }
        }
        // Five strings a document: the names k and l, the value, the element, the third name.
        #expect(checked == Self.pieces.count * Self.pieces.count * 5)
    }

    /// The flag's effect: strings long enough to be stored out of line (more than 15
    /// bytes) keep it, and the standard library trusts it. A string wrongly flagged ASCII
    /// counts a UTF-16 unit per byte, so its UTF-16 count shows the flag was right.
    @Test func longStringsKeepTheFlagTheStandardLibraryTrusts() throws {
        let texts = [
            String(repeating: "a", count: 40), String(repeating: "é", count: 20), "plain ascii text, then 日本語",
            String(repeating: "😀", count: 5) + " and more ASCII after it",
            "e\u{301}" + String(repeating: "b", count: 30),
        ]
        for text in texts {
            let data = try JSONSerialization.data(withJSONObject: ["t": text])
            let theirs = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])["t"]
            let ours = try #require(SmartJSONValue(parsing: data).objectValue?["t"]?.stringValue)
            let decoded = try #require(TextHolder.deserialize(from: data)).t
            #expect(ours == theirs)
            #expect(decoded == theirs)
            #expect(ours.utf16.count == text.utf16.count)
            #expect(decoded.utf16.count == text.utf16.count)
            #expect(decoded.count == text.count)
            #expect(Array(decoded) == Array(text))
        }
    }

    /// Trees flattened for decoding get the same exact flag, computed from their text.
    @Test func flattenedTreesAreFlaggedExactly() throws {
        let tree: SmartJSONValue = [
            "plain": "just ascii, long enough to be stored out of line",
            "日本語の名前": "値は日本語のテキストです",
            "mixed": ["ascii", "ünïcödé", "😀😀😀😀😀"],
        ]
        let document = try #require(FlatDocument.flattening(tree, maximumDepth: 64))
        // Three names, two values and three elements.
        #expect(Self.checkFlags(of: document, "flattened") == 8)
        let text = "ünïcödé and then some ASCII text"
        let decoded = try #require(TextHolder.deserialize(from: ["t": text]))
        #expect(decoded.t == text)
        #expect(decoded.t.utf16.count == 32)
    }
}
