import Foundation
import SmartCore
import SmartTransformers
import Testing

@Suite("SmartURLTransformer")
struct SmartURLTransformerTests {
    static let fallback = URL(fileURLWithPath: "/fallback")

    struct Links: SmartCodable {
        var home: URL = SmartURLTransformerTests.fallback
        var avatar: URL?
        var raw: URL?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.home <--- SmartURLTransformer(prefix: "https://"),
                CodingKeys.avatar <--- SmartURLTransformer(),
                CodingKeys.raw <--- SmartURLTransformer(prefix: "https://", shouldEncodeURLString: false),
            ]
        }
    }

    @Test func thePrefixIsAddedOnlyWhenMissing() throws {
        let model = try #require(
            Links.deserialize(
                from: #"""
                    {"home": "example.com/a", "avatar": "https://cdn.example.com/me.png", "raw": "https://example.com/b"}
                    """#))
        #expect(model.home.absoluteString == "https://example.com/a")
        #expect(model.avatar?.absoluteString == "https://cdn.example.com/me.png")
        #expect(model.raw?.absoluteString == "https://example.com/b")
        // The prefix is not removed when writing.
        #expect(
            model.toJSONString()
                == #"{"home":"https://example.com/a","avatar":"https://cdn.example.com/me.png","raw":"https://example.com/b"}"#
        )
        let dictionary = try #require(model.toDictionary())
        #expect(dictionary["home"] as? String == "https://example.com/a")
    }

    @Test(arguments: [
        // Already valid: left as it is, escapes included.
        ("https://example.com/a%20b?q=1&r=2#top", "https://example.com/a%20b?q=1&r=2#top"),
        ("https://example.com/100%25", "https://example.com/100%25"),
        // Not valid: what a query cannot hold is encoded; a lone % becomes %25.
        ("https://example.com/a b", "https://example.com/a%20b"),
        ("https://example.com/100%", "https://example.com/100%25"),
        ("https://example.com/q?name=caf\u{E9}", "https://example.com/q?name=caf%C3%A9"),
        ("https://example.com/x?a=<b>", "https://example.com/x?a=%3Cb%3E"),
        // Well-formed escapes are not encoded twice when something else needs encoding.
        ("https://example.com/a%20b c", "https://example.com/a%20b%20c"),
        // Surrounding whitespace is trimmed first.
        ("  https://example.com/x \n", "https://example.com/x"),
    ])
    func percentEncodingOnlyWhenNeeded(_ input: String, _ expected: String) throws {
        let url = try #require(SmartURLTransformer().transformFromJSON(input))
        #expect(url.absoluteString == expected)
        let model = try #require(Links.deserialize(from: ["avatar": input]))
        #expect(model.avatar?.absoluteString == expected)
        #expect(model.toDictionary()?["avatar"] as? String == expected)
    }

    @Test func withoutEncodingTheStringGoesToURLAsItIs() throws {
        let transformer = SmartURLTransformer(shouldEncodeURLString: false)
        #expect(
            transformer.transformFromJSON("https://example.com/a%20b")?.absoluteString == "https://example.com/a%20b")
        #expect(
            transformer.transformFromJSON("https://example.com/100%25")?.absoluteString == "https://example.com/100%25")
        let model = try #require(Links.deserialize(from: #"{"raw": "example.com/a%2Fb"}"#))
        #expect(model.raw?.absoluteString == "https://example.com/a%2Fb")
    }

    @Test func anEmptyPrefixAddsNothing() {
        #expect(SmartURLTransformer(prefix: "").transformFromJSON("example.com")?.absoluteString == "example.com")
    }

    @Test func onlyNonEmptyStringsAreRead() {
        let transformer = SmartURLTransformer(prefix: "https://")
        let bad: [Any] = ["", "   ", "\n", 123, 1.5, true, NSNull(), ["https://a.com"], ["url": "https://a.com"]]
        for value in bad {
            #expect(transformer.transformFromJSON(value) == nil, "\(value)")
        }
    }

    // URL is a scalar: when its transformer gives nil the property is decoded as if it
    // had none, so only values the decoder refuses too are listed here (a blank string is
    // refused by the transformer, but newer Foundation's `URL(string:)` takes "  " as `%20%20`).
    @Test(arguments: [#""""#] + wrongKinds)
    func badValuesGiveTheFallbackThroughAModel(_ json: String) throws {
        let model = try #require(Links.deserialize(from: #"{"home": \#(json), "avatar": \#(json), "raw": \#(json)}"#))
        #expect(model.home == Self.fallback)
        #expect(model.avatar == nil)
        #expect(model.raw == nil)
    }

    @Test func writingGivesTheAbsoluteString() throws {
        let url = try #require(URL(string: "https://example.com/a%20b?q=1"))
        #expect(SmartURLTransformer(prefix: "https://").transformToJSON(url) == "https://example.com/a%20b?q=1")
        let model = Links(home: url, avatar: nil, raw: nil)
        #expect(model.toJSONString() == #"{"home":"https://example.com/a%20b?q=1"}"#)
    }
}
