import Foundation

/// Runs one top-level decode call: input → `JSONValue` → designated path → decoder →
/// model, then hands the call's issues to diagnostics as one report.
enum TopLevelDecoding {
    /// The tolerant form behind `deserialize`: nil instead of an error.
    static func tolerant<T: Decodable>(
        _ type: T.Type, from input: DecodingInput, designatedPath: String?, options: Set<SmartDecodingOption>?
    ) -> T? {
        try? decode(T.self, from: input, designatedPath: designatedPath, settings: DecodingSettings(options: options))
    }

    /// Decodes, throwing a `DecodingError` when the input cannot be used at all or a
    /// property has no fallback. Reports are delivered either way.
    ///
    /// With `base`, the decode updates that value (see `SmartUpdater`).
    static func decode<T: Decodable>(
        _ type: T.Type, from input: DecodingInput, designatedPath: String?, settings: DecodingSettings,
        userInfo: [CodingUserInfoKey: Any] = [:], base: T? = nil
    ) throws -> T {
        let destination = SmartDiagnostics.currentDestination()
        let log = destination == nil ? nil : IssueLog()
        let rootTypeName = destination == nil ? "" : String(describing: T.self)
        var succeeded = false
        defer {
            if let destination, let log {
                destination.deliver(
                    SmartDecodingReport(
                        rootType: rootTypeName, issues: log.issues, header: settings.logHeader,
                        footer: settings.logFooter, succeeded: succeeded))
            }
        }
        func fail(_ problem: SmartDecodingIssue.Problem, _ error: DecodingError) -> DecodingError {
            log?.issues.append(
                SmartDecodingIssue(
                    rootType: rootTypeName, path: [], modelType: rootTypeName, field: "",
                    expectedType: rootTypeName, problem: problem, resolution: .failed))
            return error
        }

        var unsupported: [String: String] = [:]
        var root = try rootValue(from: input, unsupported: &unsupported, fail: fail)
        if let designatedPath, !designatedPath.isEmpty {
            guard let found = root.value(atPath: designatedPath) else {
                throw fail(
                    .pathNotFound(path: designatedPath),
                    DecodingError.valueNotFound(T.self, context("designatedPath '\(designatedPath)' does not lead to a value.")))
            }
            root = found
            if case .string(let text) = found {
                guard let embedded = SmartDecoderImpl.embeddedJSON(text) else {
                    throw fail(
                        .typeMismatch(found: .string),
                        DecodingError.typeMismatch(T.self, context("designatedPath '\(designatedPath)' leads to a string that is not a JSON object or array.")))
                }
                root = embedded
            }
            unsupported = relocated(unsupported, under: designatedPath)
        }

        let decoder = SmartDecoderImpl(value: root, settings: settings, log: log, rootTypeName: rootTypeName, userInfo: userInfo)
        decoder.unsupportedValues = unsupported
        let result: T
        let shape = RootShape.of(T.self)
        if let arrayType = shape.arrayType {
            guard case .array(let elements) = root else {
                throw fail(
                    .typeMismatch(found: root.kind),
                    DecodingError.typeMismatch(T.self, context("Expected an array at the top level but found \(root.kind.displayName).")))
            }
            guard let decoded = arrayType.decodeTopLevel(Array(elements), with: decoder) as? T else {
                throw DecodingError.typeMismatch(T.self, context("The decoded array does not have the requested type."))
            }
            result = decoded
        } else {
            if shape.requiresObject {
                guard case .object = root else {
                    throw fail(
                        .typeMismatch(found: root.kind),
                        DecodingError.typeMismatch(T.self, context("Expected an object at the top level but found \(root.kind.displayName).")))
                }
            }
            result = try decoder.unbox(root, as: T.self, step: .same, base: base)
        }
        succeeded = true
        return result
    }

    private static func context(_ description: String, underlying: (any Error)? = nil) -> DecodingError.Context {
        DecodingError.Context(codingPath: [], debugDescription: description, underlyingError: underlying)
    }

    /// The input as a tree, or a failure naming what was wrong with it.
    private static func rootValue(
        from input: DecodingInput, unsupported: inout [String: String],
        fail: (SmartDecodingIssue.Problem, DecodingError) -> DecodingError
    ) throws -> JSONValue {
        switch input {
        case .json(let value):
            return value
        case .data(let data):
            do {
                return try JSONValue(parsing: data)
            } catch {
                throw fail(
                    .invalidInput(reason: "The data is not valid JSON. \(error.description)"),
                    DecodingError.dataCorrupted(context("The given data was not valid JSON. \(error.description)", underlying: error)))
            }
        case .text(let text):
            do {
                return try JSONValue(parsing: text, options: JSONParsingOptions(allowsTopLevelScalars: false))
            } catch {
                throw fail(
                    .invalidInput(reason: "The string is not a JSON object or array. \(error.description)"),
                    DecodingError.dataCorrupted(context("The given string was not a JSON object or array. \(error.description)", underlying: error)))
            }
        case .foundation(let object):
            var found: [String: String] = [:]
            let converted = JSONValue(any: object) { problem in
                found[problem.path] = problem.typeName
                return .null
            }
            unsupported = found
            guard let converted else {
                throw fail(.invalidInput(reason: "The input has no JSON form."), DecodingError.dataCorrupted(context("The input has no JSON form.")))
            }
            return converted
        case .propertyList(let data):
            let object: Any
            do {
                object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw fail(
                    .invalidInput(reason: "The data is not a property list."),
                    DecodingError.dataCorrupted(context("The given data was not a property list.", underlying: error)))
            }
            do {
                return try JSONValue(any: object)
            } catch {
                throw fail(
                    .invalidInput(reason: error.description),
                    DecodingError.dataCorrupted(context(error.description, underlying: error)))
            }
        }
    }

    /// Unsupported-value paths made relative to the designated path's value.
    private static func relocated(_ paths: [String: String], under designatedPath: String) -> [String: String] {
        guard !paths.isEmpty else { return paths }
        let prefix = designatedPath.split(separator: ".", omittingEmptySubsequences: true)
            .filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: ".")
        var result: [String: String] = [:]
        for (path, typeName) in paths where path.hasPrefix(prefix) {
            var rest = path.dropFirst(prefix.count)
            if rest.first == "." { rest = rest.dropFirst() }
            result[String(rest)] = typeName
        }
        return result
    }
}
