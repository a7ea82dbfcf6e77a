import Foundation
import Testing

@testable import SmartCore

/// Which path each type takes, as `DecodeShape` works it out once per process: the bulk
/// array paths for exactly the arrays that conform to them, whichever order the
/// conformance questions are asked in.
@Suite("Decode shapes")
struct DecodeShapeTests {
    struct Leaf: SmartCodable { var name = "" }

    enum Path: Equatable { case scalar, model, bulkElements, bulkModels, plainArray, other }

    static func path(_ type: Any.Type) -> Path {
        switch DecodeShape.of(type) {
        case .scalar: return .scalar
        case .model: return .model
        case .array(let elements, let models):
            if elements != nil { return .bulkElements }
            if models != nil { return .bulkModels }
            return .plainArray
        default: return .other
        }
    }

    @Test func arraysTakeTheBulkPathsTheyConformTo() {
        #expect(Self.path(Int.self) == .scalar)
        #expect(Self.path(Leaf.self) == .model)
        #expect(Self.path([Int].self) == .bulkElements)
        #expect(Self.path([[Double]].self) == .bulkElements)
        #expect(Self.path([[[String]]].self) == .bulkElements)
        #expect(Self.path([Leaf].self) == .bulkModels)
        #expect(Self.path([[Leaf]].self) == .bulkModels)
        #expect(Self.path([Int?].self) == .plainArray)
        #expect(Self.path([[String: Int]].self) == .plainArray)
        #expect(Self.path(Set<Int>.self) == .plainArray)
        #expect(Self.path(ContiguousArray<Int>.self) == .plainArray)
        // The same answers as the conformances themselves give, asked at run time.
        let types: [Any.Type] = [[Int].self, [Int?].self, [[Leaf]].self, [String: Int].self]
        #expect(types.map { $0 is any BulkArrayElement.Type } == [true, false, false, false])
        #expect(types.map { $0 is any BulkModelArray.Type } == [false, false, true, false])
        // The bulk types handed out are the arrays themselves.
        #expect(Self.bulkType(of: [Int].self) == ObjectIdentifier([Int].self))
        #expect(Self.bulkType(of: [[Double]].self) == ObjectIdentifier([[Double]].self))
        #expect(Self.bulkType(of: [Int8].self) == ObjectIdentifier([Int8].self))
        #expect(Self.bulkType(of: [Leaf].self) == ObjectIdentifier([Leaf].self))
        #expect(Self.bulkType(of: [[Leaf]].self) == ObjectIdentifier([[Leaf]].self))
    }

    /// The bulk path's array type for `type`, as an identifier.
    static func bulkType(of type: Any.Type) -> ObjectIdentifier? {
        guard case .array(let elements, let models) = DecodeShape.of(type) else { return nil }
        if let elements { return ObjectIdentifier(elements) }
        return models.map { ObjectIdentifier($0) }
    }

    /// A nested array of models is all-or-nothing (§3.5): the bad element fails its inner
    /// array, which the top level replaces with an empty one; inside a model the property
    /// falls back.
    @Test func nestedModelArraysDecode() throws {
        let grid = try #require([[Leaf]].deserialize(from: #"[[{"name": "a"}, 5], [{"name": "b"}]]"#))
        #expect(grid.map { $0.map(\.name) } == [[], ["b"]])
        struct Board: SmartCodable { var rows: [[Leaf]] = [[Leaf(name: "default")]] }
        let clean = try #require(Board.deserialize(from: #"{"rows": [[{"name": "a"}], [{"name": "b"}, {}]]}"#))
        #expect(clean.rows.map { $0.map(\.name) } == [["a"], ["b", ""]])
        let damaged = try #require(Board.deserialize(from: #"{"rows": [[{"name": "a"}, 5]]}"#))
        #expect(damaged.rows.map { $0.map(\.name) } == [["default"]])
    }

    /// The storage of an array of models comes from the element's own module
    /// (`SmartDecodable._reserveArray(at:capacity:)`): an empty array with the room asked
    /// for, of the element's type even when the element is a subclass, whose conformance
    /// is its superclass's.
    @Test func modelArraysAreReservedByTheirElement() throws {
        var leaves = [Leaf(name: "replaced")]
        withUnsafeMutablePointer(to: &leaves) { Leaf._reserveArray(at: $0, capacity: 37) }
        #expect(leaves.isEmpty)
        #expect(leaves.capacity >= 37)
        var dogs: [Dog] = []
        withUnsafeMutablePointer(to: &dogs) { Dog._reserveArray(at: $0, capacity: 5) }
        #expect(dogs.isEmpty && dogs.capacity >= 5)
        dogs.append(Dog())
        #expect(dogs.count == 1)
        // Decoded through the reserved storage, at the top level and nested in a model:
        // every element, in order, of its own type.
        let elements = (0..<300).map { #"{"name": "dog \#($0)", "barks": \#($0 % 2 == 0)}"# }
        let json = "[" + elements.joined(separator: ",") + "]"
        struct Kennel: SmartDecodable { var dogs: [Dog] = [] }
        let topLevel = try #require([Dog].deserialize(from: json))
        let nested = try #require(Kennel.deserialize(from: #"{"dogs": \#(json)}"#)).dogs
        for decoded in [topLevel, nested] {
            #expect(decoded.count == 300)
            #expect(decoded.map(\.name) == (0..<300).map { "dog \($0)" })
            #expect(decoded.filter(\.barks).count == 150)
            #expect(decoded.allSatisfy { type(of: $0) == Dog.self })
        }
    }

    class Animal: SmartDecodable {
        var name = ""
        required init() {}
    }

    final class Dog: Animal {
        var barks = false

        private enum CodingKeys: String, CodingKey { case barks }

        required init() { super.init() }

        required init(from decoder: any Decoder) throws {
            try super.init(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            barks = try container.decode(Bool.self, forKey: .barks)
        }
    }

    /// A shape reduced to what can be compared: its case, and for a scalar which type.
    static func summary(_ shape: DecodeShape) -> String {
        switch shape {
        case .scalar(let scalar): return "scalar \(scalar)"
        case .model(let model): return "model \(model)"
        case .array(let elements, let models): return "array \(elements != nil) \(models != nil)"
        case .dictionary(let rewritesKeys, let bulk): return "dictionary \(rewritesKeys) \(bulk != nil)"
        case .optional: return "optional"
        case .jsonValue: return "jsonValue"
        case .ignored: return "ignored"
        case .flattening: return "flattening"
        case .configurable: return "configurable"
        case .stringCases: return "stringCases"
        case .other: return "other"
        }
    }

    /// The scalars recognised by identity (no conformance lookups on a cold start) get
    /// exactly the shape their conformances give; other types are left to the lookups.
    @Test func commonTypesRecognisedByIdentityMatchTheirConformances() throws {
        let common: [Any.Type] = [
            String.self, Int.self, Bool.self, Double.self, Float.self, Int64.self, Int32.self, UInt.self,
            UInt64.self, Date.self, URL.self, Decimal.self,
        ]
        for type in common {
            let known = try #require(DecodeShape.commonShape(of: type), "\(type) is not in the table")
            #expect(Self.summary(known) == Self.summary(DecodeShape.shapeFromConformances(type)), "\(type)")
            #expect(Self.summary(DecodeShape.of(type)) == Self.summary(known))
        }
        // Their optionals are not in the table: their metadata tells them, with the same
        // answer as the conformance.
        let optionals: [Any.Type] = [
            String?.self, Int?.self, Bool?.self, Double?.self, Float?.self, Int64?.self, Date?.self, URL?.self,
        ]
        for type in optionals {
            #expect(DecodeShape.commonShape(of: type) == nil, "\(type)")
            #expect(Self.summary(DecodeShape.of(type)) == "optional", "\(type)")
            #expect(Self.summary(DecodeShape.of(type)) == Self.summary(DecodeShape.shapeFromConformances(type)))
        }
        let others: [Any.Type] = [Leaf.self, [Int].self, Int8.self, Leaf?.self, [String: Int].self, Data.self]
        for type in others { #expect(DecodeShape.commonShape(of: type) == nil, "\(type)") }
    }

    enum Named: String, SmartCaseDefaultable {
        case first
        case second = "2nd"
    }
    enum Numbered: Int, SmartCaseDefaultable {
        case one = 1
        case two
    }
    enum Other: String, SmartCaseDefaultable { case first }
    /// An enum that is also a model: it decodes through `SmartCaseDefaultable`'s
    /// `init(from:)`, so its shape is the case table.
    enum Both: String, SmartCaseDefaultable, SmartCodable {
        case first, second
        init() { self = .second }
    }
    struct Holder: SmartCodable { var value: Both = .first }

    /// String enums get a case table; other raw values keep the general path. A table
    /// hands out cases of its own enum only.
    @Test func stringEnumsGetACaseTable() throws {
        guard case .stringCases(let table) = DecodeShape.of(Named.self) else {
            Issue.record("no case table for a String enum")
            return
        }
        #expect(Self.summary(DecodeShape.of(Numbered.self)) == "other")
        let document = try FlatDocumentTests.flat(#"["2nd", "first", "second", 2]"#)
        #expect(table.matchingCase(FlatCursor(document, 1), as: Named.self) == .second)
        #expect(table.matchingCase(FlatCursor(document, 2), as: Named.self) == .first)
        #expect(table.matchingCase(FlatCursor(document, 3), as: Named.self) == nil)
        #expect(table.matchingCase(FlatCursor(document, 4), as: Named.self) == nil)
        #expect(table.matchingCase(FlatCursor(document, 2), as: Other.self) == nil)
        #expect(Self.summary(DecodeShape.of(Both.self)) == "stringCases")
        #expect(Holder.deserialize(from: #"{"value": "second"}"#)?.value == .second)
        #expect(Holder.deserialize(from: #"{"value": "third"}"#)?.value == .first)
    }

    struct Valued: SmartCodable { var value = 0 }

    /// Dictionaries are told by their metadata, and their bulk type is built from the value's
    /// shape: the same answers the conformance checks give, asked at run time.
    @Test func dictionariesGetTheShapeTheirConformancesGive() {
        let types: [Any.Type] = [
            [String: String].self, [String: Int].self, [String: [Int]].self, [String: [[Double]]].self,
            [String: Valued].self, [String: Int?].self, [String: [Valued]].self, [Int: String].self,
            [String: [String: Int]].self, [String: SmartJSONValue].self, [String: Named].self,
        ]
        for type in types {
            #expect(StandardTypeLayout.dictionaryTypes(of: type) != nil, "\(type)")
            let shape = DecodeShape.of(type)
            #expect(Self.summary(shape) == Self.summary(DecodeShape.shapeFromConformances(type)), "\(type)")
            guard case .dictionary(let rewritesKeys, let bulk) = shape else {
                Issue.record("\(type) is not a dictionary")
                continue
            }
            #expect(!rewritesKeys)
            let expected = (type as? any BulkDictionaryDecodable.Type).map { ObjectIdentifier($0) }
            #expect(bulk.map { ObjectIdentifier($0) } == expected, "\(type)")
        }
        #expect(StandardTypeLayout.dictionaryTypes(of: [Int].self) == nil)
        #expect(StandardTypeLayout.dictionaryTypes(of: Set<String>.self) == nil)
        let pair = StandardTypeLayout.dictionaryTypes(of: [String: [Valued]].self)
        #expect(pair.map { ObjectIdentifier($0.key) } == ObjectIdentifier(String.self))
        #expect(pair.map { ObjectIdentifier($0.value) } == ObjectIdentifier([Valued].self))
    }

    // Types used by `modelsNotedByTheEntryPointsKeepTheirShapes` alone, so that no other
    // test has classified them first.
    struct NotedStruct: SmartCodable { var name = "" }
    final class NotedClass: SmartCodable {
        var count = 0
        required init() {}
    }
    final class NotedSubclass: SmartCodable {
        var flag = false
        required init() {}
    }
    enum NotedEnum: String, SmartCaseDefaultable, SmartCodable {
        case first, second
        init() { self = .second }
    }
    struct NotedElement: SmartCodable { var id = 0 }

    /// A type an entry point knows to be a model is classified from its hint, without
    /// asking the runtime, with the shape `classify` would give it: a model for a struct or
    /// class, the case table for an enum that is also a model, and the array paths for
    /// `[Model]`.
    @Test func modelsNotedByTheEntryPointsKeepTheirShapes() throws {
        // Each hinted, as the entry points do, just before its first classification.
        PropertyTypeHint.note(NotedStruct.self)
        #expect(Self.summary(DecodeShape.of(NotedStruct.self)) == "model NotedStruct")
        PropertyTypeHint.note(NotedClass.self)
        #expect(Self.summary(DecodeShape.of(NotedClass.self)) == "model NotedClass")
        PropertyTypeHint.note(NotedEnum.self)
        #expect(Self.summary(DecodeShape.of(NotedEnum.self)) == "stringCases")
        PropertyTypeHint.note([Leaf].self)
        #expect(Self.path([Leaf].self) == .bulkModels)
        // Through the entry points: each top-level shape decodes as before.
        #expect(NotedSubclass.deserialize(from: #"{"flag": true}"#)?.flag == true)
        #expect(NotedSubclass.deserialize(from: #"[{"flag": true}]"#) == nil)
        #expect(Self.summary(DecodeShape.of(NotedSubclass.self)) == "model NotedSubclass")
        #expect([NotedElement].deserialize(from: #"[{"id": 1}, {"id": "2"}]"#)?.map(\.id) == [1, 2])
        #expect([NotedElement].deserialize(from: #"{"id": 1}"#) == nil)
        #expect(Self.summary(DecodeShape.of(NotedElement.self)) == "model NotedElement")
        // A model enum still needs an object at the top level, as every model does.
        #expect(NotedEnum.deserialize(from: Data(#""first""#.utf8)) == nil)
        #expect(NotedStruct.deserialize(from: Data(#""first""#.utf8)) == nil)
        #expect(NotedStruct.deserialize(from: Data(#"{"name": "first"}"#.utf8))?.name == "first")
    }
}
