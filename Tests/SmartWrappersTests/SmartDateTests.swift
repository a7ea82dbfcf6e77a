import Foundation
import SmartCore
import SmartWrappers
import Testing

@Suite("@SmartDate")
struct SmartDateTests {
    struct Post: SmartCodable {
        @SmartDate var created: Date?
        @SmartDate(encodeFormat: .iso8601) var edited: Date?
        @SmartDate var fallback: Date? = Date(timeIntervalSince1970: 5)
    }

    @Test func readsNumbersAndStringsAndWritesInTheFormTheyCameIn() throws {
        let json = #"{"created": 1700000000123, "edited": 1700000000, "fallback": "garbage"}"#
        let post = try #require(Post.deserialize(from: json))
        #expect(post.created == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(post.edited == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(post.fallback == Date(timeIntervalSince1970: 5))
        // created was milliseconds: written back as whole milliseconds;
        // edited declares ISO 8601, which wins over the detected seconds (DI-14).
        #expect(post.toJSONString() == #"{"created":1700000000123,"edited":"2023-11-14T22:13:20Z","fallback":5}"#)
    }

    @Test func isoStringsAreDetectedAndNilIsWrittenAsNull() throws {
        let post = try #require(Post.deserialize(from: #"{"created": "2024-01-02T03:04:05Z"}"#))
        #expect(post.created == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(post.toJSONString() == #"{"created":"2024-01-02T03:04:05Z","edited":null,"fallback":5}"#)
    }

    /// A date without a zone is read in the device's time zone, whichever that is: the test
    /// computes midnight there rather than assuming UTC (or setting a process-wide zone
    /// while other tests run).
    @Test func formattedStringsAreWrittenWithTheFormatThatReadThem() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let midnight = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 5)))
        let post = try #require(Post.deserialize(from: #"{"created": "2024-03-05"}"#))
        #expect(post.created == midnight)
        #expect(post.toJSONString() == #"{"created":"2024-03-05","edited":null,"fallback":5}"#)
    }
}

@Suite("@SmartHexColor")
struct SmartHexColorTests {
    struct Theme: SmartCodable {
        @SmartHexColor var tint: ColorObject?
        @SmartHexColor(encodeHexFormat: .rrggbbaa(.hash)) var shade: ColorObject?
        @SmartHexColor var kept: ColorObject? = SmartColor.white.peel
    }

    @Test func theSeedsExampleWithSmartColor() throws {
        let dict: [String: Any] = ["tint": "7DA5E3"]
        let theme = try #require(Theme.deserialize(from: dict))
        let tint = try #require(theme.tint?.smartColor)
        #expect(Int((tint.red * 255).rounded()) == 0x7D)
        #expect(Int((tint.green * 255).rounded()) == 0xA5)
        #expect(Int((tint.blue * 255).rounded()) == 0xE3)
        #expect(tint.alpha == 1)
    }

    @Test func theDeclaredFormatIsKeptThroughDecoding() throws {
        let theme = try #require(Theme.deserialize(from: ##"{"tint": "#f80", "shade": "0x336699", "kept": "nope"}"##))
        #expect(theme.kept?.smartColor == SmartColor.white)
        #expect(theme.toJSONString() == ##"{"tint":"FF8800","shade":"#336699FF","kept":"FFFFFF"}"##)
        #expect(Theme().toJSONString() == #"{"tint":null,"shade":null,"kept":"FFFFFF"}"#)
    }
}
