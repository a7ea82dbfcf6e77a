import SmartCore
import Testing

@Suite("SmartJSONValue.value(atPath:)")
struct JSONPathTests {
    static let document: SmartJSONValue = [
        "data": [
            "user": ["name": "Ann", "tags": ["a", "b"]],
            "items": [["id": 10], ["id": 11]],
            "0": "zero key",
            " data": "spaced key",
            "count": 2,
        ],
        "list": [[1, 2], [3]],
        "": "empty key",
    ]

    @Test(arguments: [
        ("data.user.name", SmartJSONValue("Ann")),
        ("data.user.tags.1", SmartJSONValue("b")),
        ("data.items.0.id", SmartJSONValue(10)),
        ("data.items.1.id", SmartJSONValue(11)),
        ("list.0.1", SmartJSONValue(2)),
        ("list.1.0", SmartJSONValue(3)),
        ("data.0", SmartJSONValue("zero key")),  // a numeric segment on an object is a member name
        ("data.count", SmartJSONValue(2)),
        ("data..user.name", SmartJSONValue("Ann")),  // empty segments are skipped
        ("..data...user..name..", SmartJSONValue("Ann")),
        ("data. .user.\t.name", SmartJSONValue("Ann")),  // all-whitespace segments are skipped
        ("data. data", SmartJSONValue("spaced key")),  // other segments are used verbatim
    ])
    func pathResolves(path: String, expected: SmartJSONValue) {
        #expect(Self.document.value(atPath: path) == expected)
    }

    @Test(arguments: [
        "missing",
        "data.missing",
        "data.user.name.first",  // through a string
        "data.count.0",  // through a number
        "data.items.2",  // index out of range
        "data.items.-1",
        "data.items.x",
        "data.items.1.5",
        " data",  // not trimmed
        "data.user.name ",
        "DATA",
        "list.0.1.0",
    ])
    func pathDoesNotResolve(path: String) {
        #expect(Self.document.value(atPath: path) == nil)
    }

    @Test(arguments: ["", ".", "..", " ", " . "])
    func emptyPathIsTheWholeValue(path: String) {
        #expect(Self.document.value(atPath: path) == Self.document)
    }

    @Test func pathsOnScalarsAndTopLevelArrays() throws {
        #expect(SmartJSONValue(5).value(atPath: "") == 5)
        #expect(SmartJSONValue(5).value(atPath: "a") == nil)
        #expect(SmartJSONValue(5).value(atPath: "0") == nil)
        #expect(SmartJSONValue.null.value(atPath: "a") == nil)
        let array: SmartJSONValue = [["a": [true]]]
        #expect(array.value(atPath: "0.a.0") == true)
        #expect(array.value(atPath: "a") == nil)
        #expect(array.value(atPath: "1") == nil)
    }

    @Test func pathUsesTheLastOfRepeatedKeys() throws {
        let value = try SmartJSONValue(parsing: #"{"a": {"b": 1}, "a": {"b": 2}}"#)
        #expect(value.value(atPath: "a.b") == 2)
    }

    @Test func pathFindsNullMembers() throws {
        let value = try SmartJSONValue(parsing: #"{"a": {"b": null}}"#)
        #expect(value.value(atPath: "a.b") == .some(.null))
        #expect(value.value(atPath: "a.c") == nil)
        #expect(value.value(atPath: "a.b.c") == nil)
    }
}
