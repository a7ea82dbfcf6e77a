import Foundation
import SmartCore
import Testing

/// `mappingForValue` transformers during decoding (§3.1, DI-7).
@Suite("Value transformers")
struct ValueTransformerTests {
    /// "1,5" → 1.5; nil for anything else.
    struct CommaDecimal: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Double? {
            (value as? String).flatMap { Double($0.replacingOccurrences(of: ",", with: ".")) }
        }

        func transformToJSON(_ value: Double) -> String? {
            String(value).replacingOccurrences(of: ".", with: ",")
        }
    }

    struct Reading: SmartCodable {
        var value: Double = -1
        var optional: Double?
        var optionalWithDefault: Double? = 9
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.value <--- CommaDecimal(),
                CodingKeys.optional <--- CommaDecimal(),
                CodingKeys.optionalWithDefault <--- CommaDecimal(),
            ]
        }
    }

    @Test func transformersRunOnOptionalAndNonOptionalProperties() throws {
        let model = try #require(
            Reading.deserialize(from: #"{"value": "1,5", "optional": "2,25", "optionalWithDefault": "3,0"}"#))
        #expect(model.value == 1.5)
        #expect(model.optional == 2.25)
        #expect(model.optionalWithDefault == 3)
        #expect(model.toJSONString() == #"{"value":"1,5","optional":"2,25","optionalWithDefault":"3,0"}"#)
    }

    @Test func whenTheTransformerFailsScalarsFallBackToNormalDecoding() throws {
        let model = try #require(
            Reading.deserialize(from: #"{"value": 4.5, "optional": "x", "optionalWithDefault": null}"#))
        #expect(model.value == 4.5)  // a JSON number decodes normally
        #expect(model.optional == nil)  // "x": no transform, no conversion
        #expect(model.optionalWithDefault == 9)
    }

    struct Point: SmartCodable, Equatable {
        var x: Int = 0
        var y: Int = 0
        var finished = 0
        mutating func didFinishMapping() { finished += 1 }
    }

    /// "3:4" → Point(x: 3, y: 4).
    struct PointText: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Point? {
            guard let text = value as? String else { return nil }
            let parts = text.split(separator: ":").compactMap { Int($0) }
            guard parts.count == 2 else { return nil }
            return Point(x: parts[0], y: parts[1])
        }

        func transformToJSON(_ value: Point) -> String? { "\(value.x):\(value.y)" }
    }

    struct Shape: SmartCodable {
        var origin: Point = Point(x: -1, y: -1)
        var corner: Point?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.origin <--- PointText(), CodingKeys.corner <--- PointText()]
        }
    }

    @Test func modelsFromTransformersFinishMappingOnce() throws {
        // DI-7: once, not twice.
        let (model, reports) = SmartDiagnostics.collect {
            Shape.deserialize(from: #"{"origin": "3:4", "corner": "5:6"}"#)
        }
        let shape = try #require(model)
        #expect(shape.origin.x == 3)
        #expect(shape.origin.finished == 1)
        #expect(shape.corner?.y == 6)
        #expect(shape.corner?.finished == 1)
        #expect(reports.first?.issues.isEmpty == true)
    }

    @Test func aFailedTransformGivesTheFallbackAndAnIssueWithoutTryingNormalDecoding() throws {
        let (model, reports) = SmartDiagnostics.collect {
            Shape.deserialize(from: #"{"origin": {"x": 1, "y": 2}, "corner": "bad"}"#)
        }
        let shape = try #require(model)
        #expect(shape.origin.x == -1)  // the object is not tried as a Point
        #expect(shape.corner == nil)
        let issues = try #require(reports.first?.issues)
        #expect(issues.map(\.field) == ["origin", "corner"])
        #expect(issues.allSatisfy { $0.problem == .transformFailed })
        #expect(issues.map(\.resolution) == [.initializerValue, .nilValue])
    }

    enum Relation: SmartAssociatedEnumerable, Equatable {
        case stranger
        case friend(String)
        static var defaultCase: Relation { .stranger }
        func encodeValue() -> (any Encodable)? {
            if case .friend(let name) = self { return name }
            return nil
        }
    }

    struct RelationTransformer: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Relation? {
            (value as? String).map { .friend($0) }
        }

        func transformToJSON(_ value: Relation) -> String? {
            if case .friend(let name) = value { return name }
            return nil
        }
    }

    @Test func associatedValueEnumsDecodeOnlyThroughATransformer() throws {
        struct WithTransformer: SmartCodable {
            var relation: Relation = .stranger
            static func mappingForValue() -> [SmartValueTransformer]? {
                [CodingKeys.relation <--- RelationTransformer()]
            }
        }
        struct WithoutTransformer: SmartCodable {
            var relation: Relation = .friend("initial")
        }
        #expect(WithTransformer.deserialize(from: #"{"relation": "Bo"}"#)?.relation == .friend("Bo"))
        #expect(WithoutTransformer.deserialize(from: #"{"relation": "Bo"}"#)?.relation == .friend("initial"))
        #expect(WithTransformer(relation: .friend("Cy")).toJSONString() == #"{"relation":"Cy"}"#)
    }

    @Test func theSeedsFastTransformerShapeWorksWithAHandWrittenClosureTransformer() throws {
        struct Closure<Object, JSON>: ValueTransformable {
            let from: (Any) -> Object?
            func transformFromJSON(_ value: Any) -> Object? { from(value) }
            func transformToJSON(_ value: Object) -> JSON? { nil }
        }
        struct Model: SmartCodable {
            var name: String = ""
            static func mappingForValue() -> [SmartValueTransformer]? {
                [CodingKeys.name <--- Closure<String, String>(from: { _ in "abc" })]
            }
        }
        #expect(Model.deserialize(from: #"{"name": "zzz"}"#)?.name == "abc")
    }
}
