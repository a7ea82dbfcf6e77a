import Foundation
import SmartCore
import Testing

/// §3.2: the outcome of each situation for the three ways to declare a property.
@Suite("Outcome table (§3.2)")
struct OutcomeTableTests {
    struct Sub: SmartCodable, Equatable {
        var name: String = ""
        var finished = 0
        mutating func didFinishMapping() { finished += 1 }
    }

    /// `var x: T = v`
    struct Plain: SmartCodable {
        var int: Int = 5
        var text: String = "v"
        var flag: Bool = true
        var real: Double = 2.5
        var sub: Sub = Sub(name: "init")
    }

    /// `var x: T?`
    struct OptionalNoValue: SmartCodable {
        var int: Int?
        var text: String?
        var flag: Bool?
        var real: Double?
        var sub: Sub?
    }

    /// `var x: T? = v`
    struct OptionalWithValue: SmartCodable {
        var int: Int? = 5
        var text: String? = "v"
        var flag: Bool? = true
        var real: Double? = 2.5
        var sub: Sub? = Sub(name: "init")
    }

    static let missing = "{}"
    static let null = #"{"int": null, "text": null, "flag": null, "real": null, "sub": null}"#
    static let converts = #"{"int": "12", "text": 12, "flag": "false", "real": "1.5", "sub": {"name": 7}}"#
    static let doesNotConvert = #"{"int": "abc", "text": [1], "flag": "maybe", "real": "abc", "sub": {"name": {}}}"#
    static let subNotAnObject = #"{"sub": 5}"#

    // MARK: var x: T = v

    @Test func plainKeyMissingGivesInitializerValue() throws {
        let model = try #require(Plain.deserialize(from: Self.missing))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        #expect(model.sub == Sub(name: "init", finished: 1))
    }

    @Test func plainNullGivesInitializerValue() throws {
        let model = try #require(Plain.deserialize(from: Self.null))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        #expect(model.sub == Sub(name: "init", finished: 1))
    }

    @Test func plainMismatchThatConvertsGivesConvertedValue() throws {
        let model = try #require(Plain.deserialize(from: Self.converts))
        #expect(model.int == 12)
        #expect(model.text == "12")
        #expect(model.flag == false)
        #expect(model.real == 1.5)
        #expect(model.sub == Sub(name: "7", finished: 1))
    }

    @Test func plainMismatchThatDoesNotConvertGivesInitializerValue() throws {
        let model = try #require(Plain.deserialize(from: Self.doesNotConvert))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        // Inside the nested model, `name` falls back to Sub's own initializer value.
        #expect(model.sub == Sub(name: "", finished: 1))
    }

    @Test func plainNestedModelNotAnObjectGivesInitializerValueFinished() throws {
        let model = try #require(Plain.deserialize(from: Self.subNotAnObject))
        #expect(model.sub == Sub(name: "init", finished: 1))
        for json in [#"{"sub": "text"}"#, #"{"sub": [1]}"#, #"{"sub": true}"#] {
            let other = try #require(Plain.deserialize(from: json))
            #expect(other.sub == Sub(name: "init", finished: 1), "\(json)")
        }
    }

    // MARK: var x: T?

    @Test func optionalKeyMissingGivesNil() throws {
        let model = try #require(OptionalNoValue.deserialize(from: Self.missing))
        #expect(model.int == nil)
        #expect(model.text == nil)
        #expect(model.flag == nil)
        #expect(model.real == nil)
        #expect(model.sub == nil)
    }

    @Test func optionalNullGivesNil() throws {
        let model = try #require(OptionalNoValue.deserialize(from: Self.null))
        #expect(model.int == nil)
        #expect(model.text == nil)
        #expect(model.flag == nil)
        #expect(model.real == nil)
        #expect(model.sub == nil)
    }

    @Test func optionalMismatchThatConvertsGivesConvertedValue() throws {
        let model = try #require(OptionalNoValue.deserialize(from: Self.converts))
        #expect(model.int == 12)
        #expect(model.text == "12")
        #expect(model.flag == false)
        #expect(model.real == 1.5)
        #expect(model.sub == Sub(name: "7", finished: 1))
    }

    @Test func optionalMismatchThatDoesNotConvertGivesNil() throws {
        let model = try #require(OptionalNoValue.deserialize(from: Self.doesNotConvert))
        #expect(model.int == nil)
        #expect(model.text == nil)
        #expect(model.flag == nil)
        #expect(model.real == nil)
        #expect(model.sub == Sub(name: "", finished: 1))
    }

    @Test func optionalNestedModelNotAnObjectGivesNil() throws {
        for json in [Self.subNotAnObject, #"{"sub": "text"}"#, #"{"sub": [1]}"#, #"{"sub": true}"#] {
            let model = try #require(OptionalNoValue.deserialize(from: json))
            #expect(model.sub == nil, "\(json)")
        }
    }

    // MARK: var x: T? = v

    @Test func optionalWithValueKeyMissingGivesInitializerValue() throws {
        let model = try #require(OptionalWithValue.deserialize(from: Self.missing))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        #expect(model.sub == Sub(name: "init", finished: 1))
    }

    /// §14: kept on purpose — null gives the initializer value, not nil.
    @Test func optionalWithValueNullGivesInitializerValueNotNil() throws {
        let model = try #require(OptionalWithValue.deserialize(from: Self.null))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        #expect(model.sub == Sub(name: "init", finished: 1))
    }

    @Test func optionalWithValueMismatchThatConvertsGivesConvertedValue() throws {
        let model = try #require(OptionalWithValue.deserialize(from: Self.converts))
        #expect(model.int == 12)
        #expect(model.text == "12")
        #expect(model.flag == false)
        #expect(model.real == 1.5)
        #expect(model.sub == Sub(name: "7", finished: 1))
    }

    @Test func optionalWithValueMismatchThatDoesNotConvertGivesInitializerValue() throws {
        let model = try #require(OptionalWithValue.deserialize(from: Self.doesNotConvert))
        #expect(model.int == 5)
        #expect(model.text == "v")
        #expect(model.flag == true)
        #expect(model.real == 2.5)
        #expect(model.sub == Sub(name: "", finished: 1))
    }

    @Test func optionalWithValueNestedModelNotAnObjectGivesInitializerValue() throws {
        for json in [Self.subNotAnObject, #"{"sub": "text"}"#, #"{"sub": [1]}"#, #"{"sub": true}"#] {
            let model = try #require(OptionalWithValue.deserialize(from: json))
            #expect(model.sub == Sub(name: "init", finished: 1), "\(json)")
        }
    }

    // MARK: The other properties are untouched

    /// One bad field never disturbs its neighbours or makes the result nil (§1.2).
    @Test func oneBadFieldLeavesTheOthersDecoded() throws {
        let model = try #require(
            Plain.deserialize(from: #"{"int": "abc", "text": "ok", "flag": false, "real": 7, "sub": {"name": "n"}}"#))
        #expect(model.int == 5)
        #expect(model.text == "ok")
        #expect(model.flag == false)
        #expect(model.real == 7)
        #expect(model.sub == Sub(name: "n", finished: 1))
    }
}
