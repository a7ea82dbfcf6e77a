import Foundation

/// Runs one top-level decode call: input → flat document → designated path → decoder
/// → model, then hands the call's issues to diagnostics as one report.
///
/// Text and bytes are parsed in place (the document borrows the caller's bytes for the
/// call and copies them only if something keeps the decoder afterwards); trees and
/// Foundation objects are flattened first, so every input decodes through one path with
/// the same depth and stack limits.
enum TopLevelDecoding {
    /// The tolerant form behind `deserialize`: nil instead of an error.
    ///
    /// `knownModel` is the model type the caller knows statically: `T` itself, or the
    /// element of `T = [Model]` (see `RootShape.of(_:knownModel:)`).
    static func tolerant<T: Decodable>(
        _ type: T.Type, from input: DecodingInput, designatedPath: String?, options: Set<SmartDecodingOption>?,
        knownModel: (any SmartDecodable.Type)? = nil
    ) -> T? {
        // Not `try?`: in this unspecialized generic code, that builds a `T?` of its own,
        // whose metadata the runtime looks up on every call.
        do {
            return try decode(
                T.self, from: input, designatedPath: designatedPath, settings: DecodingSettings(options: options),
                knownModel: knownModel)
        } catch {
            return nil
        }
    }

    /// Decodes, throwing a `DecodingError` when the input cannot be used at all or a
    /// property has no fallback. Reports are delivered either way.
    ///
    /// With `base` (a `T`; untyped, since a `T?` costs a metadata lookup per call in
    /// generic code), the decode updates that value (see `SmartUpdater`). With
    /// `finishesRootModel` false (`smartDecode`), a top-level model does not get
    /// `didFinishMapping()`; the models inside it do (§1.9). `userInfo` is nil when the
    /// caller has none (an empty dictionary as the default would be built on every call).
    static func decode<T: Decodable>(
        _ type: T.Type, from input: DecodingInput, designatedPath: String?, settings: DecodingSettings,
        userInfo: [CodingUserInfoKey: Any]? = nil, base: Any? = nil, finishesRootModel: Bool = true,
        knownModel: (any SmartDecodable.Type)? = nil
    ) throws -> T {
        let destination = SmartDiagnostics.currentDestination()
        let call = Call(
            log: destination == nil ? nil : IssueLog(),
            rootTypeName: destination == nil ? "" : String(describing: T.self),
            settings: settings, designatedPath: designatedPath, userInfo: userInfo?.isEmpty == false ? userInfo : nil,
            finishesRootModel: finishesRootModel, knownModel: knownModel)
        var succeeded = false
        defer {
            if let destination, let log = call.log {
                destination.deliver(
                    SmartDecodingReport(
                        rootType: call.rootTypeName, issues: log.issues, header: settings.logHeader,
                        footer: settings.logFooter, succeeded: succeeded, omittedIssueCount: log.omittedCount))
            }
        }
        let result: T
        switch input {
        case .data(let data):
            result = try data.withUnsafeBytes { raw in
                try call.decode(
                    T.self, parsing: raw.bindMemory(to: UInt8.self), allowsTopLevelScalars: true, base: base)
            }
        case .text(let text):
            var text = text
            result = try text.withUTF8 { buffer in
                try call.decode(T.self, parsing: buffer, allowsTopLevelScalars: false, base: base)
            }
        case .json(let value):
            result = try call.decode(T.self, flattening: value, unsupported: [:], base: base)
        case .foundation(let object):
            var unsupported: [String: String] = [:]
            let converted = SmartJSONValue(any: object) { problem in
                unsupported[problem.path] = problem.typeName
                return .null
            }
            guard let converted else {
                throw call.fail(
                    .invalidInput(reason: "The input has no JSON form."),
                    DecodingError.dataCorrupted(context("The input has no JSON form.")))
            }
            result = try call.decode(T.self, flattening: converted, unsupported: unsupported, base: base)
        case .propertyList(let data):
            let object: Any
            do {
                object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw call.fail(
                    .invalidInput(reason: "The data is not a property list."),
                    DecodingError.dataCorrupted(context("The given data was not a property list.", underlying: error)))
            }
            let converted: SmartJSONValue
            do {
                converted = try SmartJSONValue(any: object)
            } catch {
                throw call.fail(
                    .invalidInput(reason: error.description),
                    DecodingError.dataCorrupted(context(error.description, underlying: error)))
            }
            result = try call.decode(T.self, flattening: converted, unsupported: [:], base: base)
        case .missing:
            throw call.fail(
                .invalidInput(reason: "The input is nil."),
                DecodingError.valueNotFound(T.self, context("The input is nil.")))
        }
        succeeded = true
        return result
    }

    static func context(_ description: String, underlying: (any Error)? = nil) -> DecodingError.Context {
        DecodingError.Context(codingPath: [], debugDescription: description, underlyingError: underlying)
    }

    /// One call's fixed parts, and the steps from a document to a value.
    private struct Call {
        let log: IssueLog?
        let rootTypeName: String
        let settings: DecodingSettings
        let designatedPath: String?
        /// nil when empty (nearly always): an empty dictionary is never copied, which
        /// would make the runtime instantiate its type on the first call in a process.
        let userInfo: [CodingUserInfoKey: Any]?
        let finishesRootModel: Bool
        let knownModel: (any SmartDecodable.Type)?

        /// Records a failure of the whole call and returns the error to throw.
        func fail(_ problem: SmartDecodingIssue.Problem, _ error: DecodingError) -> DecodingError {
            log?.append(
                SmartDecodingIssue(
                    rootType: rootTypeName, path: [], modelType: rootTypeName, field: "",
                    expectedType: rootTypeName, problem: problem, resolution: .failed))
            return error
        }

        /// Parses borrowed bytes (trailing commas accepted and reported) and decodes them.
        func decode<T: Decodable>(
            _ type: T.Type, parsing bytes: UnsafeBufferPointer<UInt8>, allowsTopLevelScalars: Bool, base: Any?
        ) throws -> T {
            let options = SmartJSONParsingOptions(
                allowsTopLevelScalars: allowsTopLevelScalars, allowsTrailingCommas: true)
            var document: FlatDocument
            do {
                document = try JSONScanner.flatDocument(bytes, options: options)
            } catch {
                let what = allowsTopLevelScalars ? "data is not valid JSON" : "string is not a JSON object or array"
                throw fail(
                    .invalidInput(reason: "The \(what). \(error.description)"),
                    DecodingError.dataCorrupted(context("The given \(what). \(error.description)", underlying: error)))
            }
            defer {
                // A decoder kept beyond the call (by code that stored it) keeps the
                // document; it must not point into the caller's bytes any longer.
                if !isKnownUniquelyReferenced(&document) { document.detachFromBorrowedBytes() }
            }
            return try decode(T.self, in: document, unsupported: [:], base: base)
        }

        /// Flattens a tree and decodes it.
        func decode<T: Decodable>(
            _ type: T.Type, flattening value: SmartJSONValue, unsupported: [String: String], base: Any?
        )
            throws -> T
        {
            let limit = SmartJSONParsingOptions.defaultMaximumDepth
            guard let document = FlatDocument.flattening(value, maximumDepth: limit) else {
                throw fail(
                    .nestingTooDeep(limit: limit),
                    DecodingError.dataCorrupted(
                        context("The input is nested more than \(limit) arrays and objects deep.")))
            }
            return try decode(T.self, in: document, unsupported: unsupported, base: base)
        }

        /// Applies the designated path and decodes the root.
        private func decode<T: Decodable>(
            _ type: T.Type, in document: FlatDocument, unsupported: [String: String], base: Any?
        ) throws -> T {
            // A string at the designated path holding JSON of its own: its document.
            var embeddedDocument: FlatDocument?
            var root = FlatCursor(document, 0)
            var unsupported = unsupported
            if let designatedPath, !designatedPath.isEmpty {
                guard let found = document.cursor(atPath: designatedPath) else {
                    throw fail(
                        .pathNotFound(path: designatedPath),
                        DecodingError.valueNotFound(
                            T.self, context("designatedPath '\(designatedPath)' does not lead to a value.")))
                }
                root = found
                if found.flatKind == .string {
                    let options = SmartJSONParsingOptions(allowsTopLevelScalars: false, allowsTrailingCommas: true)
                    let text = found.stringValue ?? ""
                    guard let embedded = try? SmartJSONValue.flatDocument(text, options: options) else {
                        throw fail(
                            .typeMismatch(found: .string),
                            DecodingError.typeMismatch(
                                T.self,
                                context(
                                    "designatedPath '\(designatedPath)' leads to a string that is not a JSON object or array."
                                )))
                    }
                    root = FlatCursor(embedded, 0)
                    embeddedDocument = embedded
                }
                unsupported = TopLevelDecoding.relocated(unsupported, under: designatedPath)
            }
            var decoder: SmartDecoderImpl
            if let idle = ThreadDecoders.take() {
                idle.startCall(
                    root: root, document: document, embedded: embeddedDocument, settings: settings, log: log,
                    rootTypeName: rootTypeName, limits: DecodingLimits.current(), userInfo: userInfo)
                decoder = idle
            } else {
                decoder = SmartDecoderImpl(
                    root: root, documents: embeddedDocument.map { [document, $0] } ?? [document], settings: settings,
                    log: log, rootTypeName: rootTypeName, limits: DecodingLimits.current(), userInfo: userInfo)
            }
            defer {
                // Only when no code kept the decoder: it may use its state later.
                if isKnownUniquelyReferenced(&decoder) { ThreadDecoders.give(decoder) }
            }
            if !unsupported.isEmpty { decoder.unsupportedValues = unsupported }
            decoder.reportTrailingCommas(in: document)
            if let embeddedDocument { decoder.reportTrailingCommas(in: embeddedDocument) }
            let shape = RootShape.of(T.self, knownModel: knownModel)
            if let arrayType = shape.arrayType {
                guard root.flatKind == .array else {
                    throw fail(
                        .typeMismatch(found: root.kind),
                        DecodingError.typeMismatch(
                            T.self, context("Expected an array at the top level but found \(root.kind.displayName).")))
                }
                // Out of line (`cast`), so this path needs no `T?`.
                return try SmartDecoderImpl.cast(arrayType.decodeTopLevel(root, with: decoder), as: T.self)
            }
            if shape.requiresObject, root.flatKind != .object {
                throw fail(
                    .typeMismatch(found: root.kind),
                    DecodingError.typeMismatch(
                        T.self, context("Expected an object at the top level but found \(root.kind.displayName).")))
            }
            do {
                if !finishesRootModel, case .model(let context) = decoder.kind(of: T.self) {
                    return try decoder.unboxUnfinishedModel(root, as: T.self, context: context, base: base)
                }
                return try decoder.unbox(root, as: T.self, step: .same, base: base)
            } catch let limit as NestingLimitError {
                throw fail(
                    limit.problem,
                    DecodingError.dataCorrupted(
                        context(
                            SmartDecodingIssue(
                                rootType: rootTypeName, path: [], modelType: rootTypeName, field: "",
                                expectedType: rootTypeName,
                                problem: limit.problem, resolution: .failed
                            ).message)))
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
