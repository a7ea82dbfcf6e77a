import Foundation
import SmartCore
import SmartWrappers
import Testing

/// Issue 15, item 1: `@SmartCompact` over `Any` (no `Codable` constraint, §1.6).
@Suite("@SmartCompact with Any elements")
struct SmartCompactAnyTests {
    struct Friends: SmartCodable {
        @SmartCompact.Dictionary var friends: [String: Any] = [:]
        @SmartCompact.Array var xs: [Any] = []
    }

    /// §1.6: the original's example app, all five entries; `null` is kept as `NSNull()`.
    @Test func aDictionaryOfAnyKeepsEveryEntryNullIncluded() throws {
        let json = #"{"friends": {"a": [], "b": "b", "c": null, "d": 1, "f": true}}"#
        let (decoded, reports) = SmartDiagnostics.collect { Friends.deserialize(from: json) }
        let friends = try #require(decoded).friends
        #expect(friends.keys.sorted() == ["a", "b", "c", "d", "f"])
        #expect((friends["a"] as? [Any])?.isEmpty == true)
        #expect(friends["b"] as? String == "b")
        #expect(friends["c"] is NSNull)
        // Nothing was skipped, so nothing under `friends` is reported (`xs` is missing).
        #expect(reports.first?.issues.map(\.location) == ["xs"])
        #expect(friends["d"] as? Int == 1)
        #expect(friends["f"] as? Bool == true)
    }

    @Test func anArrayOfAnyKeepsEveryElementNullIncluded() throws {
        let json = #"{"xs": ["Tom", 1, {}, 2.5, null, true, [3], 1e400]}"#
        let model = try #require(Friends.deserialize(from: json))
        let xs = model.xs
        #expect(xs.count == 8)
        #expect(xs[0] as? String == "Tom")
        #expect(xs[1] as? Int == 1)
        #expect((xs[2] as? [String: Any])?.isEmpty == true)
        #expect(xs[3] as? Double == 2.5)
        #expect(xs[4] is NSNull)
        #expect(xs[5] as? Bool == true)
        #expect((xs[6] as? [Any])?.first as? Int == 3)
        #expect((xs[7] as? SmartJSONNumber)?.text == "1e400")
    }

    @Test func elementsAreBuiltLikeSmartAnyValues() throws {
        // 10.0 is a Double, 10 an integer NSNumber: both cast either way.
        let model = try #require(Friends.deserialize(from: #"{"xs": [10, 10.0]}"#))
        #expect(model.xs.map { $0 as? Int } == [10, 10])
        #expect(model.xs.map { $0 as? Double } == [10.0, 10.0])
        #expect(model.xs[0] is NSNumber)
    }

    @Test func otherNonCodableElementTypesKeepMatchingElements() throws {
        struct Rows: SmartCodable {
            @SmartCompact.Array var rows: [[String: Any]] = []
        }
        let model = try #require(Rows.deserialize(from: #"{"rows": [{"id": 1}, 2, null, {"id": "x"}]}"#))
        #expect(model.rows.count == 2)
        #expect(model.rows[0]["id"] as? Int == 1)
        #expect(model.rows[1]["id"] as? String == "x")
    }

    @Test func notAContainerKeepsTheInitializerValue() throws {
        struct Defaults: SmartCodable {
            @SmartCompact.Dictionary var friends: [String: Any] = ["z": 0]
            @SmartCompact.Array var xs: [Any] = [9]
        }
        let model = try #require(Defaults.deserialize(from: #"{"friends": [1], "xs": "1,2"}"#))
        #expect(model.friends["z"] as? Int == 0)
        #expect(model.xs.first as? Int == 9)
    }

    @Test func encodingWritesAnyElementsBackAsJSON() throws {
        let json =
            #"{"friends": {"a": [], "b": "b", "c": null, "d": 1, "f": true, "g": {"h": 2.5}}, "xs": ["Tom", 1, 18446744073709551615, 1e400, {"k": [false]}]}"#
        let model = try #require(Friends.deserialize(from: json))
        let written = try #require(model.toJSONString())
        let expected =
            #"{"friends": {"a": [], "b": "b", "c": null, "d": 1, "f": true, "g": {"h": 2.5}}, "xs": ["Tom", 1, 18446744073709551615, 1e400, {"k": [false]}]}"#
        #expect(try SmartJSONValue(parsing: written) == SmartJSONValue(parsing: expected))
    }

    @Test func foundationsDecoderBuildsAnyElementsToo() throws {
        // DI-24: the wrappers' own init(from:) works under any Decoder.
        struct Plain: Decodable {
            @SmartCompact.Array var xs: [Any]
            @SmartCompact.Dictionary var m: [String: Any]
        }
        let data = Data(#"{"xs": ["a", null, 2], "m": {"a": [], "b": "b", "c": null, "d": 1, "f": true}}"#.utf8)
        let model = try JSONDecoder().decode(Plain.self, from: data)
        #expect(model.xs.count == 3)
        #expect(model.xs[0] as? String == "a")
        #expect(model.xs[1] is NSNull)
        #expect(model.xs[2] as? Int == 2)
        #expect(model.m.keys.sorted() == ["a", "b", "c", "d", "f"])
        #expect(model.m["d"] as? Int == 1)
        #expect(model.m["f"] as? Bool == true)
    }

    @Test func decodableElementsKeepTheirConversions() throws {
        // DI-17 is unchanged by the Any support.
        struct Typed: SmartCodable {
            @SmartCompact.Array var ints: [Int] = []
            @SmartCompact.Dictionary var ages: [String: Int] = [:]
        }
        let json = #"{"ints": ["Tom", 1, {}, 2, 3, "4", true, null], "ages": {"a": "18", "b": null, "c": "x"}}"#
        let model = try #require(Typed.deserialize(from: json))
        #expect(model.ints == [1, 2, 3, 4])
        #expect(model.ages == ["a": 18])
    }
}
