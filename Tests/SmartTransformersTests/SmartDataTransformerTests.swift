import Foundation
import Testing
import SmartCore
import SmartTransformers

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
        #expect(transformer.transformFromJSON("abc") == nil)       // not a multiple of four
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

    @Test func aNumberTheTransformerRefusesIsStillReadByTheDecoder() throws {
        // Data is a scalar: when its transformer gives nil the property is decoded as if it
        // had none, and the decoder reads a number's digits as base64 (§4.5): "1000" is 3 bytes.
        let model = try #require(Blob.deserialize(from: #"{"payload": 1000, "optional": 123}"#))
        #expect(model.payload == Data([0xD7, 0x4D, 0x34]))
        #expect(model.optional == nil)  // "123" is not base64
    }
}
