import Testing

@testable import SmartCore

@Suite("SmartJSONArray: collection behaviour, copy-on-write, storage")
struct JSONArrayTests {
    /// The identity of `array`'s storage, to tell "changed in place" from "copied".
    static func storageID(_ array: SmartJSONArray) -> ObjectIdentifier? {
        array.storage.map(ObjectIdentifier.init)
    }

    static func numbers(_ range: some Sequence<Int>) -> SmartJSONArray {
        SmartJSONArray(range.map { SmartJSONValue.number(SmartJSONNumber($0)) })
    }

    // MARK: - Construction and access

    @Test func emptyArrayAllocatesNothing() {
        let empty = SmartJSONArray()
        #expect(empty.isEmpty)
        #expect(empty.count == 0)
        #expect(empty.capacity == 0)
        #expect(empty.storage == nil)
        #expect(empty.elements == [])
        #expect(empty == [])
        #expect(SmartJSONArray([]).storage == nil)
        #expect(empty.description == "[]")
    }

    @Test func constructionAndAccess() {
        let literal: SmartJSONArray = [1, "two", nil, [3]]
        #expect(literal.count == 4)
        #expect(literal.indices == 0..<4)
        #expect(literal[0] == 1)
        #expect(literal[1] == "two")
        #expect(literal[2] == .null)
        #expect(literal[3] == [3])
        #expect(literal.first == 1)
        #expect(literal.last == [3])
        #expect(literal.elements == [1, "two", nil, [3]])
        #expect(Array(literal) == literal.elements)
        #expect(literal.map(\.kind) == [.number, .string, .null, .array])
        #expect(literal.description == #"[1,"two",null,[3]]"#)
        // From a Swift array, a lazy (non-contiguous) sequence and a range of numbers.
        #expect(SmartJSONArray(["a", "b"] as [SmartJSONValue]) == ["a", "b"])
        #expect(SmartJSONArray((1...3).lazy.map { SmartJSONValue.number(SmartJSONNumber($0)) }) == [1, 2, 3])
        #expect(Self.numbers(0..<3) == [0, 1, 2])
        #expect(literal.capacity == 4)
        // Another SmartJSONArray is shared, not copied.
        #expect(Self.storageID(SmartJSONArray(literal)) == Self.storageID(literal))
    }

    @Test func jsonValueKeepsSwiftArraysWorking() {
        let swiftArray: [SmartJSONValue] = ["a", "b"]
        let fromSwift = SmartJSONValue.array(swiftArray)
        let fromLiteral: SmartJSONValue = .array([1, 2])
        #expect(fromSwift.arrayValue == swiftArray)
        #expect(fromSwift.arrayElements == ["a", "b"])
        #expect(fromLiteral.arrayValue == [1, 2])
        #expect(fromSwift == SmartJSONValue.array(SmartJSONArray(swiftArray)))
        #expect(fromSwift == ["a", "b"])
        #expect(fromSwift[1] == "b")
        #expect(fromSwift[2] == nil)
        #expect(fromSwift[-1] == nil)
        #expect(SmartJSONValue.string("x").arrayElements == nil)
        #expect(SmartJSONValue.string("x").arrayValue == nil)
        guard case .array(let elements) = fromLiteral else {
            Issue.record("not an array")
            return
        }
        #expect(elements == [1, 2])
        #expect(elements.elements == [1, 2])
    }

    // MARK: - Capacity

    @Test func appendWithinReservedCapacityKeepsTheAllocation() {
        var array = SmartJSONArray()
        array.reserveCapacity(10)
        #expect(array.capacity >= 10)
        let reserved = Self.storageID(array)
        for number in 0..<10 { array.append(.number(SmartJSONNumber(number))) }
        #expect(Self.storageID(array) == reserved)
        #expect(array == Self.numbers(0..<10))
        array.append(10)
        #expect(array.count == 11)
        #expect(array.capacity >= 11)
        #expect(array == Self.numbers(0...10))
        // Reserving less than the capacity of a unique array changes nothing.
        let grown = Self.storageID(array)
        array.reserveCapacity(2)
        #expect(Self.storageID(array) == grown)
    }

    @Test func manyAppendsGrowGeometrically() {
        var array = SmartJSONArray()
        var allocations = 0
        var last: ObjectIdentifier?
        for number in 0..<1000 {
            array.append(.number(SmartJSONNumber(number)))
            if Self.storageID(array) != last {
                allocations += 1
                last = Self.storageID(array)
            }
        }
        #expect(array.count == 1000)
        #expect(array[999] == 999)
        #expect(allocations < 12)
    }

    @Test func parsedArraysHaveExactCapacity() throws {
        let value = try SmartJSONValue(parsing: #"[1, 2, 3, [4, 5], {"a": 6, "b": 7}]"#)
        let outer = try #require(value.arrayElements)
        #expect(outer.capacity == 5)
        #expect(outer[3].arrayElements?.capacity == 2)
        #expect(outer[4].objectValue?.capacity == 2)
        #expect(try SmartJSONValue(parsing: "[]").arrayElements?.storage == nil)
    }

    // MARK: - Copy-on-write

    @Test func appendOnACopyLeavesTheOriginal() {
        let original: SmartJSONArray = [1, 2]
        var copy = original
        #expect(Self.storageID(copy) == Self.storageID(original))
        copy.append(3)
        #expect(Self.storageID(copy) != Self.storageID(original))
        #expect(original == [1, 2])
        #expect(original.count == 2)
        #expect(copy == [1, 2, 3])
    }

    @Test func subscriptSetOnACopyLeavesTheOriginal() {
        var array: SmartJSONArray = [1, ["nested": true], "three"]
        let original = array
        array[1] = "replaced"
        #expect(array == [1, "replaced", "three"])
        #expect(original == [1, ["nested": true], "three"])
        #expect(original[1]["nested"] == true)
        // Unique now: the next change happens in place.
        let storage = Self.storageID(array)
        array[0] = 0
        #expect(Self.storageID(array) == storage)
        #expect(array == [0, "replaced", "three"])
    }

    @Test func replaceSubrangeOnACopyLeavesTheOriginal() {
        var array = Self.numbers(0..<5)
        let original = array
        array.replaceSubrange(1..<3, with: ["x", "y", "z"] as [SmartJSONValue])
        #expect(array == [0, "x", "y", "z", 3, 4])
        #expect(original == Self.numbers(0..<5))
        array.replaceSubrange(0..<4, with: [] as [SmartJSONValue])
        #expect(array == [3, 4])
        array.insert("first", at: 0)
        #expect(array == ["first", 3, 4])
        #expect(array.remove(at: 1) == 3)
        #expect(array == ["first", 4])
        array.append(contentsOf: [5, 6] as [SmartJSONValue])
        #expect(array == ["first", 4, 5, 6])
        #expect(array.removeLast() == 6)
        #expect(array.removeFirst() == "first")
        #expect(array == [4, 5])
        let beforeClearing = array
        array.removeAll(keepingCapacity: true)
        #expect(array.isEmpty)
        #expect(array.capacity >= 2)
        #expect(beforeClearing == [4, 5])
        array.append(1)
        array.removeAll()
        #expect(array.isEmpty)
        #expect(array.capacity == 0)
        #expect(original == Self.numbers(0..<5))
    }

    @Test func replaceSubrangeOnAUniqueArrayWorksInPlace() {
        var array: SmartJSONArray = [1, 2, 3]
        array.reserveCapacity(8)
        let storage = Self.storageID(array)
        array.replaceSubrange(1..<2, with: [9, 9] as [SmartJSONValue])
        #expect(array == [1, 9, 9, 3])
        array.replaceSubrange(0..<3, with: ["only"] as [SmartJSONValue])
        #expect(array == ["only", 3])
        array.replaceSubrange(2..<2, with: Self.numbers(4..<7))
        #expect(array == ["only", 3, 4, 5, 6])
        #expect(Self.storageID(array) == storage)
    }

    /// Changes whose new elements are read from the array being changed. In release
    /// builds the caller may pass such a view without its own reference to the storage,
    /// so the storage looks unique; the results must still match `Array`'s.
    @Test func changingAnArrayWithAViewOfItself() {
        let start: [SmartJSONValue] = [1, "a string long enough to live on the heap", ["nested": [true]], [2, 3]]
        var array = SmartJSONArray(start)
        var reference = start
        array.replaceSubrange(0..<1, with: array[1...])
        reference.replaceSubrange(0..<1, with: reference[1...])
        #expect(array.elements == reference)
        array.append(contentsOf: array)
        reference.append(contentsOf: reference)
        #expect(array.elements == reference)
        array.insert(contentsOf: array[0..<2], at: 1)
        reference.insert(contentsOf: reference[0..<2], at: 1)
        #expect(array.elements == reference)
        array[0..<2] = array[1..<3]
        reference[0..<2] = reference[1..<3]
        #expect(array.elements == reference)
        array.append(contentsOf: array[array.count - 2..<array.count])
        reference.append(contentsOf: reference[reference.count - 2..<reference.count])
        #expect(array.elements == reference)
        array.replaceSubrange(2..<array.count, with: array[0..<1])
        reference.replaceSubrange(2..<reference.count, with: reference[0..<1])
        #expect(array.elements == reference)
        array.append(array[0])
        reference.append(reference[0])
        #expect(array.elements == reference)
        #expect(array.count == 4)
    }

    @Test func anArrayCanHoldAnEarlierCopyOfItself() {
        var array: SmartJSONArray = [1]
        array.append(.array(array))
        array.append(.array(array))
        #expect(array == [1, [1], [1, [1]]])
        #expect(array.description == "[1,[1],[1,[1]]]")
    }

    @Test func mutableCollectionAlgorithmsCopyOnWrite() {
        var array: SmartJSONArray = [3, 1, 2]
        let original = array
        array.swapAt(0, 2)
        #expect(array == [2, 1, 3])
        array.reverse()
        #expect(array == [3, 1, 2])
        array.sort { ($0.intValue ?? 0) < ($1.intValue ?? 0) }
        #expect(array == [1, 2, 3])
        #expect(original == [3, 1, 2])
    }

    // MARK: - Equality and hashing

    @Test func equalityAndHashing() {
        let array: SmartJSONArray = [1, "a", ["k": [true]]]
        let same: SmartJSONArray = [1.0, "a", ["k": [true]]]
        #expect(array == same)
        #expect(hashOf(array) == hashOf(same))
        #expect(array != [1, "a"])
        #expect(array != [1, "a", ["k": [false]]])
        #expect(array != ["a", 1, ["k": [true]]])
        let copy = array
        #expect(copy == array)
        #expect(hashOf(copy) == hashOf(array))
        #expect(hashOf(SmartJSONValue.array(array)) == hashOf(SmartJSONValue.array(same)))
        let nan: SmartJSONArray = [.number(SmartJSONNumber(Double.nan))]
        #expect(nan == nan)
        #expect(Set([array, same, copy]).count == 1)
    }

    // MARK: - The guide's examples (Docs/JSON.md)

    @Test func guideExamples() {
        let names: [SmartJSONValue] = ["Ann", "Bo"]
        let list: SmartJSONValue = .array(names)
        var more: SmartJSONArray = [1, 2]
        more.append("three")
        let value = SmartJSONValue.array(more)
        #expect(value.description == #"[1,2,"three"]"#)
        guard case .array(let elements) = value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == 3)
        #expect(elements[2].description == #""three""#)
        #expect(value.arrayElements == more)
        #expect(value.arrayValue == [1, 2, "three"])
        #expect(list.arrayValue == names)

        var object: SmartJSONObject = ["id": 7, "name": "Ann"]
        object["name"] = "Bo"
        object.append(key: "tags", value: ["a"])
        #expect(object.map { "\($0.key) \($0.value)" } == ["id 7", #"name "Bo""#, #"tags ["a"]"#])
    }
}
