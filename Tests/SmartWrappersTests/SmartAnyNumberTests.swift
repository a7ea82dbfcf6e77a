import Foundation
import SmartCore
import SmartWrappers
import Testing

/// Issue 15, item 3 (and issue 14, item 6): how `@SmartAny` stores numbers (§1.6, DI-12).
@Suite("@SmartAny numbers")
struct SmartAnyNumberTests {
    struct Holder: SmartCodable {
        @SmartAny var v: Any?
        @SmartAny var list: [Any] = []
    }

    private func value(_ literal: String) throws -> Any {
        let model = try #require(Holder.deserialize(from: #"{"v": \#(literal)}"#))
        return try #require(model.v)
    }

    /// The `objCType` of an `NSNumber`, which names the type it was made with.
    private func storage(_ value: Any) -> String? {
        (value as? NSNumber).map { String(cString: $0.objCType) }
    }

    @Test func aFractionWithoutExponentIsADouble() throws {
        let ten = try value("10.0")
        #expect(ten is NSNumber)
        #expect(ten as? Double == 10.0)
        #expect(ten as? Int == 10)
        #expect(storage(ten) == storage(NSNumber(value: 10.0)))
        let half = try value("10.5")
        #expect(half as? Double == 10.5)
        #expect(half as? Int == nil)
    }

    @Test func integersTakeTheSmallestFittingType() throws {
        let cases: [(String, NSNumber)] = [
            ("10", NSNumber(value: Int8(10))),
            ("-128", NSNumber(value: Int8.min)),
            ("200", NSNumber(value: UInt8(200))),
            ("-200", NSNumber(value: Int16(-200))),
            ("40000", NSNumber(value: UInt16(40000))),
            ("-40000", NSNumber(value: Int32(-40000))),
            ("3000000000", NSNumber(value: UInt32(3_000_000_000))),
            ("-3000000000", NSNumber(value: Int64(-3_000_000_000))),
            ("9223372036854775807", NSNumber(value: Int64.max)),
        ]
        for (literal, expected) in cases {
            let stored = try value(literal)
            #expect(stored as? NSNumber == expected, "\(literal)")
            #expect(storage(stored) == storage(expected), "\(literal)")
            #expect(stored as? Int64 == expected.int64Value, "\(literal)")
        }
        #expect(try value("10") as? Double == 10)
        #expect(try value("1") as? Bool == true)
    }

    @Test func boolsAreBooleanNumbers() throws {
        let flag = try value("true")
        #expect(flag as? Bool == true)
        #expect(flag as? NSNumber == NSNumber(value: true))
        #expect(try value("false") as? Bool == false)
    }

    @Test func exponentsWithAFractionAreDecimals() throws {
        let stored = try value("1.5e3")
        #expect(stored is NSDecimalNumber)
        #expect(stored as? Decimal == Decimal(1500))
        #expect(stored as? Int == 1500)
        #expect(stored as? Double == 1500)
        // Beyond Decimal's exponent range, a Double.
        let tiny = try value("1.5e-300")
        #expect(!(tiny is NSDecimalNumber))
        #expect(tiny as? Double == 1.5e-300)
    }

    @Test func integersBeyondInt64StayNumbers() throws {
        // DI-12: upstream made Strings of these.
        let unsigned = try value("18446744073709551615")
        #expect(unsigned as? UInt64 == UInt64.max)
        #expect(storage(unsigned) == storage(NSNumber(value: UInt64.max)))
        let long = try value("123456789012345678901234567890")
        #expect(long is NSDecimalNumber)
        #expect(long as? Decimal == Decimal(string: "123456789012345678901234567890"))
        let exponent = try value("1e+20")
        #expect(exponent as? Double == 1e20)
        #expect(!(exponent is String))
        let small = try value("1e3")
        #expect(small as? Int == 1000)
    }

    @Test func aNumberNothingHoldsKeepsItsLiteral() throws {
        // Issue 14, item 6: 1e400 used to become infinity, and toJSONString() then gave nil.
        let model = try #require(Holder.deserialize(from: #"{"v": 1e400, "list": [-1e400, 1]}"#))
        #expect((model.v as? SmartJSONNumber)?.text == "1e400")
        #expect((model.list.first as? SmartJSONNumber)?.text == "-1e400")
        let written = try #require(model.toJSONString())
        #expect(written == #"{"v":1e400,"list":[-1e400,1]}"#)
    }

    @Test func theValuesEncodeBackToTheSameNumbers() throws {
        let json =
            #"{"v": [10, 10.0, 10.5, 1.5e3, 200, 18446744073709551615, 123456789012345678901234567890, true, null], "list": []}"#
        let model = try #require(Holder.deserialize(from: json))
        let written = try #require(model.toJSONString())
        #expect(try SmartJSONValue(parsing: written) == SmartJSONValue(parsing: json))
    }

    @Test func aTypedPropertyStillConverts() throws {
        struct Typed: SmartCodable {
            @SmartAny var n: Int = 3
            @SmartAny var d: Double = 0
        }
        let model = try #require(Typed.deserialize(from: #"{"n": "7", "d": 10}"#))
        #expect(model.n == 7)
        #expect(model.d == 10)
    }
}
