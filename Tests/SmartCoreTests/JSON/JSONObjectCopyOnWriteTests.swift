import Testing

@testable import SmartCore

@Suite("SmartJSONObject: copy-on-write storage, capacity, shared subtrees")
struct JSONObjectCopyOnWriteTests {
    /// The identity of `object`'s storage, to tell "changed in place" from "copied".
    static func storageID(_ object: SmartJSONObject) -> ObjectIdentifier? {
        object.storage.map(ObjectIdentifier.init)
    }

    /// `{"k0": 0, "k1": 1, …}`.
    static func make(count: Int) -> SmartJSONObject {
        SmartJSONObject((0..<count).map { ("k\($0)", SmartJSONValue.number(SmartJSONNumber($0))) })
    }

    /// Small objects (linear lookup) and large ones (hash index).
    static let sizes = [3, SmartJSONObject.indexThreshold + 10]

    @Test func emptyObjectAllocatesNothing() {
        let empty = SmartJSONObject()
        #expect(empty.storage == nil)
        #expect(empty.capacity == 0)
        #expect(SmartJSONObject(members: []).storage == nil)
        #expect(SmartJSONObject([]).storage == nil)
        #expect(empty.members == [])
        #expect(empty.keys == [])
        #expect(empty.hasRepeatedKeys == false)
    }

    @Test(arguments: sizes)
    func appendOnACopyLeavesTheOriginal(count: Int) {
        let original = Self.make(count: count)
        var copy = original
        #expect(Self.storageID(copy) == Self.storageID(original))
        copy.append(key: "extra", value: "new")
        copy.append(key: "k0", value: "again")
        #expect(Self.storageID(copy) != Self.storageID(original))
        #expect(copy.count == count + 2)
        #expect(copy["extra"] == "new")
        #expect(copy["k0"] == "again")
        #expect(copy.hasRepeatedKeys)
        #expect(original.count == count)
        #expect(original["extra"] == nil)
        #expect(original["k0"] == 0)
        #expect(original.hasRepeatedKeys == false)
        #expect(original == Self.make(count: count))
        #expect((original.index != nil) == (count > SmartJSONObject.indexThreshold))
    }

    @Test(arguments: sizes)
    func subscriptSetOnACopyLeavesTheOriginal(count: Int) {
        let original = Self.make(count: count)
        var copy = original
        copy["k1"] = "changed"
        copy["added"] = [1, 2]
        #expect(copy["k1"] == "changed")
        #expect(copy["added"] == [1, 2])
        #expect(copy.lastIndex(forKey: "added") == count)
        #expect(original["k1"] == 1)
        #expect(original["added"] == nil)
        #expect(original.lastIndex(forKey: "added") == nil)
        #expect(original.members.map(\.key) == (0..<count).map { "k\($0)" })
        // Unique now: replacing a value happens in place.
        let storage = Self.storageID(copy)
        copy["k2"] = false
        #expect(Self.storageID(copy) == storage)
        #expect(copy["k2"] == false)
    }

    @Test(arguments: sizes)
    func removeAllForKeyOnACopyLeavesTheOriginal(count: Int) {
        var source = Self.make(count: count)
        source.append(key: "k0", value: "repeated")
        let original = source
        var copy = original
        copy.removeAll(forKey: "k0")
        #expect(copy.count == count - 1)
        #expect(copy["k0"] == nil)
        #expect(copy.hasRepeatedKeys == false)
        #expect(copy.keys == (1..<count).map { "k\($0)" })
        #expect(copy.lastIndex(forKey: "k1") == 0)
        #expect(original.count == count + 1)
        #expect(original["k0"] == "repeated")
        #expect(original.hasRepeatedKeys)
        #expect(original.lastIndex(forKey: "k1") == 1)
        // Removing nothing leaves the storage shared.
        var untouched = original
        untouched.removeAll(forKey: "missing")
        #expect(Self.storageID(untouched) == Self.storageID(original))
    }

    @Test func appendWithinReservedCapacityKeepsTheAllocation() {
        var object = SmartJSONObject()
        object.reserveCapacity(SmartJSONObject.indexThreshold + 2)
        let reserved = Self.storageID(object)
        for position in 0..<(SmartJSONObject.indexThreshold + 2) {
            object.append(key: "k\(position)", value: .number(SmartJSONNumber(position)))
        }
        #expect(Self.storageID(object) == reserved)
        #expect(object.index != nil)
        #expect(object == Self.make(count: SmartJSONObject.indexThreshold + 2))
        #expect(object["k65"] == 65)
    }

    @Test func membersIsACopy() {
        let object: SmartJSONObject = ["a": 1, "b": 2]
        var members = object.members
        members[0].value = "changed"
        members.removeLast()
        #expect(
            object.members == [SmartJSONObject.Member(key: "a", value: 1), SmartJSONObject.Member(key: "b", value: 2)])
        #expect(object["a"] == 1)
        #expect(SmartJSONObject(members: members)["a"] == "changed")
    }

    @Test func iteratingTheObjectSeesEveryMember() {
        let object = SmartJSONObject([("z", 1), ("a", 2), ("z", 3)])
        var seen: [String] = []
        for member in object { seen.append("\(member.key)=\(member.value)") }
        #expect(seen == ["z=1", "a=2", "z=3"])
        #expect(object.effectiveMembers.map(\.key) == ["a", "z"])
        #expect(Array(object) == object.members)
    }

    // MARK: - Shared subtrees

    @Test func changingANestedObjectThroughOneParentLeavesTheOther() {
        let shared: SmartJSONObject = ["inner": ["deep": [1, 2, 3]]]
        var first: SmartJSONValue = ["child": .object(shared)]
        let second: SmartJSONValue = [.object(shared), "tail"]
        // Change the nested object inside `first` only.
        guard case .object(var parent) = first, case .object(var child)? = parent["child"] else {
            Issue.record("unexpected shape")
            return
        }
        child["inner"] = "replaced"
        parent["child"] = .object(child)
        first = .object(parent)
        #expect(first["child"]?["inner"] == "replaced")
        #expect(second[0]?["inner"]?["deep"] == [1, 2, 3])
        #expect(shared["inner"]?["deep"]?[2] == 3)
    }

    @Test func freeingOneOwnerOfASharedSubtreeKeepsItForTheOther() {
        var owner: SmartJSONValue? = nil
        let keeper: SmartJSONValue
        do {
            let subtree: SmartJSONValue = ["list": [["a": 1], ["b": [2, 3]]], "flag": true]
            owner = ["x": subtree, "y": [subtree, subtree]]
            keeper = [subtree]
        }
        #expect(owner?["y"]?[1] == keeper[0])
        owner = nil
        #expect(keeper[0]?["list"]?[1]?["b"] == [2, 3])
        #expect(keeper[0]?["flag"] == true)
        #expect(keeper.description == #"[{"list":[{"a":1},{"b":[2,3]}],"flag":true}]"#)
    }
}
