import Foundation
import SmartCore
import Testing

/// Global key strategies (§5.1), alone and with mappings.
@Suite("Key strategies with models and options (§5.1)")
struct KeyStrategyWithMappingTests {
    struct Account: SmartCodable {
        var userId: Int = 0
        var _private: String = ""
        var trailing_: String = ""
        var plain: String = ""
        var lookup: [String: Int] = [:]
    }

    @Test func fromSnakeCaseFollowsFoundation() throws {
        let json = #"{"user_ID": 7, "_private": "p", "trailing_": "t", "plain": "x", "lookup": {"keep_me": 1}}"#
        let model = try #require(Account.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.userId == 7)
        #expect(model._private == "p")
        #expect(model.trailing_ == "t")
        #expect(model.plain == "x")
        #expect(model.lookup == ["keep_me": 1])  // dictionary keys are data, not rewritten
    }

    @Test func firstLetterStrategies() throws {
        struct Cased: SmartCodable {
            var firstName: String = ""
            var LastName: String = ""
        }
        let lower = try #require(
            Cased.deserialize(from: #"{"FirstName": "a", "lastName": "b"}"#, options: [.key(.firstLetterLower)]))
        #expect(lower.firstName == "a")
        #expect(lower.LastName == "")
        let upper = try #require(
            Cased.deserialize(from: #"{"firstName": "a", "lastName": "b"}"#, options: [.key(.firstLetterUpper)]))
        #expect(upper.LastName == "b")
        #expect(upper.firstName == "")
    }

    @Test func whenConvertedKeysCollideTheFirstInTheDocumentWins() throws {
        struct Collide: SmartCodable {
            var userName: String = ""
        }
        let model = try #require(
            Collide.deserialize(from: #"{"user_name": "first", "userName": "second"}"#, options: [.key(.fromSnakeCase)])
        )
        #expect(model.userName == "first")
    }

    @Test func strategiesApplyToNestedModels() throws {
        struct Inner: SmartCodable { var innerValue: Int = 0 }
        struct Outer: SmartCodable {
            var innerModel: Inner = Inner()
            var innerList: [Inner] = []
        }
        let json = #"{"inner_model": {"inner_value": 1}, "inner_list": [{"inner_value": 2}]}"#
        let model = try #require(Outer.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.innerModel.innerValue == 1)
        #expect(model.innerList.map(\.innerValue) == [2])
    }

    @Test func theOlderOptionSpellingsStillWork() throws {
        let options: [JSONDecoder.SmartDecodingOption] = [
            .keyStrategy(.convertFromSnakeCase), .floatStrategy(.throw), .dataStrategy(.base64),
        ]
        let model = try #require(Account.deserialize(from: #"{"user_id": 3}"#, options: Set(options)))
        #expect(model.userId == 3)
    }
}
