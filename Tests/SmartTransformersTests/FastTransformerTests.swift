import Foundation
import SmartCore
import SmartTransformers
import Testing

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
                CodingKeys.name
                    <--- FastTransformer<String, String>(
                        fromJSON: { json in
                            "abc"
                        },
                        toJSON: { object in
                            "123"
                        }),
                CodingKeys.subModel
                    <--- FastTransformer<TestEnum, String>(
                        fromJSON: { json in
                            TestEnum.man
                        },
                        toJSON: { object in
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
                CodingKeys.amount
                    <--- FastTransformer<Cents, Int>(
                        fromJSON: { json in
                            json.map { Cents(value: $0) }
                        },
                        toJSON: { cents in
                            cents?.value
                        }),
                CodingKeys.discount
                    <--- FastTransformer<Cents, Double>(
                        fromJSON: { json in
                            json.map { Cents(value: Int(($0 * 100).rounded())) }
                        },
                        toJSON: { cents in
                            cents.map { Double($0.value) / 100 }
                        }),
                // No toJSON: the property is encoded normally.
                CodingKeys.label
                    <--- FastTransformer<String, String>(fromJSON: { json in
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

    @Test(arguments: [#""""#, #""250""#] + wrongKinds.filter { $0 != "true" && $0 != "false" })
    func wrongKindsReachTheClosureAsNil(_ json: String) throws {
        let model = try #require(Price.deserialize(from: #"{"amount": \#(json), "discount": \#(json)}"#))
        #expect(model.amount == Cents(value: -1))
        #expect(model.discount == nil)
    }

    @Test func boolsReachNumericClosuresAsTheOriginalGaveThem() throws {
        // A bool arrives as a boolean NSNumber (§1.5), which casts to 1 or 0, as with the original.
        let yes = try #require(Price.deserialize(from: #"{"amount": true, "discount": true}"#))
        #expect(yes.amount == Cents(value: 1))
        #expect(yes.discount == Cents(value: 100))
        let no = try #require(Price.deserialize(from: #"{"amount": false, "discount": false}"#))
        #expect(no.amount == Cents(value: 0))
        #expect(no.discount == Cents(value: 0))
    }

    struct Sizes: SmartCodable {
        var score: Double = 0
        var width: CGFloat = 0
        var raw: String = ""
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.score <--- FastTransformer<Double, Double>(fromJSON: { json in json.map { 100 + $0 } }),
                CodingKeys.width <--- FastTransformer<CGFloat, CGFloat>(fromJSON: { json in json.map { $0 * 2 } }),
                // A closure over Any casts for itself, as code written for the original does.
                CodingKeys.raw
                    <--- FastTransformer<String, Any>(fromJSON: { json in
                        guard let json, type(of: json) is NSNumber.Type else { return nil }
                        if type(of: json) == type(of: NSNumber(value: true)), let flag = json as? Bool {
                            return "bool \(flag)"
                        }
                        if let number = json as? Int { return "int \(number)" }
                        if let number = json as? Double { return "double \(number)" }
                        return nil
                    }),
            ]
        }
    }

    @Test func theClosureReceivesNSNumbersFromTheLiteral() throws {
        // Issue 15, item 2: 10.0 reaches a Double closure, and 100 + 10.0 is 110.
        let whole = try #require(Sizes.deserialize(from: #"{"score": 10.0, "width": 10, "raw": 10.0}"#))
        #expect(whole.score == 110)
        #expect(whole.width == 20)
        #expect(whole.raw == "int 10")
        let fraction = try #require(Sizes.deserialize(from: #"{"score": 10.5, "width": 10.25, "raw": 10.5}"#))
        #expect(fraction.score == 110.5)
        #expect(fraction.width == 20.5)
        #expect(fraction.raw == "double 10.5")
        #expect(Sizes.deserialize(from: #"{"raw": true}"#)?.raw == "bool true")
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
