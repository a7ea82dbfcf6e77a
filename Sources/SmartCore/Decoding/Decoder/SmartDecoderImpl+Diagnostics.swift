import Foundation

// Issues: type names, the shared log path, and turning a problem into a report and the
// error that replaces the value.
extension SmartDecoderImpl {
    /// The readable name of a type, cached for the call.
    func name(of type: Any.Type) -> String {
        let identifier = ObjectIdentifier(type)
        if let known = state.pointee.typeNames.value(for: identifier) { return known }
        let made = String(describing: type)
        state.pointee.typeNames.set(made, for: identifier)
        return made
    }

    /// The log path to the current level: one shared node per level that adds a step,
    /// made once per level (levels already made are reused, so a report costs as many
    /// steps as levels were entered since the last one).
    private var logPath: IssuePathNode? {
        let frames = state.pointee.frames.count
        var known = frames - 1
        while known >= 0, !state.pointee.frames[known].hasLogPath { known -= 1 }
        var node = known >= 0 ? state.pointee.frames[known].logPath : nil
        var level = known + 1
        while level < frames {
            let frame = state.pointee.frames[level]
            // An optional is no level of its own, but the step into it (an element of
            // `[Item?]`, a value of `[String: Item?]`) is kept, named by the wrapped type.
            let type =
                frame.isOptional
                ? ((frame.type as? any OptionalBridgeable.Type)?.wrappedType ?? frame.type) : frame.type
            switch frame.step {
            case .same: break
            case .key(let key):
                node = IssuePathNode(.init(key: key.stringValue, typeName: name(of: type)), parent: node)
            case .name(let key): node = IssuePathNode(.init(key: key, typeName: name(of: type)), parent: node)
            case .index(let index): node = IssuePathNode(.init(index: index, typeName: name(of: type)), parent: node)
            case .line(let line):
                node = IssuePathNode(.init(key: PathStep.lineName(line), typeName: name(of: type)), parent: node)
            }
            state.pointee.frames[level].logPath = node
            state.pointee.frames[level].hasLogPath = true
            level += 1
        }
        return node
    }

    /// Records an issue for the field `field` of the current model (nothing when no one listens).
    func report(
        field fieldName: @autoclosure () -> String, expected: Any.Type,
        problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution
    ) {
        guard let log else { return }
        guard log.hasRoom else { return log.omitOne() }
        let field = fieldName()
        let path = logPath
        var problem = problem
        if !unsupportedValues.isEmpty,
            let typeName = unsupportedValue(
                at: SmartDecodingIssue.location(of: path?.components ?? [], field: field), for: problem)
        {
            problem = .unsupportedValue(typeName: typeName)
        }
        log.append(
            SmartDecodingIssue(
                rootType: rootTypeName, pathNode: path,
                modelType: SmartDecodingIssue.holder(of: path, rootType: rootTypeName),
                field: field, expectedType: name(of: expected), problem: problem, resolution: resolution))
    }

    /// The type of a Foundation value with no JSON form that explains `problem` at
    /// `location`: the value itself (it arrived as null), or one inside the array or
    /// object that failed to decode.
    private func unsupportedValue(at location: String, for problem: SmartDecodingIssue.Problem) -> String? {
        switch problem {
        case .null:
            return unsupportedValues[location]
        case .typeMismatch(let found) where found == .array || found == .object:
            let inside = unsupportedValues.filter {
                $0.key.hasPrefix(location + "[") || $0.key.hasPrefix(location + ".")
            }
            return inside.min { $0.key < $1.key }?.value
        default:
            return nil
        }
    }

    /// Records an issue about an array element that had to be replaced (or, for a lenient
    /// wrapper, was skipped).
    func reportElement(
        at index: Int, expected: Any.Type, problem: SmartDecodingIssue.Problem,
        resolution: SmartDecodingIssue.Resolution = .substitutedElement
    ) {
        guard let log else { return }
        guard log.hasRoom else { return log.omitOne() }
        let path = IssuePathNode(.init(index: index, typeName: name(of: expected)), parent: logPath)
        log.append(
            SmartDecodingIssue(
                rootType: rootTypeName, pathNode: path, modelType: name(of: expected), field: "",
                expectedType: name(of: expected), problem: problem, resolution: resolution))
    }

    /// The model at `element`, or `Model()` (finished) when it cannot be decoded, after
    /// `reportSubstitution` is told why: the forgiving rule for each element of a
    /// top-level array and of a stream (§3.5 of the behaviour spec), kept in this one place.
    @inline(__always)
    func modelOrSubstitute<Model: SmartDecodable>(
        _ element: FlatCursor, context: ModelContext, step: PathStep,
        reportSubstitution: (SmartDecodingIssue.Problem) -> Void
    ) -> Model {
        do {
            // `context` is held by the caller while the model's frame points at it.
            return try withExtendedLifetime(context) {
                try unboxModel(element, as: Model.self, context: Unmanaged.passUnretained(context), step: step)
            }
        } catch {
            reportSubstitution((error as? NestingLimitError)?.problem ?? .unexpected(element.kind))
            return Defaults.finished(Model())
        }
    }

    /// Reports each trailing comma a document was read with (DI-25).
    func reportTrailingCommas(in document: FlatDocument) {
        guard log != nil else { return }
        for problem in document.trailingCommaProblems() {
            report(field: "", expected: SmartJSONValue.self, problem: problem, resolution: .converted)
        }
    }

    /// A `typeMismatch` error naming what was found.
    func mismatch(_ expected: Any.Type, found value: FlatCursor) -> DecodingError {
        DecodingError.typeMismatch(
            expected,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "Expected to decode \(name(of: expected)) but found \(value.kind.displayName) instead."))
    }
}

extension SmartDecoderImpl: SkippedValueReporting {
    package func reportSkippedEntry(key: String, expected: Any.Type, found: SmartJSONValue.Kind) {
        report(
            field: key, expected: expected, problem: .unexpected(found),
            resolution: .skipped)
    }

    package func reportSkippedElement(at index: Int, expected: Any.Type, found: SmartJSONValue.Kind) {
        reportElement(
            at: index, expected: expected, problem: .unexpected(found),
            resolution: .skipped)
    }
}
