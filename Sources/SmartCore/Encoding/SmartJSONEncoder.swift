import Foundation

/// A `JSONEncoder` that writes models the way `toJSONString()` does: mapped keys when
/// asked, value transformers, keys in declaration order, `/` unescaped, and dates as Unix
/// seconds unless a date strategy is set. Use it wherever code takes a `JSONEncoder`.
///
/// Foundation settings it honours: `outputFormatting` (`.prettyPrinted`, `.sortedKeys`),
/// `keyEncodingStrategy` `.convertToSnakeCase`, `dateEncodingStrategy` when set to
/// anything other than the default `.deferredToDate` (Unix seconds are used otherwise,
/// unless `smartDateEncodingStrategy` is set), `nonConformingFloatEncodingStrategy` and
/// `userInfo`.
open class SmartJSONEncoder: JSONEncoder, @unchecked Sendable {
    // @unchecked: the only added state is behind a lock; JSONEncoder guards its own.
    private struct SmartSettings {
        var key: JSONEncoder.SmartKeyEncodingStrategy = .useDefaultKeys
        var data: JSONEncoder.SmartDataEncodingStrategy = .base64
        var date: JSONEncoder.DateEncodingStrategy?
        var useMappedKeys = false
    }

    private let smartSettings = LockedValue(SmartSettings())

    /// How property keys are rewritten.
    open var smartKeyEncodingStrategy: JSONEncoder.SmartKeyEncodingStrategy {
        get { smartSettings.read { $0.key } }
        set { smartSettings.write { $0.key = newValue } }
    }

    /// How `Data` is written. Base64 is the only strategy.
    open var smartDataEncodingStrategy: JSONEncoder.SmartDataEncodingStrategy {
        get { smartSettings.read { $0.data } }
        set { smartSettings.write { $0.data = newValue } }
    }

    /// How dates are written; nil (the default) writes Unix seconds.
    open var smartDateEncodingStrategy: JSONEncoder.DateEncodingStrategy? {
        get { smartSettings.read { $0.date } }
        set { smartSettings.write { $0.date = newValue } }
    }

    /// Write each property under the first key of its `mappingForKey` rule.
    open var useMappedKeys: Bool {
        get { smartSettings.read { $0.useMappedKeys } }
        set { smartSettings.write { $0.useMappedKeys = newValue } }
    }

    /// Encodes `value` as UTF-8 JSON.
    ///
    /// - Throws: `EncodingError.invalidValue` for values JSON cannot hold (NaN or an
    ///   infinity under the default float strategy) or errors thrown by custom encodings.
    open override func encode<T: Encodable>(_ value: T) throws -> Data {
        let formatting = outputFormatting
        var writing = SmartJSONWritingOptions()
        writing.prettyPrinted = formatting.contains(.prettyPrinted)
        writing.sortedKeys = formatting.contains(.sortedKeys)
        do {
            return try TopLevelEncoding.encodedText(
                value, settings: makeSettings(), userInfo: userInfo, writing: writing)
        } catch let error as SmartJSONWriteError {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: error.description, underlyingError: error))
        }
    }

    private func makeSettings() -> EncodingSettings {
        let smart = smartSettings.read { $0 }
        var settings = EncodingSettings()
        settings.useMappedKeys = smart.useMappedKeys
        settings.keyStrategy = smart.key
        if smart.key == .useDefaultKeys, case .convertToSnakeCase = keyEncodingStrategy {
            settings.keyStrategy = .toSnakeCase
        }
        if let date = smart.date {
            settings.dateStrategy = date
        } else if case .deferredToDate = dateEncodingStrategy {
            settings.dateStrategy = .secondsSince1970
        } else {
            settings.dateStrategy = dateEncodingStrategy
        }
        settings.floatStrategy = nonConformingFloatEncodingStrategy
        return settings
    }
}
