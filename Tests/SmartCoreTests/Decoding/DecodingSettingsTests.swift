import Foundation
import Testing

@testable import SmartCore

/// `DecodingSettings` keeps the strategies few calls set out of line; it must still read,
/// write and copy as a plain value whose every setting is its own.
@Suite("Decoding settings")
struct DecodingSettingsTests {
    static let nonConforming = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN")

    /// The three strings of a `convertFromString` float strategy, or nil for `throw`.
    static func spellings(_ strategy: JSONDecoder.NonConformingFloatDecodingStrategy) -> [String]? {
        guard case .convertFromString(let positive, let negative, let nan) = strategy else { return nil }
        return [positive, negative, nan]
    }

    @Test(arguments: [nil, []] as [Set<SmartDecodingOption>?])
    func withoutOptionsEverySettingHasItsDefault(options: Set<SmartDecodingOption>?) {
        let settings = DecodingSettings(options: options)
        #expect(settings.keyStrategy == .useDefaultKeys)
        #expect(settings.numberStrategy == SmartCodableOptions.numberStrategy)
        #expect(settings.dateStrategy == nil)
        #expect(Self.spellings(settings.floatStrategy) == nil)
        #expect(settings.logHeader == "")
        #expect(settings.logFooter == "")
    }

    @Test func eachOptionReachesItsSetting() {
        let settings = DecodingSettings(options: [
            .key(.fromSnakeCase), .float(Self.nonConforming), .date(.secondsSince1970),
            .logContext(header: "H", footer: "F"), .data(.base64),
        ])
        #expect(settings.keyStrategy == .fromSnakeCase)
        #expect(Self.spellings(settings.floatStrategy) == ["+inf", "-inf", "NaN"])
        if case .secondsSince1970? = settings.dateStrategy {
        } else {
            Issue.record("date strategy: \(String(describing: settings.dateStrategy))")
        }
        #expect(settings.logHeader == "H")
        #expect(settings.logFooter == "F")
    }

    /// A key strategy alone leaves the out-of-line settings at their defaults.
    @Test func aKeyStrategyAloneLeavesTheRestAtTheirDefaults() {
        let settings = DecodingSettings(options: [.key(.firstLetterUpper)])
        #expect(settings.keyStrategy == .firstLetterUpper)
        #expect(settings.dateStrategy == nil)
        #expect(Self.spellings(settings.floatStrategy) == nil)
        #expect(settings.logHeader == "")
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = DecodingSettings(options: [.logContext(header: "H", footer: "F")])
        var copy = original
        copy.logHeader = "changed"
        copy.floatStrategy = Self.nonConforming
        copy.dateStrategy = .millisecondsSince1970
        #expect(original.logHeader == "H")
        #expect(original.logFooter == "F")
        #expect(Self.spellings(original.floatStrategy) == nil)
        #expect(original.dateStrategy == nil)
        // The copy changed only what was set on it.
        #expect(copy.logHeader == "changed")
        #expect(copy.logFooter == "F")
        #expect(Self.spellings(copy.floatStrategy) == ["+inf", "-inf", "NaN"])
        if case .millisecondsSince1970? = copy.dateStrategy {
        } else {
            Issue.record("date strategy: \(String(describing: copy.dateStrategy))")
        }
    }

    @Test func settingOneUncommonSettingKeepsTheOthers() {
        var settings = DecodingSettings(options: [.float(Self.nonConforming)])
        settings.logFooter = "F"
        settings.dateStrategy = .secondsSince1970
        settings.dateStrategy = nil
        #expect(Self.spellings(settings.floatStrategy) == ["+inf", "-inf", "NaN"])
        #expect(settings.logFooter == "F")
        #expect(settings.logHeader == "")
        #expect(settings.dateStrategy == nil)
    }

    /// Defaults cost nothing: no options, a key strategy alone, or defaults set one by one
    /// (as `SmartJSONDecoder` sets its strategies on every call) store no box.
    @Test func defaultsStoreNothingOutOfLine() {
        #expect(DecodingSettings(options: nil).storesNoUncommonSettings)
        #expect(DecodingSettings(options: [.key(.fromSnakeCase), .data(.base64)]).storesNoUncommonSettings)
        var settings = DecodingSettings()
        settings.dateStrategy = nil
        settings.floatStrategy = .throw
        settings.logHeader = ""
        settings.logFooter = ""
        #expect(settings.storesNoUncommonSettings)
        settings.logFooter = "F"
        #expect(!settings.storesNoUncommonSettings)
        // Once something is stored, defaults are stored like any value.
        settings.floatStrategy = .throw
        #expect(settings.logFooter == "F")
        #expect(Self.spellings(settings.floatStrategy) == nil)
        #expect(!DecodingSettings(options: [.date(.secondsSince1970)]).storesNoUncommonSettings)
    }

    @Test func resettingTheUncommonSettingsKeepsTheKeyAndNumberStrategies() {
        var settings = DecodingSettings(options: [
            .key(.firstLetterLower), .date(.secondsSince1970), .float(Self.nonConforming),
            .logContext(header: "H", footer: "F"),
        ])
        settings.numberStrategy = .rounded
        settings.resetUncommon()
        #expect(settings.storesNoUncommonSettings)
        #expect(settings.keyStrategy == .firstLetterLower)
        #expect(settings.numberStrategy == .rounded)
        #expect(settings.dateStrategy == nil)
        #expect(Self.spellings(settings.floatStrategy) == nil)
        #expect(settings.logHeader == "")
        #expect(settings.logFooter == "")
    }
}
