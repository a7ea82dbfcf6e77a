import Foundation
import Testing

@testable import SmartCore

/// Behaviour that Apple's Foundation and Linux's reach by different code paths must come
/// out the same (Docs/Platforms.md). Linux runs the shared functions directly here; the
/// Apple-only branches call the same functions.
@Suite("Same results on Apple platforms and Linux")
struct PlatformParityTests {
    static func dayFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd"
        return formatter
    }

    static let april7 = Date(timeIntervalSince1970: 1_712_448_000)

    struct Event: SmartCodable {
        var day: Date?
    }

    /// `.date(.formatted(f))` is an enum case on Apple platforms (decoded by
    /// `Conversion.formattedDate`) and a `.custom` strategy on Linux (decoded through the
    /// decoder's `String` conversion). Both read a number as its digits.
    @Test func aFormattedDateStrategyReadsANumberAsItsDigits() throws {
        let options: Set<SmartDecodingOption> = [.date(.formatted(Self.dayFormatter()))]
        let fromNumber = try #require(Event.deserialize(from: #"{"day": 20240407}"#, options: options))
        let fromText = try #require(Event.deserialize(from: #"{"day": "20240407"}"#, options: options))
        #expect(fromNumber.day == Self.april7)
        #expect(fromText.day == Self.april7)
        #expect(Event.deserialize(from: #"{"day": true}"#, options: options)?.day == nil)
    }

    @Test func theSharedFormattedDateFunctionReadsTextAndNumbers() {
        let formatter = Self.dayFormatter()
        #expect(Conversion.formattedDate(SmartJSONValue.string("20240407"), formatter: formatter) == Self.april7)
        #expect(
            Conversion.formattedDate(SmartJSONValue.number(SmartJSONNumber(20_240_407)), formatter: formatter)
                == Self.april7)
        #expect(Conversion.formattedDate(SmartJSONValue.bool(true), formatter: formatter) == nil)
        #expect(Conversion.formattedDate(SmartJSONValue.string("April"), formatter: formatter) == nil)
    }

    struct Layout: SmartCodable {
        var width: CGFloat = 0
        var widths: [CGFloat] = []
    }

    /// CGFloat goes through its native type: `Double` here, `Float` where CGFloat is 32
    /// bits (32-bit watchOS), so `0.1` is written `0.1` on both.
    @Test func cgFloatIsReadAndWrittenAtItsNativeWidth() throws {
        let layout = try #require(Layout.deserialize(from: #"{"width": 0.1, "widths": [0.1, "2.5"]}"#))
        #expect(layout.width == CGFloat(CGFloat.NativeType(0.1)))
        #expect(layout.widths == [CGFloat(CGFloat.NativeType(0.1)), 2.5])
        #expect(layout.toJSONString() == #"{"width":0.1,"widths":[0.1,2.5]}"#)
        #expect(try SmartJSONValue(any: CGFloat(0.1)) == SmartJSONValue(any: CGFloat.NativeType(0.1)))
    }
}
