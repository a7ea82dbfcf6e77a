import Foundation
import SmartCore
import Testing

/// `SmartColor`: hex parsing, hex writing, and use as a plain `Codable` property.
@Suite("SmartColor")
struct SmartColorTests {
    /// 0x7D, 0xA5, 0xE3 as components.
    static let sample = SmartColor(red: 125.0 / 255, green: 165.0 / 255, blue: 227.0 / 255)

    // MARK: Parsing

    @Test(arguments: [
        "7DA5E3", "7da5e3", "#7DA5E3", "#7da5E3", "0x7DA5E3", "0X7DA5E3", "  #7DA5E3\n", "\t0x7da5e3 ",
    ])
    func sixDigitsInEveryAcceptedSpelling(_ text: String) throws {
        let color = try #require(SmartColor(hex: text))
        #expect(color == Self.sample)
        #expect(color.alpha == 1)
    }

    @Test func eightDigitsCarryAlphaAsTheLastByte() throws {
        let color = try #require(SmartColor(hex: "0x7DA5E380"))
        #expect(color.red == 125.0 / 255)
        #expect(color.green == 165.0 / 255)
        #expect(color.blue == 227.0 / 255)
        #expect(color.alpha == 128.0 / 255)
    }

    @Test func shortFormsUseOneDigitPerComponentOverFifteen() throws {
        let rgb = try #require(SmartColor(hex: "F80"))
        #expect(rgb == SmartColor(red: 1, green: 8.0 / 15, blue: 0, alpha: 1))
        let rgba = try #require(SmartColor(hex: "#f80c"))
        #expect(rgba == SmartColor(red: 1, green: 8.0 / 15, blue: 0, alpha: 12.0 / 15))
        // A short form means the same colour as its doubled long form.
        #expect(SmartColor(hex: "F80") == SmartColor(hex: "FF8800"))
        #expect(SmartColor(hex: "F80C") == SmartColor(hex: "FF8800CC"))
    }

    @Test(arguments: [
        "", " ", "#", "0x", "7", "7D", "7DA5E", "7DA5E3F", "7DA5E3FF0", "123456789",
        "GGGGGG", "#7DA5EZ", "+12345", "-12345", "7DA 5E3", "##7DA5E3", "#0x7DA5E3", "0x#7DA5E3",
        "x7DA5E3", "７DA5E3", "7DA5E3 80", "0b101",
    ])
    func anythingElseIsNotAColour(_ text: String) {
        #expect(SmartColor(hex: text) == nil)
    }

    @Test func everyByteSurvivesARoundTrip() throws {
        for byte in 0...255 {
            let digits = String(format: "%02X", byte)
            let text = digits + digits + digits + digits
            let color = try #require(SmartColor(hex: text))
            #expect(color.hexString(format: .rrggbbaa(.none)) == text)
        }
        for nibble in 0...15 {
            let digit = String(nibble, radix: 16, uppercase: true)
            let text = digit + digit + digit + digit
            #expect(SmartColor(hex: text)?.hexString(format: .rgba(.none)) == text)
        }
    }

    // MARK: Writing

    @Test func writingInEachFormat() throws {
        let color = try #require(SmartColor(hex: "7DA5E380"))
        #expect(color.hexString() == "7DA5E3")
        #expect(color.hexString(format: .rrggbb(.none)) == "7DA5E3")
        #expect(color.hexString(format: .rrggbb(.hash)) == "#7DA5E3")
        #expect(color.hexString(format: .rrggbb(.zeroX)) == "0x7DA5E3")
        #expect(color.hexString(format: .rrggbbaa(.none)) == "7DA5E380")
        #expect(color.hexString(format: .rrggbbaa(.hash)) == "#7DA5E380")
        #expect(color.hexString(format: .rrggbbaa(.zeroX)) == "0x7DA5E380")
        // One digit per component: the byte's high digit (0x7D → 7, 0xA5 → A, 0xE3 → E, 0x80 → 8).
        #expect(color.hexString(format: .rgb(.none)) == "7AE")
        #expect(color.hexString(format: .rgb(.hash)) == "#7AE")
        #expect(color.hexString(format: .rgba(.zeroX)) == "0x7AE8")
        #expect(color.hexString(format: .rgba(.none)) == "7AE8")
    }

    @Test func componentsAreTruncatedAndClamped() {
        // 0.5 × 255 = 127.5 → 127 (7F); 0.999 × 255 = 254.745 → 254 (FE).
        #expect(SmartColor(red: 0.5, green: 0.999, blue: 0, alpha: 1).hexString() == "7FFE00")
        // The initializer clamps; NaN becomes 0.
        let clamped = SmartColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(clamped == SmartColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(clamped.hexString(format: .rrggbbaa(.hash)) == "#FF00007F")
        // Values set directly are clamped when written.
        var direct = SmartColor.black
        direct.red = 7
        direct.green = -3
        direct.blue = .infinity
        direct.alpha = .nan
        #expect(direct.hexString(format: .rrggbbaa(.none)) == "FF00FF00")
    }

    @Test func namedColours() {
        #expect(SmartColor.black.hexString(format: .rrggbbaa(.none)) == "000000FF")
        #expect(SmartColor.white.hexString(format: .rrggbbaa(.none)) == "FFFFFFFF")
        #expect(SmartColor.clear.hexString(format: .rrggbbaa(.none)) == "00000000")
        #expect(SmartColor.HexFormat.rgba(.zeroX).prefix == .zeroX)
        #expect(SmartColor.HexFormat.Prefix.hash.text == "#")
    }

    // MARK: As a property

    struct Palette: SmartCodable {
        var color: SmartColor?
        var background: SmartColor = .white
    }

    @Test func theSeedExampleDecodesAPlainSmartColorProperty() throws {
        let dict: [String: Any] = ["color": "7DA5E3"]
        let model = try #require(Palette.deserialize(from: dict))
        #expect(model.color == Self.sample)
        #expect(model.background == .white)
        #if !canImport(UIKit) && !canImport(AppKit)
        // Without UIKit or AppKit, `peel` is the SmartColor itself.
        #expect(model.color?.peel == Self.sample)
        #endif
    }

    @Test func numbersAreReadAsTheirDigits() throws {
        let model = try #require(Palette.deserialize(from: #"{"color": 123456, "background": 102030}"#))
        #expect(model.color == SmartColor(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0))
        #expect(model.background == SmartColor(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0))
    }

    @Test(arguments: [#""""#, #""garbage""#, #""12345""#, "true", "1.5", "[]", #"{"a": 1}"#, "null", "-1"])
    func badValuesGiveTheFallback(_ json: String) throws {
        let (model, reports) = SmartDiagnostics.collect {
            Palette.deserialize(from: #"{"color": \#(json), "background": \#(json)}"#)
        }
        let palette = try #require(model)
        #expect(palette.color == nil)
        #expect(palette.background == .white)
        #expect(reports.first?.issues.map(\.field) == ["color", "background"])
    }

    @Test func encodingWritesHexWithAlphaOnlyWhenNeeded() throws {
        let translucent = try #require(SmartColor(hex: "#7DA5E380"))
        let model = Palette(color: translucent, background: Self.sample)
        let text = try #require(model.toJSONString())
        #expect(text == #"{"color":"7DA5E380","background":"7DA5E3"}"#)
        let decoded = try #require(Palette.deserialize(from: text))
        #expect(decoded.color == model.color)
        #expect(decoded.background == model.background)
        #expect(Palette().toDictionary()?["background"] as? String == "FFFFFF")
    }

    @Test func foundationCodersWorkToo() throws {
        struct Plain: Codable { var color: SmartColor }
        let decoder = JSONDecoder()
        let fromString = try decoder.decode(Plain.self, from: Data(##"{"color": "#F80"}"##.utf8))
        #expect(fromString.color == SmartColor(red: 1, green: 8.0 / 15, blue: 0))
        let fromNumber = try decoder.decode(Plain.self, from: Data(#"{"color": 112233}"#.utf8))
        #expect(fromNumber.color == SmartColor(red: 0x11 / 255.0, green: 0x22 / 255.0, blue: 0x33 / 255.0))
        #expect(throws: DecodingError.self) { try decoder.decode(Plain.self, from: Data(#"{"color": "nope"}"#.utf8)) }
        #expect(throws: DecodingError.self) { try decoder.decode(Plain.self, from: Data(#"{"color": false}"#.utf8)) }
        let encoded = try JSONEncoder().encode(Plain(color: .clear))
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"color":"00000000"}"#)
    }
}
