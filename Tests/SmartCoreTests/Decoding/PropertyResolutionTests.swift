import Foundation
import SmartCore
import Testing

/// §3.1 (resolving one property, with value transformers) and §3.4 (nested models).
@Suite("Property resolution (§3.1, §3.4)")
struct PropertyResolutionTests {
    /// Doubles a number; nil for anything else.
    struct Doubler: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Int? { (value as? Int).map { $0 * 2 } }
        func transformToJSON(_ value: Int) -> Int? { value / 2 }
    }

    /// Returns a value of the wrong type (a String for an Int property).
    struct WrongType: ValueTransformable {
        func transformFromJSON(_ value: Any) -> String? { "wrong" }
        func transformToJSON(_ value: String) -> String? { value }
    }

    struct Sub: SmartCodable, Equatable {
        var name: String = ""
    }

    /// Builds a Sub from a string; nil for anything else.
    struct SubFromString: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Sub? { (value as? String).map { Sub(name: $0) } }
        func transformToJSON(_ value: Sub) -> String? { value.name }
    }

    struct Model: SmartCodable {
        var doubled: Int = 5
        var wrong: Int = 5
        var sub: Sub = Sub(name: "init")
        var optionalSub: Sub?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.doubled <--- Doubler(),
                CodingKeys.wrong <--- WrongType(),
                CodingKeys.sub <--- SubFromString(),
                CodingKeys.optionalSub <--- SubFromString(),
            ]
        }
    }

    @Test func scalarTransformerResultIsUsed() throws {
        #expect(Model.deserialize(from: #"{"doubled": 21}"#)?.doubled == 42)
    }

    /// Scalars: a nil (or wrongly typed) transformer result falls through to the conversion table.
    @Test func scalarFallsThroughToConversion() throws {
        let model = try #require(Model.deserialize(from: #"{"doubled": "12", "wrong": "13"}"#))
        #expect(model.doubled == 12)
        #expect(model.wrong == 13)
        let unconvertible = try #require(Model.deserialize(from: #"{"doubled": "x", "wrong": [1]}"#))
        #expect(unconvertible.doubled == 5)
        #expect(unconvertible.wrong == 5)
    }

    /// Scalars: the transformer runs only when the key is present.
    @Test func scalarTransformerNeedsTheKey() throws {
        #expect(Model.deserialize(from: "{}")?.doubled == 5)
    }

    @Test func nonScalarTransformerResultIsUsed() throws {
        let model = try #require(Model.deserialize(from: #"{"sub": "made", "optionalSub": "opt"}"#))
        #expect(model.sub == Sub(name: "made"))
        #expect(model.optionalSub == Sub(name: "opt"))
    }

    /// Non-scalars: when the transformer fails, D is used directly — no normal decoding,
    /// even though the value is a perfectly good object.
    @Test func nonScalarTransformerFailureGivesDWithoutDecoding() throws {
        let model = try #require(
            Model.deserialize(from: #"{"sub": {"name": "object"}, "optionalSub": {"name": "object"}}"#))
        #expect(model.sub == Sub(name: "init"))
        #expect(model.optionalSub == nil)
    }

    // MARK: §3.4 Nested models

    struct Child: SmartCodable, Equatable {
        var name: String = "child-init"
        var count: Int = 3
        static func mappingForValue() -> [SmartValueTransformer]? { [CodingKeys.count <--- Doubler()] }
    }

    struct Parent: SmartCodable {
        var child: Child = Child(name: "from-parent", count: 1)
        var name: String = "parent-init"
        var count: Int = 4
        var children: [Child] = []
    }

    /// Inside a nested object the nested type's own initializer values and transformers apply;
    /// after it, the parent's again.
    @Test func nestedModelsUseTheirOwnSettings() throws {
        let model = try #require(Parent.deserialize(from: #"{"child": {"count": 10}, "children": [{}], "count": 10}"#))
        #expect(model.child == Child(name: "child-init", count: 20))
        #expect(model.children == [Child(name: "child-init", count: 3)])
        #expect(model.name == "parent-init")
        #expect(model.count == 10)
    }

    /// A missing or unusable nested object gives the parent's initializer instance.
    @Test func nestedFallbackIsTheParentsInitializerInstance() throws {
        for json in ["{}", #"{"child": null}"#, #"{"child": 5}"#, #"{"child": "text"}"#, #"{"child": []}"#] {
            let model = try #require(Parent.deserialize(from: json))
            #expect(model.child == Child(name: "from-parent", count: 1), "\(json)")
        }
    }

    // MARK: §3.1 non-scalar types that are not models

    /// A plain `Decodable` type is decoded tolerantly inside.
    @Test func plainDecodableIsTolerantInside() throws {
        struct Point: Codable, Equatable {
            var x: Int
            var y: Double
        }
        struct Holder: SmartCodable { var point: Point = Point(x: 1, y: 1) }
        #expect(Holder.deserialize(from: #"{"point": {"x": "2", "y": "2.5"}}"#)?.point == Point(x: 2, y: 2.5))
        #expect(Holder.deserialize(from: #"{"point": [1, 2]}"#)?.point == Point(x: 1, y: 1))
    }

    /// DI-15: unkeyed `decodeIfPresent` advances exactly once per element.
    @Test func unkeyedDecodeIfPresentAdvancesOnce() throws {
        struct Triple: Codable, Equatable {
            var a: String?
            var b: String?
            var c: Int?
            var atEnd = false
            init(a: String?, b: String?, c: Int?, atEnd: Bool) {
                self.a = a
                self.b = b
                self.c = c
                self.atEnd = atEnd
            }
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                a = try container.decodeIfPresent(String.self)
                b = try container.decodeIfPresent(String.self)
                c = try container.decodeIfPresent(Int.self)
                atEnd = container.isAtEnd
            }
        }
        struct Holder: SmartCodable { var triple: Triple = Triple(a: "D", b: "D", c: 0, atEnd: false) }
        let model = try #require(Holder.deserialize(from: #"{"triple": [null, "x", "3"]}"#))
        #expect(model.triple == Triple(a: nil, b: "x", c: 3, atEnd: true))
        let plain = try #require(Holder.deserialize(from: #"{"triple": ["p", "q", null]}"#))
        #expect(plain.triple == Triple(a: "p", b: "q", c: nil, atEnd: true))
    }
}
