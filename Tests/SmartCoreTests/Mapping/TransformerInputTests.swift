import Foundation
import SmartCore
import Testing

/// Issue 15, item 2: what `transformFromJSON` receives (§1.5): Foundation objects, numbers
/// as `NSNumber` made from the literal, so casts written for the original work.
@Suite("Value transformers: their input")
struct TransformerInputTests {
    /// What a transformer could read from the value it was given.
    struct Casts: SmartCodable, Equatable {
        var isNSNumber = false
        var int: Int?
        var uint64: UInt64?
        var double: Double?
        var float: Float?
        var cgFloat: CGFloat?
        var bool: Bool?
        var string: String?
    }

    /// Records the casts; its result is the property's value.
    struct CastRecorder: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Casts? {
            Casts(
                isNSNumber: type(of: value) is NSNumber.Type, int: value as? Int, uint64: value as? UInt64,
                double: value as? Double, float: value as? Float, cgFloat: value as? CGFloat,
                bool: value as? Bool, string: value as? String)
        }

        func transformToJSON(_ value: Casts) -> String? { nil }
    }

    struct Probe: SmartCodable {
        var ten = Casts()
        var tenPointZero = Casts()
        var tenPointFive = Casts()
        var yes = Casts()
        var big = Casts()
        var huge = Casts()
        var beyond = Casts()
        var text = Casts()
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.ten <--- CastRecorder(), CodingKeys.tenPointZero <--- CastRecorder(),
                CodingKeys.tenPointFive <--- CastRecorder(), CodingKeys.yes <--- CastRecorder(),
                CodingKeys.big <--- CastRecorder(), CodingKeys.huge <--- CastRecorder(),
                CodingKeys.beyond <--- CastRecorder(), CodingKeys.text <--- CastRecorder(),
            ]
        }
    }

    @Test func numbersArriveAsNSNumbersThatCastLikeTheOriginals() throws {
        let json = #"""
            {"ten": 10, "tenPointZero": 10.0, "tenPointFive": 10.5, "yes": true,
             "big": 9007199254740993, "huge": 18446744073709551615, "beyond": 123456789012345678901234,
             "text": "10"}
            """#
        let probe = try #require(Probe.deserialize(from: json))
        let ten = Casts(
            isNSNumber: true, int: 10, uint64: 10, double: 10, float: 10, cgFloat: 10, bool: nil, string: nil)
        #expect(probe.ten == ten)
        #expect(probe.tenPointZero == ten)
        #expect(
            probe.tenPointFive
                == Casts(
                    isNSNumber: true, int: nil, uint64: nil, double: 10.5, float: 10.5, cgFloat: 10.5, bool: nil,
                    string: nil))
        #expect(
            probe.yes
                == Casts(isNSNumber: true, int: 1, uint64: 1, double: 1, float: 1, cgFloat: 1, bool: true, string: nil))
        // 2^53 + 1: exact as an integer, no Double holds it.
        #expect(probe.big == Casts(isNSNumber: true, int: 9_007_199_254_740_993, uint64: 9_007_199_254_740_993))
        #expect(probe.huge == Casts(isNSNumber: true, uint64: UInt64.max))
        #expect(probe.beyond.isNSNumber)
        #expect(probe.beyond.double == 123456789012345678901234.0)
        #expect(probe.beyond.int == nil)
        #expect(probe.text == Casts(string: "10"))
    }

    @Test func aFractionIsNeverRoundedThroughFloat() throws {
        struct Reading: SmartCodable {
            var value = Casts()
            static func mappingForValue() -> [SmartValueTransformer]? { [CodingKeys.value <--- CastRecorder()] }
        }
        let reading = try #require(Reading.deserialize(from: #"{"value": 12.6}"#))
        #expect(reading.value.double == 12.6)
        #expect(reading.value.cgFloat == 12.6)
        // The NSNumber holds the Double 12.6, which no Float holds exactly. How `as? Float`
        // treats that is Foundation's own rule and differs by platform (Docs/Platforms.md).
        #if _runtime(_ObjC)
        #expect(reading.value.float == Float(12.6))  // Apple's NSNumber rounds to the nearest Float
        #else
        #expect(reading.value.float == nil)  // swift-corelibs-foundation casts exact values only
        #endif
    }

    /// Describes a value the way a test can compare: containers walked, numbers as `n`,
    /// with the type a cast finds.
    static func shape(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            if let flag = value as? Bool, type(of: number) == type(of: NSNumber(value: true)) { return "bool(\(flag))" }
            if let integer = value as? Int { return "n(\(integer))" }
            return "n(\(number.doubleValue))"
        }
        if let text = value as? String { return "'\(text)'" }
        if let object = value as? [String: Any] {
            return "{" + object.keys.sorted().map { "\($0): \(shape(object[$0] ?? NSNull()))" }.joined(separator: ", ")
                + "}"
        }
        if let array = value as? [Any] { return "[" + array.map(shape).joined(separator: ", ") + "]" }
        return "other \(type(of: value))"
    }

    struct ShapeRecorder: ValueTransformable {
        func transformFromJSON(_ value: Any) -> String? { TransformerInputTests.shape(value) }
        func transformToJSON(_ value: String) -> String? { nil }
    }

    @Test func containersArriveAsFoundationContainersAllTheWayDown() throws {
        struct Nested: SmartCodable {
            var object = ""
            var array = ""
            var none = ""
            static func mappingForValue() -> [SmartValueTransformer]? {
                [
                    CodingKeys.object <--- ShapeRecorder(), CodingKeys.array <--- ShapeRecorder(),
                    CodingKeys.none <--- ShapeRecorder(),
                ]
            }
        }
        let json =
            #"{"object": {"a": 10.0, "b": [1, true, null, "s", {"c": 2.5}]}, "array": [[false], {}], "none": null}"#
        let nested = try #require(Nested.deserialize(from: json))
        #expect(nested.object == "{a: n(10), b: [n(1), bool(true), null, 's', {c: n(2.5)}]}")
        #expect(nested.array == "[[bool(false)], {}]")
        #expect(nested.none == "null")
    }

    /// The issue's example: a transformer written for the original adds 100.
    struct PlusHundred: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Double? {
            guard let number = value as? Double else { return nil }
            return 100 + number
        }

        func transformToJSON(_ value: Double) -> Double? { value - 100 }
    }

    struct Scored: SmartCodable {
        var score: Double = 0
        var width: CGFloat = 0
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.score <--- PlusHundred(), CodingKeys.width <--- WidthTransformer()]
        }
    }

    /// `as? CGFloat` on the input, as Apple-platform code writes it.
    struct WidthTransformer: ValueTransformable {
        func transformFromJSON(_ value: Any) -> CGFloat? {
            (value as? CGFloat).map { $0 * 2 }
        }

        func transformToJSON(_ value: CGFloat) -> CGFloat? { value / 2 }
    }

    @Test func aTransformerAddingAHundredGives110ForTenPointZero() throws {
        #expect(Scored.deserialize(from: #"{"score": 10.0}"#)?.score == 110)
        #expect(Scored.deserialize(from: #"{"score": 10}"#)?.score == 110)
        #expect(Scored.deserialize(from: #"{"width": 10}"#)?.width == 20)
        #expect(Scored.deserialize(from: #"{"width": 10.25}"#)?.width == 20.5)
    }

    @Test func dictionaryInputArrivesTheSameWay() throws {
        let dict: [String: Any] = ["score": 10, "width": 1.5]
        let model = try #require(Scored.deserialize(from: dict))
        #expect(model.score == 110)
        #expect(model.width == 3)
    }
}
