import Foundation
import SmartCore
import SmartWrappers
import Testing

/// Wrappers with transformers, updates and didFinishMapping.
@Suite("Wrappers with transformers, updates and didFinishMapping")
struct WrapperIntegrationTests {
    struct Upper: ValueTransformable {
        func transformFromJSON(_ value: Any) -> String? { (value as? String)?.uppercased() }
        func transformToJSON(_ value: String) -> String? { value.lowercased() }
    }

    struct Model: SmartCodable {
        @SmartAny var shout: String = ""
        @SmartPublished var label: String = ""
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.shout <--- Upper(), CodingKeys.label <--- Upper()]
        }
    }

    @Test func transformersSeeThroughWrappersBothWays() throws {
        let model = try #require(Model.deserialize(from: #"{"shout": "hey", "label": "ok"}"#))
        #expect(model.shout == "HEY")
        #expect(model.label == "OK")
        #expect(model.toJSONString() == #"{"shout":"hey","label":"ok"}"#)
    }

    struct Inner: SmartCodable, Equatable {
        var value: Int = 0
        var finishes = 0
        mutating func didFinishMapping() { finishes += 1 }
    }

    struct Outer: SmartCodable {
        @SmartAny var any: Inner = Inner()
        @SmartFlat var flat: Inner = Inner()
        @SmartCompact.Array var list: [Inner] = []
        @SmartPublished var published: Inner = Inner()
    }

    @Test func wrappedModelsFinishMappingOnce() throws {
        let json = #"{"any": {"value": 1}, "value": 2, "list": [{"value": 3}], "published": {"value": 4}}"#
        let model = try #require(Outer.deserialize(from: json))
        #expect(model.any == Inner(value: 1, finishes: 1))
        #expect(model.flat == Inner(value: 2, finishes: 1))
        #expect(model.list == [Inner(value: 3, finishes: 1)])
        #expect(model.published == Inner(value: 4, finishes: 1))
    }

    @Test func wrappersWorkWithSmartUpdater() throws {
        var model = try #require(Outer.deserialize(from: #"{"any": {"value": 1}, "list": [{"value": 3}]}"#))
        SmartUpdater.update(&model, from: #"{"list": [{"value": 30}, {"value": 31}], "published": {"value": 40}}"#)
        #expect(model.any.value == 1)
        #expect(model.list.map(\.value) == [30, 31])
        #expect(model.published.value == 40)
    }
}
