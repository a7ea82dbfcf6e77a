import Foundation
import SmartCore
import SmartTransformers
import Testing

@Suite("SmartDataTransformer")
struct SmartDataTransformerTests {
    struct Blob: SmartCodable {
        var payload: Data = Data([0xFF])
        var optional: Data?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.payload <--- SmartDataTransformer(), CodingKeys.optional <--- SmartDataTransformer()]
        }
    }

    @Test func base64BothWaysThroughAModel() throws {
        let model = try #require(Blob.deserialize(from: #"{"payload": "aGk=", "optional": "U21hcnRDb2RhYmxl"}"#))
        #expect(model.payload == Data("hi".utf8))
        #expect(model.optional == Data("SmartCodable".utf8))
        #expect(model.toJSONString() == #"{"payload":"aGk=","optional":"U21hcnRDb2RhYmxl"}"#)
        let dictionary = try #require(model.toDictionary())
        #expect(dictionary["payload"] as? String == "aGk=")
        #expect(dictionary["optional"] as? String == "U21hcnRDb2RhYmxl")
    }

    @Test func anEmptyStringIsEmptyData() throws {
        #expect(SmartDataTransformer().transformFromJSON("") == Data())
        let model = try #require(Blob.deserialize(from: #"{"payload": "", "optional": ""}"#))
        #expect(model.payload == Data())
        #expect(model.optional == Data())
        #expect(model.toJSONString() == #"{"payload":"","optional":""}"#)
    }

    @Test func aMissingOptionalIsLeftOutWhenEncoding() throws {
        let model = try #require(Blob.deserialize(from: #"{"payload": "AAEC"}"#))
        #expect(model.payload == Data([0, 1, 2]))
        #expect(model.optional == nil)
        #expect(model.toJSONString() == #"{"payload":"AAEC"}"#)
    }

    @Test func onlyBase64StringsAreRead() {
        let transformer = SmartDataTransformer()
        #expect(transformer.transformFromJSON("abc") == nil)  // not a multiple of four
        #expect(transformer.transformFromJSON("a$c=") == nil)
        #expect(transformer.transformFromJSON(1000) == nil)
        #expect(transformer.transformFromJSON(true) == nil)
        #expect(transformer.transformFromJSON(NSNull()) == nil)
        #expect(transformer.transformFromJSON(["aGk="]) == nil)
        #expect(transformer.transformFromJSON(["k": "aGk="]) == nil)
    }

    @Test(arguments: [#""abc""#, #""not base64!""#] + wrongKinds)
    func badValuesGiveTheFallback(_ json: String) throws {
        let model = try #require(Blob.deserialize(from: #"{"payload": \#(json), "optional": \#(json)}"#))
        #expect(model.payload == Data([0xFF]))
        #expect(model.optional == nil)
    }

    @Test func aNumberTheTransformerRefusesGivesTheFallback() throws {
        // Data is not a plain scalar (§3.1): when its transformer gives nil the property
        // takes its fallback value directly, without reading the number's digits as base64.
        let (model, reports) = SmartDiagnostics.collect {
            Blob.deserialize(from: #"{"payload": 1000, "optional": 123}"#)
        }
        #expect(model?.payload == Data([0xFF]))
        #expect(model?.optional == nil)
        #expect(reports.first?.issues.map(\.problem) == [.transformFailed, .transformFailed])
    }
}
