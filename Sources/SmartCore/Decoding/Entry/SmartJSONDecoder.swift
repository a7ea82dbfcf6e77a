import Foundation

/// A `JSONDecoder` with a tolerant entry point, `smartDecode(_:from:)`.
///
/// `smartDecode` throws only when the input cannot be used at all (not JSON, or the top
/// level cannot be the requested type); inside, models get the same conversions,
/// fallbacks and diagnostics as `deserialize(from:)`. It does not call
/// `didFinishMapping()` on the top-level model (nested models get theirs); only
/// `deserialize` does.
///
/// The inherited `decode(_:from:)` is Foundation's own, strict decode, as in the original
/// library: a type mismatch throws.
///
/// ```swift
/// let decoder = SmartJSONDecoder()
/// decoder.smartKeyDecodingStrategy = .fromSnakeCase
/// let user = try decoder.smartDecode(User.self, from: data)
/// ```
///
/// Foundation settings `smartDecode` honours: `keyDecodingStrategy`
/// `.convertFromSnakeCase` (same as `smartKeyDecodingStrategy = .fromSnakeCase`),
/// `dateDecodingStrategy` when set to anything other than the default `.deferredToDate`
/// (the built-in date heuristic is used otherwise, unless `smartDateDecodingStrategy` is
/// set), `nonConformingFloatDecodingStrategy` and `userInfo`.
open class SmartJSONDecoder: JSONDecoder, @unchecked Sendable {
    // @unchecked: the only added state is behind a lock; JSONDecoder guards its own.
    private struct SmartSettings {
        var data: JSONDecoder.SmartDataDecodingStrategy = .base64
        var date: JSONDecoder.DateDecodingStrategy?
        var key: JSONDecoder.SmartKeyDecodingStrategy = .useDefaultKeys
    }

    private let smartSettings = LockedValue(SmartSettings())

    /// How `Data` is read. Base64 is the only strategy.
    open var smartDataDecodingStrategy: JSONDecoder.SmartDataDecodingStrategy {
        get { smartSettings.read { $0.data } }
        set { smartSettings.write { $0.data = newValue } }
    }

    /// How dates are read; nil (the default) uses the built-in heuristic (Unix seconds or
    /// milliseconds, common date formats, ISO 8601).
    open var smartDateDecodingStrategy: JSONDecoder.DateDecodingStrategy? {
        get { smartSettings.read { $0.date } }
        set { smartSettings.write { $0.date = newValue } }
    }

    /// How JSON keys are rewritten before lookup.
    open var smartKeyDecodingStrategy: JSONDecoder.SmartKeyDecodingStrategy {
        get { smartSettings.read { $0.key } }
        set { smartSettings.write { $0.key = newValue } }
    }

    /// Decodes `type` from `Data`, a JSON `String`, a `SmartJSONValue`, or Foundation objects
    /// (`[String: Any]`, `[Any]`), tolerantly.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the input is not JSON (the underlying
    ///   error is a `SmartJSONParseError` with line and column), `typeMismatch` when the top
    ///   level cannot be `type`, or the error of a property that has no fallback value.
    open func smartDecode<T: Decodable>(_ type: T.Type, from value: Any) throws -> T {
        let input: DecodingInput
        switch value {
        case let data as Data: input = .data(data)
        case let text as String: input = .text(text)
        case let json as SmartJSONValue: input = .json(json)
        default: input = .foundation(value)
        }
        return try TopLevelDecoding.decode(
            T.self, from: input, designatedPath: nil, settings: makeSettings(), userInfo: userInfo,
            finishesRootModel: false)
    }

    private func makeSettings() -> DecodingSettings {
        var settings = DecodingSettings()
        let smart = smartSettings.read { $0 }
        settings.keyStrategy = smart.key
        if smart.key == .useDefaultKeys, case .convertFromSnakeCase = keyDecodingStrategy {
            settings.keyStrategy = .fromSnakeCase
        }
        if let date = smart.date {
            settings.dateStrategy = date
        } else if case .deferredToDate = dateDecodingStrategy {
            settings.dateStrategy = nil
        } else {
            settings.dateStrategy = dateDecodingStrategy
        }
        settings.floatStrategy = nonConformingFloatDecodingStrategy
        return settings
    }
}
