import Foundation
import SmartCore
import SmartTransformers
import SmartWrappers
import Testing

@Suite("SmartHexColorTransformer")
struct SmartHexColorTransformerTests {
    /// 0x7D, 0xA5, 0xE3.
    static let sample = SmartColor(red: 125.0 / 255, green: 165.0 / 255, blue: 227.0 / 255)

    /// As the original is used: the transformer on `@SmartHexColor` properties of the
    /// platform colour (`ColorObject`: `SmartColor` here, `UIColor` / `NSColor` on Apple
    /// platforms), compared through `smartColor` so the test compiles everywhere.
    struct Theme: SmartCodable {
        @SmartHexColor var tint: ColorObject?
        @SmartHexColor var background: ColorObject? = SmartColor.white.peel
        @SmartHexColor var border: ColorObject?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.tint <--- SmartHexColorTransformer(colorFormat: .rrggbb(.hash)),
                CodingKeys.background <--- SmartHexColorTransformer(colorFormat: .rgba(.zeroX)),
                CodingKeys.border <--- SmartHexColorTransformer(colorFormat: .rrggbbaa(.none)),
            ]
        }
    }

    @Test func readsAnyLayoutAndWritesTheConfiguredOne() throws {
        let model = try #require(
            Theme.deserialize(from: ##"{"tint": "7da5e3", "background": "#F80C", "border": "0x7DA5E380"}"##))
        #expect(model.tint?.smartColor == Self.sample)
        #expect(model.background?.smartColor == SmartColor(red: 1, green: 8.0 / 15, blue: 0, alpha: 12.0 / 15))
        #expect(
            model.border?.smartColor
                == SmartColor(red: 125.0 / 255, green: 165.0 / 255, blue: 227.0 / 255, alpha: 128.0 / 255))
        #expect(model.toJSONString() == ##"{"tint":"#7DA5E3","background":"0xF80C","border":"7DA5E380"}"##)
        let dictionary = try #require(model.toDictionary())
        #expect(dictionary["background"] as? String == "0xF80C")
    }

    @Test func theLayoutComesFromTheStringNotTheFormat() throws {
        // .rrggbb(.hash) still reads a short, prefix-less string by its length.
        let model = try #require(Theme.deserialize(from: #"{"tint": "F80"}"#))
        #expect(model.tint?.smartColor == SmartColor(red: 1, green: 8.0 / 15, blue: 0))
        // @SmartHexColor writes nil as null, key present (§1.6).
        #expect(model.toJSONString() == ##"{"tint":"#FF8800","background":"0xFFFF","border":null}"##)
    }

    @Test func aWholeNumberIsReadAsItsDigits() throws {
        let model = try #require(Theme.deserialize(from: #"{"tint": 123456}"#))
        #expect(model.tint?.smartColor == SmartColor(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0))
    }

    @Test func theDefaultInitializerGivesThePlatformColour() {
        let transformer = SmartHexColorTransformer(colorFormat: .rrggbbaa(.hash))
        #expect(transformer.colorFormat == .rrggbbaa(.hash))
        #expect(SmartHexColorTransformer().colorFormat == .rrggbb(.none))
        let color: ColorObject? = transformer.transformFromJSON("7DA5E3")
        #expect(color?.smartColor == Self.sample)
        #expect(transformer.transformToJSON(Self.sample.peel) == "#7DA5E3FF")
    }

    @Test func badValuesGiveNil() {
        let transformer = SmartHexColorTransformer(colorFormat: .rrggbb(.hash))
        let bad: [Any] = [
            "", " ", "#", "garbage", "12345", "#7DA5E3FF0", 1.5, -1, true, NSNull(), ["7DA5E3"], ["c": "7DA5E3"],
        ]
        for value in bad {
            #expect(transformer.transformFromJSON(value) == nil, "\(value)")
        }
    }

    @Test(arguments: [#""""#, #""garbage""#, #""12345""#, "1.5"] + wrongKinds)
    func badValuesGiveTheFallbackThroughAModel(_ json: String) throws {
        let (model, reports) = SmartDiagnostics.collect {
            Theme.deserialize(from: #"{"tint": \#(json), "background": \#(json), "border": \#(json)}"#)
        }
        let theme = try #require(model)
        #expect(theme.tint == nil)
        #expect(theme.background?.smartColor == .white)
        #expect(theme.border == nil)
        let issues = try #require(reports.first?.issues)
        #expect(issues.map(\.field) == ["tint", "background", "border"])
        #expect(issues.allSatisfy { $0.problem == .transformFailed })
    }
}
