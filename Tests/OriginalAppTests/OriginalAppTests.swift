// The app code of AppModels.swift and ApolloBesideSmartCodable.swift, exercised. Compiled
// in the Swift 6 language mode here and in Swift 5 by OriginalAppSwift5Tests (a symbolic
// link to this file).

import ApolloStyleJSON
import Foundation
import SmartCodable
import Testing

#if canImport(Combine)
import Combine
#endif

@Suite("An app written for the original SmartCodable")
struct OriginalAppTests {
    static let feedJSON = #"""
        {"id": 7, "title": "Hello", "rowHeight": 99, "isExpanded": true, "score": "12",
         "published": 1700000000, "tags": ["a", 2, ["x"]], "counts": {"likes": "3", "bad": []},
         "authorName": "Ann", "tint": "7DA5E3"}
        """#

    @Test func wrappedModelsAreEqualAndHashByTheirValues() throws {
        let first = try #require(FeedItem.deserialize(from: Self.feedJSON))
        let second = try #require(FeedItem.deserialize(from: Self.feedJSON))
        #expect(first.rowHeight == 44)
        #expect(first.isExpanded == false)
        #expect(first.score == 12)
        #expect(first.tags == ["a", "2"])
        #expect(first.counts == ["likes": 3])
        #expect(first.author.authorName == "Ann")
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        var changed = second
        changed.rowHeight = 1
        #expect(changed != first)
        #expect(Set([first, changed]).count == 2)
    }

    @Test func aCustomPropertyWrapperableWrapperDecodesAndTakesTransformerOutput() throws {
        let badge = try #require(Badge.deserialize(from: #"{"code": "gold", "level": 3}"#))
        #expect(badge.code == "GOLD")
        #expect(badge.level == "LEVEL 3")
        let untouched = try #require(Badge.deserialize(from: "{}"))
        #expect(untouched.code == "NONE")
        #expect(Uppercased.wrappedSmartDecodableType == nil)
    }

    @Test func theColourAPIWorksAsPlainTypes() throws {
        let theme = try #require(
            Theme.deserialize(from: ##"{"primary": "#FF0000", "secondary": "00FF00", "plain": "0000FF"}"##))
        #expect(theme.primary?.smartColor == SmartColor(red: 1, green: 0, blue: 0))
        #expect(theme.secondary?.smartColor == SmartColor(red: 0, green: 1, blue: 0))
        #expect(hexOf(theme.plain) == "#0000FF")
        let written = try #require(theme.toDictionary())
        #expect(written["primary"] as? String == "#FF0000")
        #expect(written["secondary"] as? String == "#00FF00FF")
        let sample = try #require(SmartHexColor.toColor(from: "7DA5E3", format: .rrggbb(.none)))
        #expect(SmartHexColor.toHexString(from: sample, format: .rrggbb(.hash)) == "#7DA5E3")
        #expect(sharedHexTransformer.transformToJSON(sample) == "0x7AEF")
    }

    @Test func theNestedNumberStrategyName() {
        #expect(useTruncation() == SmartCodableOptions.NumberConversionStrategy.truncate)
    }

    @Test func thePublisherTypeOfASmartPublishedProperty() throws {
        let profile = try #require(Profile.deserialize(from: #"{"name": "a"}"#))
        var names: [String] = []
        let token = publisherOf(profile).sink { names.append($0) }
        profile.name = "b"
        token.cancel()
        profile.name = "c"
        #expect(names == ["a", "b"])
    }

    @Test func apolloStyleNamesStayUnambiguous() throws {
        let query = try #require(Query.deserialize(from: #"{"operationName": "Feed"}"#))
        let object = variables(for: query)
        #expect(countFields(object) == 2)
        #expect(object["operationName"] == AnyHashable("Feed"))
    }
}
