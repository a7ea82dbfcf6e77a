import Testing

@testable import SmartCore

@Suite("SmartJSONObject: order, lookup, repeated keys, mutation, equality")
struct JSONObjectTests {
    /// Small objects use a linear scan; objects above `indexThreshold` members get a
    /// hash index. Every behaviour is checked on both sides of that line.
    static let sizes = [
        1, 3, SmartJSONObject.indexThreshold, SmartJSONObject.indexThreshold + 1, SmartJSONObject.indexThreshold + 16,
    ]

    /// `{"k0": 0, "k1": 1, …}`.
    static func make(count: Int) -> SmartJSONObject {
        SmartJSONObject((0..<count).map { ("k\($0)", SmartJSONValue.number(SmartJSONNumber($0))) })
    }

    @Test(arguments: sizes)
    func lookupFindsEveryMember(count: Int) {
        let object = Self.make(count: count)
        #expect((object.index != nil) == (count > SmartJSONObject.indexThreshold))
        #expect(object.count == count)
        #expect(object.keys == (0..<count).map { "k\($0)" })
        for position in 0..<count {
            #expect(object["k\(position)"] == .number(SmartJSONNumber(position)))
            #expect(object.contains(key: "k\(position)"))
            #expect(object.lastIndex(forKey: "k\(position)") == position)
            #expect(object[position].key == "k\(position)")
        }
        #expect(object["missing"] == nil)
        #expect(object.contains(key: "missing") == false)
        #expect(object.lastIndex(forKey: "missing") == nil)
        #expect(object.hasRepeatedKeys == false)
        #expect(object.effectiveMembers == object.members)
    }

    @Test(arguments: sizes)
    func appendedRepeatedKeyWinsLookups(count: Int) {
        var object = Self.make(count: count)
        object.append(key: "k0", value: "again")
        #expect(object.count == count + 1)
        #expect(object.members.count == count + 1)
        #expect(object.keys.last == "k0")
        #expect(object["k0"] == "again")
        #expect(object.lastIndex(forKey: "k0") == count)
        #expect(object.members[0].value == 0)
        #expect(object.hasRepeatedKeys)
        // Lookups see each key once, in the order of each key's last occurrence.
        #expect(object.effectiveMembers.map(\.key) == (1..<count).map { "k\($0)" } + ["k0"])
        #expect(object.effectiveMembers.last?.value == "again")
        // Equality uses the last value of the repeated key.
        var expected = SmartJSONObject(
            (1..<count).reversed().map { ("k\($0)", SmartJSONValue.number(SmartJSONNumber($0))) })
        expected.append(key: "k0", value: "again")
        #expect(object == expected)
        #expect(expected == object)
        #expect(hashOf(object) == hashOf(expected))
        #expect(object != Self.make(count: count))
    }

    @Test(arguments: sizes)
    func setterReplacesAppendsAndRemoves(count: Int) {
        var object = Self.make(count: count)
        object["k0"] = "replaced"
        #expect(object.count == count)
        #expect(object.members[0] == SmartJSONObject.Member(key: "k0", value: "replaced"))
        object["new"] = true
        #expect(object.count == count + 1)
        #expect(object.keys.last == "new")
        #expect(object["new"] == true)
        object["k0"] = nil
        #expect(object.count == count)
        #expect(object["k0"] == nil)
        #expect(object.contains(key: "k0") == false)
        // Every other member is still found where it now sits.
        for position in 1..<max(count, 1) {
            #expect(object["k\(position)"] == .number(SmartJSONNumber(position)))
            #expect(object.lastIndex(forKey: "k\(position)") == position - 1)
        }
        #expect(object.lastIndex(forKey: "new") == count - 1)
        // Removing a key that is not there changes nothing.
        let before = object
        object["missing"] = nil
        #expect(object.members == before.members)
    }

    @Test(arguments: sizes)
    func setterOnARepeatedKeyChangesTheLastAndNilRemovesAll(count: Int) {
        var object = Self.make(count: count)
        object.append(key: "k0", value: "second")
        object["k0"] = "changed"
        #expect(object.members[0].value == 0)
        #expect(object.members[count].value == "changed")
        #expect(object["k0"] == "changed")
        object["k0"] = nil
        #expect(object.count == count - 1)
        #expect(object.contains(key: "k0") == false)
        #expect(object.hasRepeatedKeys == false)
    }

    @Test(arguments: sizes)
    func equalityAndHashIgnoreOrder(count: Int) {
        let object = Self.make(count: count)
        let reversed = SmartJSONObject(members: object.members.reversed())
        #expect(object == reversed)
        #expect(hashOf(object) == hashOf(reversed))
        var changed = reversed
        changed["k0"] = "other"
        #expect(object != changed)
        var smaller = object
        smaller["k\(count - 1)"] = nil
        #expect(object != smaller)
        #expect(smaller != object)
        var larger = object
        larger.append(key: "extra", value: nil)
        #expect(object != larger)
        #expect(larger != object)
        var renamed = SmartJSONObject(members: Array(object.members.dropLast()))
        renamed.append(key: "other", value: object.members[count - 1].value)
        #expect(object != renamed)
    }

    @Test func crossingTheIndexThreshold() {
        let threshold = SmartJSONObject.indexThreshold
        var object = Self.make(count: threshold)
        #expect(object.index == nil)
        object.append(key: "k\(threshold)", value: 99)
        #expect(object.index != nil)
        #expect(object["k\(threshold)"] == 99)
        #expect(object["k0"] == 0)
        object["k3"] = nil
        #expect(object.index == nil)
        #expect(object["k\(threshold)"] == 99)
        #expect(object["k4"] == 4)
        #expect(object["k3"] == nil)
    }

    // MARK: - Repeated keys from parsed documents

    @Test func repeatedKeysInAParsedDocument() throws {
        let value = try SmartJSONValue(parsing: #"{"a":1,"b":2,"a":3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object.members.map(\.value) == [1, 2, 3])
        #expect(object["a"] == 3)
        #expect(value["a"] == 3)
        #expect(object.hasRepeatedKeys)
        #expect(object.effectiveMembers.map(\.key) == ["b", "a"])
        #expect(value == ["a": 3, "b": 2])
        #expect(value == ["b": 2, "a": 3])
        #expect(value != ["a": 1, "b": 2])
        #expect(hashOf(value) == hashOf(["b": 2, "a": 3] as SmartJSONValue))
        #expect(value.description == #"{"a":1,"b":2,"a":3}"#)
    }

    @Test func repeatedKeysInALargeParsedDocument() throws {
        let members =
            (0..<SmartJSONObject.indexThreshold + 6).map { "\"k\($0)\": \($0)" } + [
                "\"k5\": \"late\"", "\"k29\": null",
            ]
        let value = try SmartJSONValue(parsing: "{" + members.joined(separator: ",") + "}")
        let object = try #require(value.objectValue)
        #expect(object.index != nil)
        #expect(object.count == SmartJSONObject.indexThreshold + 8)
        #expect(object["k5"] == "late")
        #expect(object["k29"] == .null)
        #expect(object["k6"] == 6)
        #expect(object.hasRepeatedKeys)
        #expect(object.effectiveMembers.count == SmartJSONObject.indexThreshold + 6)
        var expected = Self.make(count: SmartJSONObject.indexThreshold + 6)
        expected["k5"] = "late"
        expected["k29"] = .null
        #expect(object == expected)
        #expect(hashOf(object) == hashOf(expected))
    }

    @Test(arguments: [
        (#"{"a":1,"\u0061":2}"#, "a"),  // the same name, once escaped
        (#"{"\u00e9":1,"é":2}"#, "é"),
        (#"{"":1,"":2}"#, ""),
        (#"{"long name with spaces":1,"x":0,"long name with spaces":2}"#, "long name with spaces"),
        (#"{"k":{"k":0},"k":2}"#, "k"),
    ])
    func repeatedNamesAreFoundHoweverTheyAreSpelled(json: String, key: String) throws {
        let object = try #require(try SmartJSONValue(parsing: json).objectValue)
        #expect(object.hasRepeatedKeys)
        #expect(object[key] == 2)
        #expect(object.effectiveMembers.filter { $0.key == key }.count == 1)
        #expect(object.effectiveMembers.count == object.count - 1)
    }

    @Test(arguments: [
        #"{"abc":1,"axc":2,"ac":3,"abbc":4}"#,  // same first and last characters
        #"{"a":{"a":1},"b":{"b":2}}"#,  // names repeat only in nested objects
        #"{"x":"a","a":"x"}"#,  // a value spelled like a later name
        #"{"\u0061b":1,"ba":2,"ab ":3}"#,
    ])
    func distinctNamesAreNotRepeated(json: String) throws {
        let object = try #require(try SmartJSONValue(parsing: json).objectValue)
        #expect(object.hasRepeatedKeys == false)
        #expect(object.effectiveMembers == object.members)
    }

    @Test func manyDistinctNamesAreNotRepeated() throws {
        // Far more names than any cheap fingerprint can tell apart.
        let names = (0..<600).map { "n\($0)" }
        let text = "{" + names.map { "\"\($0)\":\"\($0)\"" }.joined(separator: ",") + "}"
        let object = try #require(try SmartJSONValue(parsing: text).objectValue)
        #expect(object.hasRepeatedKeys == false)
        #expect(object.count == 600)
        #expect(object.effectiveMembers.count == 600)
        #expect(object["n599"] == "n599")
        let small = try #require(
            try SmartJSONValue(parsing: #"{"ab":1,"ba":2,"aab":3,"abb":4,"a":5,"b":6}"#).objectValue)
        #expect(small.hasRepeatedKeys == false)
    }

    @Test func repeatedKeyFlagFollowsMutations() {
        var object = SmartJSONObject([("a", 1), ("b", 2)])
        #expect(object.hasRepeatedKeys == false)
        object.append(key: "a", value: 3)
        #expect(object.hasRepeatedKeys)
        object["a"] = nil
        #expect(object.hasRepeatedKeys == false)
        #expect(
            SmartJSONObject(members: [
                SmartJSONObject.Member(key: "x", value: 1), SmartJSONObject.Member(key: "x", value: 2),
            ])
            .hasRepeatedKeys)
        var large = Self.make(count: 30)
        large.append(key: "k7", value: "again")
        #expect(large.hasRepeatedKeys)
        large["k7"] = nil
        #expect(large.hasRepeatedKeys == false)
    }

    @Test func repeatedKeysOnBothSides() {
        let lhs = SmartJSONObject([("a", 1), ("a", 2), ("b", 3)])
        #expect(lhs == SmartJSONObject([("b", 3), ("a", 0), ("a", 2)]))
        #expect(lhs == SmartJSONObject([("a", 2), ("b", 3)]))
        #expect(lhs != SmartJSONObject([("a", 2), ("a", 1), ("b", 3)]))
        #expect(hashOf(lhs) == hashOf(SmartJSONObject([("b", 3), ("a", 2)])))
        #expect(SmartJSONObject([("a", 1), ("a", 1)]) != SmartJSONObject([("a", 1), ("b", 1)]))
    }

    @Test func sameSizeDifferentKeysAreNotEqual() {
        #expect(SmartJSONObject([("a", nil)]) != SmartJSONObject([("b", nil)]))
        #expect(SmartJSONObject([("a", 1), ("b", 2)]) != SmartJSONObject([("a", 1), ("c", 2)]))
        #expect(SmartJSONObject() == SmartJSONObject([]))
        #expect(SmartJSONObject() != SmartJSONObject([("a", nil)]))
    }

    // MARK: - Construction and collection

    @Test func constructionKeepsOrder() {
        let fromPairs = SmartJSONObject([("z", 1), ("a", 2)])
        let fromMembers = SmartJSONObject(members: [
            SmartJSONObject.Member(key: "z", value: 1), SmartJSONObject.Member(key: "a", value: 2),
        ])
        let fromLiteral: SmartJSONObject = ["z": 1, "a": 2]
        for object in [fromPairs, fromMembers, fromLiteral] {
            #expect(object.keys == ["z", "a"])
            #expect(object.map(\.value) == [1, 2])
        }
        #expect(fromPairs.members == fromMembers.members)
        #expect(fromPairs.members == fromLiteral.members)
    }

    @Test func collectionConformance() {
        let object: SmartJSONObject = ["a": 1, "b": "two", "c": nil]
        #expect(object.startIndex == 0)
        #expect(object.endIndex == 3)
        #expect(object.count == 3)
        #expect(object.isEmpty == false)
        #expect(object.first?.key == "a")
        #expect(object.last?.value == .null)
        #expect(object[1] == SmartJSONObject.Member(key: "b", value: "two"))
        #expect(object.map(\.key) == ["a", "b", "c"])
        #expect(SmartJSONObject().isEmpty)
    }

    @Test func descriptionIsCompactJSON() {
        let object: SmartJSONObject = ["b": [1, 2], "a": "x"]
        #expect(object.description == #"{"b":[1,2],"a":"x"}"#)
    }
}
