import Foundation

/// The `Decoder` of one top-level decode call.
///
/// One instance walks the whole tree: nested values are pushed and popped rather than
/// getting decoders of their own, and per-type work (classification, key plans,
/// transformers, type names) is cached for the call. Containers ask it to `unbox` values
/// and to `report` issues; `Conversion` adapts types and `Defaults` supplies fallbacks.
final class SmartDecoderImpl: Decoder {
    let settings: DecodingSettings
    var userInfo: [CodingUserInfoKey: Any]

    /// The value at the current nesting level.
    private(set) var value: JSONValue
    private var pathKeys: [any CodingKey]
    private var frames: [DecodingFrame] = []
    /// Per nesting level, where the keyed container there expects its next key.
    var lookupHints: [Int] = []

    private var kinds: [ObjectIdentifier: DecodeKind] = [:]
    private var typeNames: [ObjectIdentifier: String] = [:]
    private var convertedKeys: [String: String] = [:]

    /// Where issues go; nil when nobody listens, and then nothing is recorded.
    let log: IssueLog?
    let rootTypeName: String
    private var logPath: [SmartDecodingIssue.PathComponent] = []
    /// Rendered location → type name of Foundation values that had no JSON form.
    var unsupportedValues: [String: String] = [:]

    init(
        value: JSONValue, settings: DecodingSettings, log: IssueLog?, rootTypeName: String,
        codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:]
    ) {
        self.value = value
        self.settings = settings
        self.log = log
        self.rootTypeName = rootTypeName
        self.pathKeys = codingPath
        self.userInfo = userInfo
    }

    var codingPath: [any CodingKey] { pathKeys }

    var currentFrame: DecodingFrame? { frames.last }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw mismatch([String: JSONValue].self, found: value)
        }
        let frame = frames.last
        let level = max(frames.count - 1, 0)
        if lookupHints.count <= level {
            lookupHints.append(contentsOf: repeatElement(0, count: level + 1 - lookupHints.count))
        }
        lookupHints[level] = 0
        let isDictionary = frame?.isDictionary ?? false
        let lookupObject = isDictionary || settings.keyStrategy == .useDefaultKeys ? object : convertKeys(of: object)
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<Key>(
                decoder: self, object: lookupObject, rawObject: object, model: frame?.model,
                isStrict: isDictionary, hintSlot: level))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([JSONValue].self, found: value)
        }
        return SmartUnkeyedDecodingContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SmartSingleValueDecodingContainer(decoder: self, value: value)
    }

    // MARK: Unboxing

    /// How `type` is decoded, cached for the call.
    func kind(of type: Any.Type) -> DecodeKind {
        let identifier = ObjectIdentifier(type)
        if let known = kinds[identifier] { return known }
        let made = DecodeKind.classify(type)
        kinds[identifier] = made
        return made
    }

    /// Decodes `value` as `T`, tolerant inside models, throwing when `T` cannot be made
    /// from it at all (the caller decides whether that means a fallback or a failure).
    func unbox<T: Decodable>(_ value: JSONValue, as type: T.Type, step: PathStep) throws -> T {
        let kind = kind(of: T.self)
        var input = value
        switch kind {
        case .scalar(let scalarType):
            return try unboxScalar(value, as: T.self, scalarType)
        case .jsonValue:
            if let result = value as? T { return result }
            throw mismatch(T.self, found: value)
        case .model:
            if case .string(let text) = value, let embedded = SmartDecoderImpl.embeddedJSON(text), case .object = embedded {
                input = embedded
            }
        case .array:
            if case .string(let text) = value, let embedded = SmartDecoderImpl.embeddedJSON(text), case .array = embedded {
                input = embedded
            }
        case .dictionary, .optional, .other:
            break
        }
        let result = try nested(in: input, kind: kind, step: step, typeName: T.self) { try T(from: self) }
        if case .model = kind { return Defaults.finished(result) }
        return result
    }

    /// A scalar from a value: exact, else converted, else a type mismatch.
    func unboxScalar<T>(_ value: JSONValue, as type: T.Type, _ scalarType: any ConvertibleScalar.Type) throws -> T {
        func attempt<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) -> T? {
            let result = Scalar.exactValue(from: value, in: self) ?? Scalar.convertedValue(from: value, in: self)
            return result as? T
        }
        if let result = attempt(scalarType) { return result }
        throw mismatch(T.self, found: value)
    }

    /// Runs `body` with `value` as the current value, one level deeper.
    func nested<Result>(
        in value: JSONValue, kind: DecodeKind, step: PathStep, typeName: Any.Type, _ body: () throws -> Result
    ) rethrows -> Result {
        let savedValue = self.value
        self.value = value
        var frame = DecodingFrame(model: nil, isDictionary: false)
        switch kind {
        case .model(let context): frame.model = context
        case .dictionary: frame.isDictionary = true
        default: break
        }
        frames.append(frame)
        var pushedKey = false
        switch step {
        case .same: break
        case .key(let key):
            pathKeys.append(key)
            pushedKey = true
        case .index(let index):
            pathKeys.append(IndexCodingKey(index))
            pushedKey = true
        }
        var pushedLog = false
        var logsStep = log != nil
        if case .optional = kind { logsStep = false }
        if logsStep {
            switch step {
            case .same: break
            case .key(let key):
                logPath.append(SmartDecodingIssue.PathComponent(key: key.stringValue, typeName: name(of: typeName)))
                pushedLog = true
            case .index(let index):
                logPath.append(SmartDecodingIssue.PathComponent(index: index, typeName: name(of: typeName)))
                pushedLog = true
            }
        }
        defer {
            self.value = savedValue
            frames.removeLast()
            if pushedKey { pathKeys.removeLast() }
            if pushedLog { logPath.removeLast() }
        }
        return try body()
    }

    /// A date by the call's strategy (running `.custom` with this decoder) or the heuristic.
    func date(from value: JSONValue) -> Date? {
        if let strategy = settings.dateStrategy, case .custom(let read) = strategy {
            return try? nested(in: value, kind: .other, step: .same, typeName: Date.self) { try read(self) }
        }
        return Conversion.date(value, strategy: settings.dateStrategy)
    }

    /// A string that holds a JSON object or array, parsed; nil for anything else.
    static func embeddedJSON(_ text: String) -> JSONValue? {
        guard let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
              first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        else { return nil }
        return try? JSONValue(parsing: text)
    }

    /// A separate decoder for `super` decoding, sharing this call's settings and log.
    func childDecoder(for value: JSONValue, key: any CodingKey) -> SmartDecoderImpl {
        let child = SmartDecoderImpl(
            value: value, settings: settings, log: log, rootTypeName: rootTypeName,
            codingPath: codingPath + [key], userInfo: userInfo)
        child.frames = [DecodingFrame(model: nil, isDictionary: false)]
        return child
    }

    // MARK: Keys

    /// The object with every key rewritten by the key strategy; when two keys collide
    /// the first in the document wins.
    private func convertKeys(of object: JSONObject) -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        var seen = Set<String>()
        for member in object.effectiveMembers {
            let converted: String
            if let cached = convertedKeys[member.key] {
                converted = cached
            } else {
                converted = KeyStrategyConverter.convert(member.key, settings.keyStrategy)
                convertedKeys[member.key] = converted
            }
            if seen.insert(converted).inserted {
                members.append(JSONObject.Member(key: converted, value: member.value))
            }
        }
        return JSONObject(members: members, repeatedKeys: false)
    }

    // MARK: Diagnostics

    /// The readable name of a type, cached for the call.
    func name(of type: Any.Type) -> String {
        let identifier = ObjectIdentifier(type)
        if let known = typeNames[identifier] { return known }
        let made = String(describing: type)
        typeNames[identifier] = made
        return made
    }

    /// Records an issue for the field `field` of the current model (nothing when no one listens).
    func report(
        field: String, expected: Any.Type,
        problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution
    ) {
        guard let log else { return }
        var problem = problem
        if case .null = problem, !unsupportedValues.isEmpty, let typeName = unsupportedValues[location(of: field)] {
            problem = .unsupportedValue(typeName: typeName)
        }
        log.issues.append(
            SmartDecodingIssue(
                rootType: rootTypeName, path: logPath, modelType: logPath.last?.typeName ?? rootTypeName,
                field: field, expectedType: name(of: expected), problem: problem, resolution: resolution))
    }

    /// Records an issue about the value at the current level itself (an array element).
    func reportElement(at index: Int, expected: Any.Type, problem: SmartDecodingIssue.Problem) {
        guard let log else { return }
        var path = logPath
        path.append(SmartDecodingIssue.PathComponent(index: index, typeName: name(of: expected)))
        log.issues.append(
            SmartDecodingIssue(
                rootType: rootTypeName, path: path, modelType: name(of: expected), field: "",
                expectedType: name(of: expected), problem: problem, resolution: .substitutedElement))
    }

    /// The location of `field` at the current level, as the bridge writes paths (`a.b[1].c`).
    private func location(of field: String) -> String {
        var text = ""
        for component in logPath {
            if let index = component.index {
                text += "[\(index)]"
            } else if let key = component.key {
                if !text.isEmpty { text += "." }
                text += key
            }
        }
        if !text.isEmpty { text += "." }
        return text + field
    }

    /// A `typeMismatch` error naming what was found.
    func mismatch(_ expected: Any.Type, found value: JSONValue) -> DecodingError {
        DecodingError.typeMismatch(
            expected,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(name(of: expected)) but found \(value.kind.displayName) instead."))
    }
}
