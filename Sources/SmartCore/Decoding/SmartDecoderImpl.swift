import Foundation

/// The `Decoder` of one top-level decode call.
///
/// One instance walks the whole tree: each nested value is one pushed frame rather than a
/// decoder of its own, and the coding path and log path are worked out from the frames
/// only when something asks for them. Per-type work (classification, key plans,
/// transformers, type names) is cached for the call. Containers ask it to `unbox` values
/// and to `report` issues; `Conversion` adapts types and `Defaults` supplies fallbacks.
final class SmartDecoderImpl: Decoder {
    let settings: DecodingSettings
    var userInfo: [CodingUserInfoKey: Any]

    private let basePath: [any CodingKey]
    /// Owned by this decoder: allocated in `init`, freed in `deinit`.
    let state: UnsafeMutablePointer<DecoderState>

    /// Where issues go; nil when nobody listens, and then nothing is recorded.
    let log: IssueLog?
    let rootTypeName: String
    /// Rendered location → type name of Foundation values that had no JSON form.
    var unsupportedValues: [String: String] = [:]

    init(
        value: JSONValue, settings: DecodingSettings, log: IssueLog?, rootTypeName: String,
        codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:]
    ) {
        self.settings = settings
        self.log = log
        self.rootTypeName = rootTypeName
        self.basePath = codingPath
        self.userInfo = userInfo
        state = UnsafeMutablePointer<DecoderState>.allocate(capacity: 1)
        state.initialize(to: DecoderState())
        state.pointee.frames.reserveCapacity(16)
        state.pointee.frames.append(DecodingFrame(value: value, step: .same, type: JSONValue.self))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The value at the current nesting level.
    var value: JSONValue { state.pointee.frames[state.pointee.frames.count - 1].value }

    /// The index of the current frame.
    var currentLevel: Int { state.pointee.frames.count - 1 }

    var codingPath: [any CodingKey] {
        PathStep.codingPath(from: basePath, through: state.pointee.frames.lazy.map(\.step))
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let level = currentLevel
        guard case .object(let object) = state.pointee.frames[level].value else {
            throw mismatch([String: JSONValue].self, found: value)
        }
        state.pointee.frames[level].lookupHint = 0
        let isDictionary = state.pointee.frames[level].isDictionary
        let keepsKeys = isDictionary && !state.pointee.frames[level].rewritesKeys
        let lookupObject = keepsKeys || settings.keyStrategy == .useDefaultKeys ? object : convertKeys(of: object)
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<Key>(
                decoder: self, object: lookupObject, rawObject: object, model: state.pointee.frames[level].model,
                isStrict: isDictionary, level: level))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([JSONValue].self, found: value)
        }
        return SmartUnkeyedDecodingContainer(decoder: self, elements: Array(elements))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SmartSingleValueDecodingContainer(decoder: self)
    }

    // MARK: Unboxing

    /// How `type` is decoded, cached for the call.
    func kind(of type: Any.Type) -> DecodeKind {
        state.pointee.kinds.value(for: type, make: DecodeKind.classify)
    }

    /// Decodes `value` as `T`, tolerant inside models, throwing when `T` cannot be made
    /// from it at all (the caller decides whether that means a fallback or a failure).
    ///
    /// `base` is the current value when updating a model in place (`SmartUpdater`):
    /// a model decodes over it, a dictionary merges into it.
    /// `base` is untyped on purpose: a `T?` parameter would make every call look up
    /// `Optional<T>` metadata at run time.
    func unbox<T: Decodable>(_ value: JSONValue, as type: T.Type, step: PathStep, base: Any? = nil) throws -> T {
        let kind = kind(of: T.self)
        var frame = DecodingFrame(value: value, step: step, type: T.self)
        switch kind {
        case .scalar(let scalarType):
            return try unboxScalar(value, as: T.self, scalarType)
        case .jsonValue:
            return try unboxJSONValue(value, as: T.self)
        case .model(let context):
            frame.model = context
            if let base { frame.base = PropertyValues(reading: base) }
            if case .string(let text) = value, let embedded = SmartDecoderImpl.embeddedJSON(text), case .object = embedded {
                frame.value = embedded
            }
        case .array:
            if case .string(let text) = value, let embedded = SmartDecoderImpl.embeddedJSON(text), case .array = embedded {
                frame.value = embedded
            }
        case .dictionary(let rewritesKeys):
            frame.isDictionary = true
            frame.rewritesKeys = rewritesKeys
        case .optional:
            frame.isOptional = true
        case .other, .ignored, .flattening, .configurable:
            break
        }
        let model = frame.model
        state.pointee.frames.append(frame)
        defer { state.pointee.frames.removeLast() }
        var result = try T(from: self)
        if let model, model.isSubclassCoding, let object = result as? any SmartSubclassCoding {
            try decodeSubclassProperties(of: object)
        }
        model?.finish(&result)
        if let base { return SmartDecoderImpl.merged(result, over: base) }
        return result
    }

    /// A dictionary decoded during an update, merged over its current value.
    @inline(never)
    private static func merged<T>(_ update: T, over base: Any) -> T {
        guard let dictionary = update as? any DictionaryMerging else { return update }
        return mergedDictionary(dictionary, over: base) as? T ?? update
    }

    private static func mergedDictionary<Merging: DictionaryMerging>(_ update: Merging, over base: Any) -> Merging {
        Merging.merging(update, over: base)
    }

    /// Reads a subclass's own properties from the current object and reports the ones it
    /// forgot to declare.
    @inline(never)
    private func decodeSubclassProperties(of object: any SmartSubclassCoding) throws {
        try object.decodeSubclassProperties(from: self)
        guard log != nil else { return }
        let objectType = type(of: object)
        for name in objectType.undeclaredSubclassProperties {
            report(field: name, expected: objectType, problem: .undeclaredProperty, resolution: .initializerValue)
        }
    }

    @inline(never)
    private func unboxJSONValue<T>(_ value: JSONValue, as type: T.Type) throws -> T {
        if let result = value as? T { return result }
        throw mismatch(T.self, found: value)
    }

    /// A scalar from a value: exact, else converted, else a type mismatch.
    @inline(never)
    func unboxScalar<T>(_ value: JSONValue, as type: T.Type, _ scalarType: any ConvertibleScalar.Type) throws -> T {
        func attempt<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) -> T? {
            let result = Scalar.exactValue(from: value, in: self) ?? Scalar.convertedValue(from: value, in: self)
            return result as? T
        }
        if let result = attempt(scalarType) { return result }
        throw mismatch(T.self, found: value)
    }

    /// Runs `body` with `value` as the current value (for `.custom` date strategies).
    private func withValue<Result>(_ value: JSONValue, _ body: () throws -> Result) rethrows -> Result {
        state.pointee.frames.append(DecodingFrame(value: value, step: .same, type: Date.self, isOptional: true))
        defer { state.pointee.frames.removeLast() }
        return try body()
    }

    /// A date by the call's strategy (running `.custom` with this decoder) or the heuristic.
    func date(from value: JSONValue) -> Date? {
        if let strategy = settings.dateStrategy, case .custom(let read) = strategy {
            return try? withValue(value) { try read(self) }
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
        SmartDecoderImpl(
            value: value, settings: settings, log: log, rootTypeName: rootTypeName,
            codingPath: codingPath + [key], userInfo: userInfo)
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
            if let cached = state.pointee.convertedKeys[member.key] {
                converted = cached
            } else {
                converted = KeyStrategyConverter.convert(member.key, settings.keyStrategy)
                state.pointee.convertedKeys[member.key] = converted
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
        if let known = state.pointee.typeNames[identifier] { return known }
        let made = String(describing: type)
        state.pointee.typeNames[identifier] = made
        return made
    }

    /// The containers from the root to the current level, for issue paths.
    private var logPath: [SmartDecodingIssue.PathComponent] {
        var path: [SmartDecodingIssue.PathComponent] = []
        for frame in state.pointee.frames where !frame.isOptional {
            switch frame.step {
            case .same: break
            case .key(let key): path.append(SmartDecodingIssue.PathComponent(key: key.stringValue, typeName: name(of: frame.type)))
            case .index(let index): path.append(SmartDecodingIssue.PathComponent(index: index, typeName: name(of: frame.type)))
            }
        }
        return path
    }

    /// Records an issue for the field `field` of the current model (nothing when no one listens).
    func report(
        field: String, expected: Any.Type,
        problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution
    ) {
        guard let log else { return }
        let path = logPath
        var problem = problem
        if !unsupportedValues.isEmpty, let typeName = unsupportedValue(at: SmartDecodingIssue.location(of: path, field: field), for: problem) {
            problem = .unsupportedValue(typeName: typeName)
        }
        log.issues.append(
            SmartDecodingIssue(
                rootType: rootTypeName, path: path, modelType: path.last?.typeName ?? rootTypeName,
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
            let inside = unsupportedValues.filter { $0.key.hasPrefix(location + "[") || $0.key.hasPrefix(location + ".") }
            return inside.min { $0.key < $1.key }?.value
        default:
            return nil
        }
    }

    /// Records an issue about an array element that had to be replaced.
    func reportElement(at index: Int, expected: Any.Type, problem: SmartDecodingIssue.Problem) {
        guard let log else { return }
        var path = logPath
        path.append(SmartDecodingIssue.PathComponent(index: index, typeName: name(of: expected)))
        log.issues.append(
            SmartDecodingIssue(
                rootType: rootTypeName, path: path, modelType: name(of: expected), field: "",
                expectedType: name(of: expected), problem: problem, resolution: .substitutedElement))
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
