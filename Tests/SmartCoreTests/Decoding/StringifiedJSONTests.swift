import Foundation
import SmartCore
import Testing

/// §6: a string that holds JSON is parsed when the target is a model or an array.
@Suite("Stringified JSON (§6)")
struct StringifiedJSONTests {
    struct Hobby: SmartCodable, Equatable {
        var name: String = ""
        var level: Int = 0
    }

    struct Holder: SmartCodable {
        var hobby: Hobby = Hobby(name: "init")
        var maybe: Hobby?
        var hobbies: [Hobby] = []
        var ints: [Int] = [9]
        var grid: [[Int]] = []
        var text: String = "D"
        var map: [String: Int] = ["d": 1]
        var number: Int = 7
    }

    @Test func objectStringDecodesAModel() throws {
        let json = #"{"hobby": "{\"name\":\"sleep\",\"level\":\"3\"}", "maybe": "{\"name\":\"read\"}"}"#
        let model = try #require(Holder.deserialize(from: json))
        #expect(model.hobby == Hobby(name: "sleep", level: 3))  // tolerant inside, too
        #expect(model.maybe == Hobby(name: "read", level: 0))
    }

    @Test func objectStringFromADictionaryInput() throws {
        let dict: [String: Any] = ["hobby": #"{"name":"sleep"}"#, "maybe": #"{"name":"read"}"#]
        let model = try #require(Holder.deserialize(from: dict))
        #expect(model.hobby.name == "sleep")
        #expect(model.maybe?.name == "read")
    }

    /// The rule applies again at every level: a field inside a parsed object can itself be a JSON string.
    @Test func nestedStringifiedObject() throws {
        struct Inner: SmartCodable { var v: Int = 0 }
        struct Middle: SmartCodable {
            var name: String = ""
            var inner: Inner = Inner()
        }
        struct Outer: SmartCodable { var middle: Middle = Middle() }
        let json = #"{"middle": "{\"name\":\"S\",\"inner\":\"{\\\"v\\\":5}\"}"}"#
        let model = try #require(Outer.deserialize(from: json))
        #expect(model.middle.name == "S")
        #expect(model.middle.inner.v == 5)
    }

    @Test func arrayStringDecodesElementByElement() throws {
        let json =
            #"{"ints": "[1,2,\"3\"]", "hobbies": "[{\"name\":\"a\"},{\"name\":\"b\",\"level\":2}]", "grid": "[[1],[2,\"3\"]]"}"#
        let model = try #require(Holder.deserialize(from: json))
        #expect(model.ints == [1, 2, 3])
        #expect(model.hobbies == [Hobby(name: "a"), Hobby(name: "b", level: 2)])
        #expect(model.grid == [[1], [2, 3]])
    }

    /// Inner arrays and array elements that are models are parsed independently.
    @Test func stringifiedElementsInsideArrays() throws {
        let json = #"{"grid": ["[1,2]", "[3]"], "hobbies": ["{\"name\":\"a\"}", {"name": "b"}]}"#
        let model = try #require(Holder.deserialize(from: json))
        #expect(model.grid == [[1, 2], [3]])
        #expect(model.hobbies == [Hobby(name: "a"), Hobby(name: "b")])
    }

    @Test func topLevelArrayElementsMayBeObjectStrings() throws {
        let models = try #require([Hobby].deserialize(from: [#"{"name":"a","level":1}"#, ["name": "b"]] as [Any]))
        #expect(models == [Hobby(name: "a", level: 1), Hobby(name: "b")])
    }

    @Test func keyStrategyAppliesInsideParsedObjects() throws {
        struct Profile: SmartCodable { var userName: String = "" }
        struct Root: SmartCodable { var profile: Profile = Profile() }
        let json = #"{"profile": "{\"user_name\":\"ann\"}"}"#
        let model = try #require(Root.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.profile.userName == "ann")
    }

    @Test func keyMappingAppliesInsideParsedObjects() throws {
        struct Mapped: SmartCodable {
            var name: String = ""
            static func mappingForKey() -> [SmartKeyTransformer]? { [CodingKeys.name <--- "nm"] }
        }
        struct Root: SmartCodable { var mapped: Mapped = Mapped() }
        let model = try #require(Root.deserialize(from: #"{"mapped": "{\"nm\":\"x\"}"}"#))
        #expect(model.mapped.name == "x")
    }

    /// String, `[String: V]` and scalar targets do not parse the text.
    @Test func otherTargetsDoNotParse() throws {
        let json = #"{"text": "{\"a\":1}", "map": "{\"a\":1}", "number": "[1]"}"#
        let model = try #require(Holder.deserialize(from: json))
        #expect(model.text == #"{"a":1}"#)
        #expect(model.map == ["d": 1])
        #expect(model.number == 7)
    }

    /// A string that fails to parse (or holds the wrong kind) is a type mismatch: D.
    @Test(arguments: [
        #"{"hobby": "{\"name\": }", "maybe": "{bad", "hobbies": "[{\"name\":\"a\"}", "ints": "[1,2"}"#,
        #"{"hobby": "[{\"name\":\"x\"}]", "maybe": "[]", "hobbies": "{\"name\":\"a\"}", "ints": "{\"a\":1}"}"#,
        #"{"hobby": "name", "maybe": "", "hobbies": "a,b", "ints": "1,2"}"#,
        #"{"hobby": "\"{\\\"name\\\":\\\"x\\\"}\"", "maybe": "5", "hobbies": "null", "ints": "true"}"#,
    ])
    func unparsableStringsFallBack(json: String) throws {
        let model = try #require(Holder.deserialize(from: json))
        #expect(model.hobby == Hobby(name: "init"))
        #expect(model.maybe == nil)
        #expect(model.hobbies == [])
        #expect(model.ints == [9])
    }
}
