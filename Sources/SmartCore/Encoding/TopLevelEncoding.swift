import Foundation

/// Runs one top-level encode call: model → `SmartJSONValue`, which the callers turn into
/// Foundation objects, text or bytes.
enum TopLevelEncoding {
    /// Encodes, throwing `EncodingError` for values JSON cannot hold (NaN under the default
    /// float strategy, a custom encoding that throws…).
    static func encode<T: Encodable>(
        _ value: T, settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> SmartJSONValue {
        let encoder = SmartEncoderImpl(settings: settings, userInfo: userInfo)
        guard let result = try encoder.encodeNested(value, step: .same) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) encoded no value."))
        }
        return result
    }

    /// The tolerant form behind `toDictionary` and `toJSONString`: nil instead of an
    /// error, and the reason goes to diagnostics.
    static func tolerant<T: Encodable>(_ value: T, options: Set<SmartEncodingOption>?, useMappedKeys: Bool)
        -> SmartJSONValue?
    {
        do {
            return try encode(value, settings: EncodingSettings(options: options, useMappedKeys: useMappedKeys))
        } catch {
            report(failureOf: T.self, reason: "Encoding failed: \(error)")
            return nil
        }
    }

    /// Delivers one report about a failed encode to whoever listens.
    static func report(failureOf type: Any.Type, reason: String) {
        guard let destination = SmartDiagnostics.currentDestination() else { return }
        let name = String(describing: type)
        let issue = SmartDecodingIssue(
            rootType: name, path: [], modelType: name, field: "", expectedType: name,
            problem: .invalidInput(reason: reason), resolution: .failed)
        destination.deliver(SmartDecodingReport(rootType: name, issues: [issue], succeeded: false))
    }

    /// JSON text for `value` with the library's output conventions (declaration order,
    /// `/` unescaped): written straight to text when the settings allow (no mapped keys,
    /// no sorting) and the value encodes in order, else encoded to a tree and written.
    /// Both give the same text.
    static func encodedText<T: Encodable>(
        _ value: T, settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any] = [:],
        writing: SmartJSONWritingOptions
    ) throws -> Data {
        if !settings.useMappedKeys, !writing.sortedKeys,
            let written = try DirectEncoder.data(value, settings: settings, userInfo: userInfo, options: writing)
        {
            return written
        }
        return try encode(value, settings: settings, userInfo: userInfo).jsonData(options: writing)
    }

    /// The tolerant form behind `toData` and `toJSONString`: nil instead of an error, and
    /// the reason goes to diagnostics.
    static func tolerantText<T: Encodable>(
        _ value: T, options: Set<SmartEncodingOption>?, useMappedKeys: Bool, prettyPrint: Bool
    ) -> Data? {
        do {
            return try encodedText(
                value, settings: EncodingSettings(options: options, useMappedKeys: useMappedKeys),
                writing: SmartJSONWritingOptions(prettyPrinted: prettyPrint))
        } catch {
            report(failureOf: T.self, reason: "Encoding failed: \(error)")
            return nil
        }
    }
}

extension SmartJSONValue {
    /// The JSON of any `Encodable` value, encoded the way `toJSONString()` encodes models
    /// with default settings (Unix-seconds dates, base64 data, declaration order).
    ///
    /// - Throws: `EncodingError` for values JSON cannot hold (NaN, infinity) or errors
    ///   thrown by the value's own `encode(to:)`.
    public init(encoding value: some Encodable) throws {
        self = try TopLevelEncoding.encode(value, settings: EncodingSettings())
    }
}
