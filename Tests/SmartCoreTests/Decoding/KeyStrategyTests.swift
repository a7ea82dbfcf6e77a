import Foundation
import SmartCore
import Testing

/// §2 (a): the global key strategy rewrites every key of every object decoded as a model.
@Suite("Key strategies (§2)")
struct KeyStrategyTests {
    struct Inner: SmartCodable, Equatable {
        var innerValue: Int = 0
    }

    struct Snake: SmartCodable {
        var firstName: String = ""
        var userId: String = ""
        var _privateKey: String = ""
        var plain: String = ""
        var inner: Inner = Inner()
        var inners: [Inner] = []
    }

    @Test func fromSnakeCase() throws {
        let json = #"""
            {"first_name": "Ann", "user_ID": "u1", "_private_key": "p", "plain": "x",
             "inner": {"inner_value": "2"}, "inners": [{"inner_value": 3}]}
            """#
        let model = try #require(Snake.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.firstName == "Ann")
        #expect(model.userId == "u1")  // later words are capitalized: ID → Id
        #expect(model._privateKey == "p")  // leading underscores are kept
        #expect(model.plain == "x")
        #expect(model.inner == Inner(innerValue: 2))
        #expect(model.inners == [Inner(innerValue: 3)])
    }

    @Test func withoutAStrategyKeysAreUsedAsTheyAre() throws {
        let model = try #require(Snake.deserialize(from: #"{"first_name": "Ann", "firstName": "B"}"#))
        #expect(model.firstName == "B")
    }

    @Test func firstLetterLowerAndUpper() throws {
        struct Lower: SmartCodable {
            var firstName: String = ""
            var age: Int = 0
        }
        let lower = try #require(
            Lower.deserialize(from: #"{"FirstName": "A", "Age": "3"}"#, options: [.key(.firstLetterLower)]))
        #expect(lower.firstName == "A")
        #expect(lower.age == 3)
        struct Upper: SmartCodable {
            var FirstName: String = ""
            var Age: Int = 0
        }
        let upper = try #require(
            Upper.deserialize(from: #"{"firstName": "B", "age": 4}"#, options: [.key(.firstLetterUpper)]))
        #expect(upper.FirstName == "B")
        #expect(upper.Age == 4)
    }

    /// Dictionary keys stay as written, but the models inside get their keys rewritten.
    @Test func modelsInsideDictionariesAreRewritten() throws {
        struct Holder: SmartCodable { var subMap: [String: Inner] = [:] }
        let model = try #require(
            Holder.deserialize(from: #"{"sub_map": {"a_b": {"inner_value": "1"}}}"#, options: [.key(.fromSnakeCase)]))
        #expect(model.subMap == ["a_b": Inner(innerValue: 1)])
    }

    /// Keys that collide after conversion: the first in the document wins.
    @Test func collisionsKeepTheFirstKeyInTheDocument() throws {
        struct Model: SmartCodable { var firstName: String = "" }
        let first = try #require(
            Model.deserialize(from: #"{"first_name": "snake", "firstName": "camel"}"#, options: [.key(.fromSnakeCase)]))
        #expect(first.firstName == "snake")
        let second = try #require(
            Model.deserialize(from: #"{"firstName": "camel", "first_name": "snake"}"#, options: [.key(.fromSnakeCase)]))
        #expect(second.firstName == "camel")
    }
}
