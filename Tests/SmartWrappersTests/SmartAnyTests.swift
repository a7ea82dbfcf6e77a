import Foundation
import SmartCore
import SmartWrappers
import Testing

@Suite("@SmartAny")
struct SmartAnyTests {
    struct Model: SmartCodable {
        @SmartAny var dict: [String: Any] = [:]
        @SmartAny var arr: [Any] = []
        @SmartAny var any: Any?
    }

    @Test func theSeedsExample() throws {
        let dict: [String: Any] = ["dict": ["name": "Lisa"], "arr": [1, 2, 3], "any": "Mccc"]
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.dict["name"] as? String == "Lisa")
        #expect(model.arr.compactMap { $0 as? Int } == [1, 2, 3])
        #expect(model.any as? String == "Mccc")
    }

    @Test func numbersKeepTheirExactKind() throws {
        // DI-12: beyond Int64 and exponents stay numbers.
        let json =
            #"{"arr": [1, -9223372036854775808, 18446744073709551615, 1e+20, 0.5, 123456789012345678901234567890, true, null, "s"]}"#
        let model = try #require(Model.deserialize(from: json))
        let values = model.arr
        #expect(values.count == 9)
        #expect(values[0] as? Int == 1)
        #expect(values[1] as? Int == Int.min)
        #expect(values[2] as? UInt64 == UInt64.max)
        #expect(values[3] as? Double == 1e20)
        #expect(values[4] as? Double == 0.5)
        #expect(values[5] as? Decimal == Decimal(string: "123456789012345678901234567890"))
        #expect(values[6] as? Bool == true)
        #expect(values[7] is NSNull)
        #expect(values[8] as? String == "s")
    }

    @Test func encodesBackToTheSameJSON() throws {
        let json = #"{"dict":{"a":[1,2.5,{"b":null}],"c":"d"},"arr":[18446744073709551615,true],"any":{"x":1}}"#
        let model = try #require(Model.deserialize(from: json))
        let written = try #require(model.toJSONString())
        #expect(try SmartJSONValue(parsing: written) == SmartJSONValue(parsing: json))
    }

    @Test func nilIsWrittenAsNullWithTheKeyPresent() throws {
        #expect(Model().toJSONString() == #"{"dict":{},"arr":[],"any":null}"#)
    }

    struct Child: SmartCodable, Equatable {
        var name: String = ""
    }

    @Test func modelsPlacedInsideAnyEncodeAsObjects() throws {
        var model = Model()
        model.arr = [Child(name: "a"), 1]
        model.any = Child(name: "b")
        // Upstream's bug #82 wrote [null].
        #expect(model.toJSONString() == #"{"dict":{},"arr":[{"name":"a"},1],"any":{"name":"b"}}"#)
    }

    @Test func wrongContainerKindsAndNullKeepTheInitializerValue() throws {
        struct Defaults: SmartCodable {
            @SmartAny var dict: [String: Any] = ["kept": true]
            @SmartAny var count: Int = 3
        }
        let model = try #require(Defaults.deserialize(from: #"{"dict": "notdict", "count": "7"}"#))
        #expect(model.dict["kept"] as? Bool == true)
        #expect(model.count == 7)  // falls back to Int's own tolerant decoding
        let nulls = try #require(Defaults.deserialize(from: #"{"dict": null, "count": null}"#))
        #expect(nulls.dict["kept"] as? Bool == true)
        #expect(nulls.count == 3)
    }

    @Test func nullIsStoredWhenIgnoreNullIsOff() throws {
        let previous = SmartCodableOptions.ignoreNull
        SmartCodableOptions.ignoreNull = false
        defer { SmartCodableOptions.ignoreNull = previous }
        let model = try #require(Model.deserialize(from: #"{"any": null}"#))
        #expect(model.any is NSNull)
    }

    @Test func aModelInsideSmartAnyDecodesTolerantlyAndFinishes() throws {
        struct Counted: SmartCodable {
            var value: Int = 0
            var finished = false
            mutating func didFinishMapping() { finished = true }
        }
        struct Holder: SmartCodable {
            @SmartAny var item: Counted = Counted()
        }
        let model = try #require(Holder.deserialize(from: #"{"item": {"value": "5"}}"#))
        #expect(model.item.value == 5)
        #expect(model.item.finished)
    }

    @Test func foundationsDecoderWorksToo() throws {
        // DI-24: the wrapper does its job under JSONDecoder.
        struct Plain: Decodable {
            @SmartAny var payload: [String: Any] = [:]
        }
        let model = try JSONDecoder().decode(Plain.self, from: Data(#"{"payload": {"n": 1, "s": "x"}}"#.utf8))
        #expect(model.payload["n"] as? Int == 1)
        #expect(model.payload["s"] as? String == "x")
    }
}
