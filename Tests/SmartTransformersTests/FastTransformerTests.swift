import Foundation
import Testing
import SmartCore
import SmartTransformers

@Suite("FastTransformer")
struct FastTransformerTests {
    enum TestEnum: String, SmartCaseDefaultable {
        case man
        case woman
    }

    /// The seeds' example, as written there.
    struct SeedModel: SmartCodable {
        var name: String = ""
        var subModel: TestEnum = .woman
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.name <--- FastTransformer<String, String>(fromJSON: { json in
                    "abc"
                }, toJSON: { object in
                    "123"
                }),
                CodingKeys.subModel <--- FastTransformer<TestEnum, String>(fromJSON: { json in
                    TestEnum.man
                }, toJSON: { object in
                    object?.rawValue
                }),
            ]
        }
    }

    @Test func theSeedExampleBothWays() throws {
        let model = try #require(SeedModel.deserialize(from: #"{"name": "Tom", "subModel": "woman"}"#))
        #expect(model.name == "abc")
        #expect(model.subModel == .man)
        #expect(model.toJSONString() == #"{"name":"123","subModel":"man"}"#)
        #expect(model.toDictionary()?["name"] as? String == "123")
    }

    struct Cents: Codable, Equatable {
        var value: Int
    }

    struct Price: SmartCodable {
        var amount: Cents = Cents(value: -1)
        var discount: Cents?
        var label: String = "none"
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.amount <--- FastTransformer<Cents, Int>(fromJSON: { json in
                    json.map { Cents(value: $0) }
                }, toJSON: { cents in
                    cents?.value
                }),
                CodingKeys.discount <--- FastTransformer<Cents, Double>(fromJSON: { json in
                    json.map { Cents(value: Int(($0 * 100).rounded())) }
                }, toJSON: { cents in
                    cents.map { Double($0.value) / 100 }
                }),
                // No toJSON: the property is encoded normally.
                CodingKeys.label <--- FastTransformer<String, String>(fromJSON: { json in
                    json?.uppercased()
                }),
            ]
        }
    }

    @Test func closuresBothWaysThroughAModel() throws {
        let model = try #require(Price.deserialize(from: #"{"amount": 250, "discount": 0.25, "label": "sale"}"#))
        #expect(model.amount == Cents(value: 250))
        #expect(model.discount == Cents(value: 25))
        #expect(model.label == "SALE")
        #expect(model.toJSONString() == #"{"amount":250,"discount":0.25,"label":"SALE"}"#)
    }

    @Test func aJSONNumberConvertsToTheClosuresNumberType() throws {
        // A whole number reaches a Double closure; a fraction does not reach an Int closure.
        let model = try #require(Price.deserialize(from: #"{"amount": 2.5, "discount": 3}"#))
        #expect(model.amount == Cents(value: -1))
        #expect(model.discount == Cents(value: 300))
    }

    @Test(arguments: [#""""#, #""250""#] + wrongKinds)
    func wrongKindsReachTheClosureAsNil(_ json: String) throws {
        let model = try #require(Price.deserialize(from: #"{"amount": \#(json), "discount": \#(json)}"#))
        #expect(model.amount == Cents(value: -1))
        #expect(model.discount == nil)
    }

    @Test func theClosureDecidesWhatNilMeans() {
        let transformer = FastTransformer<String, String>(fromJSON: { json in json ?? "missing" })
        #expect(transformer.transformFromJSON(NSNull()) == "missing")
        #expect(transformer.transformFromJSON(42) == "missing")
        #expect(transformer.transformFromJSON("x") == "x")
        #expect(transformer.transformToJSON("x") == nil)
    }

    @Test func numericCasts() {
        let toInt8 = FastTransformer<Int8, Int8>(fromJSON: { $0 })
        #expect(toInt8.transformFromJSON(127) == 127)
        #expect(toInt8.transformFromJSON(128) == nil)
        #expect(toInt8.transformFromJSON(true) == nil)
        let toFloat = FastTransformer<Float, Float>(fromJSON: { $0 })
        #expect(toFloat.transformFromJSON(2) == 2)
        let toDecimal = FastTransformer<Decimal, Decimal>(fromJSON: { $0 })
        #expect(toDecimal.transformFromJSON(12) == Decimal(12))
        let toUInt64 = FastTransformer<UInt64, UInt64>(fromJSON: { $0 })
        #expect(toUInt64.transformFromJSON(-1) == nil)
        #expect(toUInt64.transformFromJSON(UInt64.max) == UInt64.max)
    }
}
