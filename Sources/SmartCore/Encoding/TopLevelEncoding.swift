import Foundation

/// Runs one top-level encode call: model → `JSONValue`, which the callers turn into
/// Foundation objects, text or bytes.
enum TopLevelEncoding {
    /// Encodes, throwing `EncodingError` for values JSON cannot hold (NaN under the default
    /// float strategy, a custom encoding that throws…).
    static func encode<T: Encodable>(
        _ value: T, settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any] = [:]
    ) throws -> JSONValue {
        let encoder = SmartEncoderImpl(settings: settings, userInfo: userInfo)
        guard let result = try encoder.encodeNested(value, step: .same) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) encoded no value."))
        }
        return result
    }

    /// The tolerant form behind `toDictionary` and `toJSONString`: nil instead of an
    /// error, and the reason goes to diagnostics.
    static func tolerant<T: Encodable>(_ value: T, options: Set<SmartEncodingOption>?, useMappedKeys: Bool) -> JSONValue? {
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

    /// JSON text with the library's output conventions: `/` unescaped, declaration order.
    static func text(of value: JSONValue, prettyPrint: Bool, sortedKeys: Bool = false, rootType: Any.Type) -> String? {
        do {
            return try value.jsonString(options: JSONWritingOptions(prettyPrinted: prettyPrint, sortedKeys: sortedKeys))
        } catch {
            report(failureOf: rootType, reason: "Writing JSON failed: \(error)")
            return nil
        }
    }
}
