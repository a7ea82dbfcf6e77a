import Foundation
import SmartCore
import SmartTransformers
import Testing

@Suite("SmartHexColorTransformer")
struct SmartHexColorTransformerTests {
    /// 0x7D, 0xA5, 0xE3.
    static let sample = SmartColor(red: 125.0 / 255, green: 165.0 / 255, blue: 227.0 / 255)

    struct Theme: SmartCodable {
        var tint: SmartColor?
        var background: SmartColor = .white
        var border: SmartColor?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.tint <--- SmartHexColorTransformer(colorFormat: .rrggbb(.hash), as: SmartColor.self),
                CodingKeys.background <--- SmartHexColorTransformer(colorFormat: .rgba(.zeroX), as: SmartColor.self),
                CodingKeys.border <--- SmartHexColorTransformer(colorFormat: .rrggbbaa(.none), as: SmartColor.self),
            ]
        }
    }

    @Test func readsAnyLayoutAndWritesTheConfiguredOne() throws {
        let model = try #require(
            Theme.deserialize(from: ##"{"tint": "7da5e3", "background": "#F80C", "border": "0x7DA5E380"}"##))
        #expect(model.tint == Self.sample)
        #expect(model.background == SmartColor(red: 1, green: 8.0 / 15, blue: 0, alpha: 12.0 / 15))
        #expect(model.border == SmartColor(red: 125.0 / 255, green: 165.0 / 255, blue: 227.0 / 255, alpha: 128.0 / 255))
        #expect(model.toJSONString() == ##"{"tint":"#7DA5E3","background":"0xF80C","border":"7DA5E380"}"##)
        let dictionary = try #require(model.toDictionary())
        #expect(dictionary["background"] as? String == "0xF80C")
    }

    @Test func theLayoutComesFromTheStringNotTheFormat() throws {
        // .rrggbb(.hash) still reads a short, prefix-less string by its length.
        let model = try #require(Theme.deserialize(from: #"{"tint": "F80"}"#))
        #expect(model.tint == SmartColor(red: 1, green: 8.0 / 15, blue: 0))
        #expect(model.toJSONString() == ##"{"tint":"#FF8800","background":"0xFFFF"}"##)
    }

    @Test func aWholeNumberIsReadAsItsDigits() throws {
        let model = try #require(Theme.deserialize(from: #"{"tint": 123456}"#))
        #expect(model.tint == SmartColor(red: 0x12 / 255.0, green: 0x34 / 255.0, blue: 0x56 / 255.0))
    }

    @Test func theDefaultInitializerGivesThePlatformColour() {
        let transformer = SmartHexColorTransformer(colorFormat: .rrggbbaa(.hash))
        #expect(transformer.colorFormat == .rrggbbaa(.hash))
        #expect(SmartHexColorTransformer().colorFormat == .rrggbb(.none))
        #if !canImport(UIKit) && !canImport(AppKit)
        // Without UIKit or AppKit the platform colour is SmartColor.
        let color: SmartColor? = transformer.transformFromJSON("7DA5E3")
        #expect(color == Self.sample)
        #expect(transformer.transformToJSON(Self.sample) == "#7DA5E3FF")
        #endif
    }

    @Test func badValuesGiveNil() {
        let transformer = SmartHexColorTransformer(colorFormat: .rrggbb(.hash), as: SmartColor.self)
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
        #expect(theme.background == .white)
        #expect(theme.border == nil)
        let issues = try #require(reports.first?.issues)
        #expect(issues.map(\.field) == ["tint", "background", "border"])
        #expect(issues.allSatisfy { $0.problem == .transformFailed })
    }
}
