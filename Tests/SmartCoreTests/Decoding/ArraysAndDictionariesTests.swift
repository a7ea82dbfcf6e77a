import Foundation
import SmartCore
import Testing

/// §3.5: arrays and dictionaries.
@Suite("Arrays and dictionaries (§3.5)")
struct ArraysAndDictionariesTests {
    enum Sex: String, SmartCaseDefaultable { case man, woman }

    struct Item: SmartCodable, Equatable {
        var id: Int = 0
        var title: String = "untitled"
    }

    struct Lists: SmartCodable {
        var ints: [Int] = [9]
        var strings: [String] = ["d"]
        var doubles: [Double] = [0.5]
        var optionals: [Int?] = [9]
        var grid: [[Int]] = [[9]]
        var sexes: [Sex] = [.woman]
        var items: [Item] = [Item(id: -1)]
        var maybeItems: [Item]?
        var map: [String: Int] = ["d": 9]
        var itemMap: [String: Item] = [:]
    }

    // MARK: [E]

    @Test func convertibleElementsAreConverted() throws {
        let json = #"{"ints": [1, "2", 3.0, "4e0"], "strings": [1, "a", 2.5, true], "doubles": ["1.5", 2]}"#
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.ints == [1, 2, 3, 4])
        #expect(model.strings == ["1", "a", "2.5", "true"])
        #expect(model.doubles == [1.5, 2])
    }

    @Test func modelElementsAreTolerantInside() throws {
        let json = #"{"items": [{"id": "1", "title": 5}, {"id": 2}, {}]}"#
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.items == [Item(id: 1, title: "5"), Item(id: 2, title: "untitled"), Item()])
    }

    /// Any failing element sends the whole property to D.
    @Test(arguments: [
        #"{"ints": [1, "2", "x", null]}"#,
        #"{"ints": [1, null]}"#,
        #"{"ints": [1, "x"]}"#,
        #"{"ints": [1, [2]]}"#,
        #"{"ints": [1, {}]}"#,
        #"{"ints": [1, true]}"#,
    ])
    func oneBadElementGivesTheInitializerValue(json: String) throws {
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.ints == [9])
    }

    @Test func badElementsOfOtherElementTypes() throws {
        let json =
            #"{"strings": ["a", null], "sexes": ["man", "xx"], "items": [{"id": 1}, 5], "maybeItems": [{"id": 1}, "x"]}"#
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.strings == ["d"])
        #expect(model.sexes == [.woman])
        #expect(model.items == [Item(id: -1)])
        #expect(model.maybeItems == nil)
    }

    @Test func validEnumElements() throws {
        let model = try #require(Lists.deserialize(from: #"{"sexes": ["man", "woman", "man"]}"#))
        #expect(model.sexes == [.man, .woman, .man])
    }

    @Test func emptyArrayIsAnEmptyArray() throws {
        let model = try #require(Lists.deserialize(from: #"{"ints": [], "items": [], "maybeItems": []}"#))
        #expect(model.ints == [])
        #expect(model.items == [])
        #expect(model.maybeItems == [])
    }

    /// Empty arrays take a short path (no storage, no element plan): every form of them
    /// still decodes to an empty array, and a later non-empty one still decodes its models.
    @Test func emptyArraysInEveryFormAreEmpty() throws {
        let json = #"{"items": "[]", "grid": [[], [1], []], "strings": [], "maybeItems": " [ ] "}"#
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.items == [])
        #expect(model.maybeItems == [])
        #expect(model.grid == [[], [1], []])
        #expect(model.strings == [])
        let top = try #require([Item].deserialize(from: "[]"))
        #expect(top.isEmpty)
        let after = try #require(Lists.deserialize(from: #"{"items": [{"id": 3, "title": "t"}]}"#))
        #expect(after.items == [Item(id: 3, title: "t")])
    }

    /// A value that is not an array gives D (a stringified array is parsed: §6).
    @Test(arguments: [
        #"{"ints": 5, "items": {"id": 1}}"#, #"{"ints": "abc", "items": "x"}"#, #"{"ints": {}, "items": true}"#,
        #"{"ints": null, "items": null}"#,
    ])
    func notAnArrayGivesTheInitializerValue(json: String) throws {
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.ints == [9])
        #expect(model.items == [Item(id: -1)])
    }

    @Test func stringifiedArrayIsParsed() throws {
        let model = try #require(Lists.deserialize(from: #"{"ints": "[1,\"2\"]"}"#))
        #expect(model.ints == [1, 2])
    }

    // MARK: [E?]

    @Test func nullElementOfAnOptionalElementArrayIsNil() throws {
        let model = try #require(Lists.deserialize(from: #"{"optionals": [1, null, "3", null]}"#))
        #expect(model.optionals == [1, nil, 3, nil])
    }

    @Test func optionalElementArraysOfEnumsAndModels() throws {
        struct Holder: SmartCodable {
            var sexes: [Sex?] = [.woman]
            var items: [Item?] = []
        }
        let model = try #require(Holder.deserialize(from: #"{"sexes": ["man", null], "items": [null, {"id": "1"}]}"#))
        #expect(model.sexes == [.man, nil])
        #expect(model.items == [nil, Item(id: 1)])
        let bad = try #require(Holder.deserialize(from: #"{"sexes": ["man", "xx"], "items": [null, 5]}"#))
        #expect(bad.sexes == [.woman])
        #expect(bad.items == [])
    }

    @Test func unconvertibleElementOfAnOptionalElementArrayGivesD() throws {
        let model = try #require(Lists.deserialize(from: #"{"optionals": [1, null, "x"]}"#))
        #expect(model.optionals == [9])
    }

    // MARK: [[Int]]

    @Test func nestedArrays() throws {
        #expect(Lists.deserialize(from: #"{"grid": [[1,2],[3,"x"]]}"#)?.grid == [[9]])
        #expect(Lists.deserialize(from: #"{"grid": [[1,2],[3,"4"]]}"#)?.grid == [[1, 2], [3, 4]])
        #expect(Lists.deserialize(from: #"{"grid": [[1,2], 3]}"#)?.grid == [[9]])
        #expect(Lists.deserialize(from: #"{"grid": [[], [1]]}"#)?.grid == [[], [1]])
    }

    /// Arrays of arrays of scalars at every depth go through the loop compiled for their
    /// scalar (`BulkArrayElement.decodeArrayOfArrays`): values and conversions at each
    /// depth, and one bad element anywhere fails the whole property.
    @Test func deeplyNestedArraysOfScalars() throws {
        struct Shapes: SmartCodable {
            var polygon: [[[Double]]] = [[[0]]]
            var words: [[String]] = [["d"]]
            var flags: [[Bool]] = []
        }
        let json = #"""
            {"polygon": [[[1.5, 2], [3, "4.25"]], [], [[-1e2, 0]]],
             "words": [["a", 1], []], "flags": [[true, "false"], [1]]}
            """#
        let shapes = try #require(Shapes.deserialize(from: json))
        #expect(shapes.polygon == [[[1.5, 2], [3, 4.25]], [], [[-100, 0]]])
        #expect(shapes.words == [["a", "1"], []])
        #expect(shapes.flags == [[true, false], [true]])
        let damaged = try #require(
            Shapes.deserialize(from: #"{"polygon": [[[1, 2]], [[3, {}]]], "words": [["a"], 5]}"#))
        #expect(damaged.polygon == [[[0]]])
        #expect(damaged.words == [["d"]])
    }

    // MARK: [String: V]

    @Test func dictionaryValuesConvert() throws {
        let model = try #require(Lists.deserialize(from: #"{"map": {"a": 1, "b": "2", "c": 3.0}}"#))
        #expect(model.map == ["a": 1, "b": 2, "c": 3])
    }

    @Test(arguments: [
        #"{"map": {"a": 1, "b": "x"}}"#,
        #"{"map": {"a": 1, "b": null}}"#,
        #"{"map": {"a": 1, "b": [1]}}"#,
        #"{"map": "{\"a\":1}"}"#,  // a stringified object is not accepted
        #"{"map": [1, 2]}"#,
        #"{"map": 5}"#,
    ])
    func dictionaryIsAllOrNothing(json: String) throws {
        let model = try #require(Lists.deserialize(from: json))
        #expect(model.map == ["d": 9])
    }

    @Test func dictionaryKeysAreNotRewrittenByTheKeyStrategy() throws {
        struct Snake: SmartCodable {
            var someMap: [String: Int] = [:]
        }
        let model = try #require(
            Snake.deserialize(from: #"{"some_map": {"a_b": 1, "C_d": 2}}"#, options: [.key(.fromSnakeCase)]))
        #expect(model.someMap == ["a_b": 1, "C_d": 2])
    }

    @Test func dictionaryOfModels() throws {
        let model = try #require(Lists.deserialize(from: #"{"itemMap": {"x": {"id": "1"}, "y": {}}}"#))
        #expect(model.itemMap == ["x": Item(id: 1), "y": Item()])
        let bad = try #require(Lists.deserialize(from: #"{"itemMap": {"x": {"id": 1}, "y": 5}}"#))
        #expect(bad.itemMap == [:])
    }

    // MARK: Top-level [M]

    @Test func topLevelArraySubstitutesBadElementsKeepingTheCount() throws {
        let json = #"[{"id": 1, "title": "a"}, 5, null, "x", [1], {"id": "6"}]"#
        let items = try #require([Item].deserialize(from: json))
        #expect(items == [Item(id: 1, title: "a"), Item(), Item(), Item(), Item(), Item(id: 6)])
    }

    @Test func topLevelArrayFromFoundationAndData() throws {
        let array: [Any] = [["id": 1], "x", ["id": "2"]]
        #expect([Item].deserialize(from: array) == [Item(id: 1), Item(), Item(id: 2)])
        #expect([Item].deserialize(from: Data(#"[{"id": 3}]"#.utf8)) == [Item(id: 3)])
        #expect([Item].deserialize(from: "[]") == [])
    }

    @Test(arguments: [#"{"id": 1}"#, "5", "null", #""[{\"id\":1}]""#, "", "[", "{"])
    func topLevelArrayFromNonArrayInputIsNil(json: String) {
        #expect([Item].deserialize(from: json) == nil)
        #expect([Item].deserialize(from: Data(json.utf8)) == nil)
    }

    /// `[M]` inherits the dictionary overload; it always returns nil.
    @Test func arrayFromADictionaryIsNil() {
        let dict: [String: Any] = ["id": 1]
        #expect([Item].deserialize(from: dict) == nil)
    }

    @Test func nilInputsGiveNil() {
        #expect([Item].deserialize(from: nil as [Any]?) == nil)
        #expect([Item].deserialize(from: nil as String?) == nil)
        #expect([Item].deserialize(from: nil as Data?) == nil)
    }
}
