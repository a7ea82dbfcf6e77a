import Foundation

/// The `Decoder` of one top-level decode call, reading a `FlatDocument`.
///
/// One instance walks the whole document: each nested container is one pushed frame
/// rather than a decoder of its own, and the coding path and log path are worked out
/// from the frames only when something asks for them. Per-type work (classification,
/// key plans, transformers, type names) is cached for the call. Containers ask it to
/// `unbox` values and to `report` issues; `Conversion` adapts types and `Defaults`
/// supplies fallbacks.
///
/// Nesting is bounded twice at every level: by `DecodingLimits.maximumDepth` (counted
/// across JSON embedded in strings) and by the stack the thread has left (`StackGuard`);
/// a value past either bound fails on its own and is reported.
final class SmartDecoderImpl: Decoder {
    // Variables only so that a finished decoder can serve the next call on its thread
    // (`startCall`); each stays fixed during a call. Top-level calls, the only ones that
    // reuse a decoder, all start at the root, so `basePath` stays a constant.
    @exclusivity(unchecked) private(set) var settings: DecodingSettings
    @exclusivity(unchecked) private(set) var userInfo: [CodingUserInfoKey: Any]

    private let basePath: [any CodingKey]
    /// Owned by this decoder: allocated in `init`, freed in `deinit`.
    let state: UnsafeMutablePointer<DecoderState>

    /// Where issues go; nil when nobody listens, and then nothing is recorded.
    @exclusivity(unchecked) private(set) var log: IssueLog?
    @exclusivity(unchecked) private(set) var rootTypeName: String
    /// Rendered location → type name of Foundation values that had no JSON form.
    @exclusivity(unchecked) var unsupportedValues: [String: String] = [:]
    @exclusivity(unchecked) private(set) var limits: DecodingLimits

    init(
        root: FlatCursor, documents: [FlatDocument], settings: DecodingSettings, log: IssueLog?, rootTypeName: String,
        limits: DecodingLimits, codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any]? = nil,
        depth: Int = 0
    ) {
        self.settings = settings
        self.log = log
        self.rootTypeName = rootTypeName
        self.limits = limits
        self.basePath = codingPath
        self.userInfo = userInfo ?? [:]
        state = UnsafeMutablePointer<DecoderState>.allocate(capacity: 1)
        state.initialize(to: DecoderState())
        state.pointee.documents = documents
        state.pointee.containerDepth = depth
        state.pointee.frames.append(DecodingFrame(value: root, step: .same, type: SmartJSONValue.self))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The value at the current nesting level.
    @inline(__always)
    var value: FlatCursor { state.pointee.frames[state.pointee.frames.count - 1].value }

    /// The index of the current frame.
    @inline(__always)
    var currentLevel: Int { state.pointee.frames.count - 1 }

    var codingPath: [any CodingKey] {
        PathStep.codingPath(from: basePath, through: state.pointee.frames.map(\.step))
    }

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let level = currentLevel
        let object = state.pointee.frames[level].value
        guard object.flatKind == .object else {
            throw mismatch([String: SmartJSONValue].self, found: object)
        }
        state.pointee.frames[level].memberHint = LookupHint(
            document: ObjectIdentifier(object.document), object: object.index, name: object.index + 1)
        state.pointee.frames[level].slotHint = 0
        let isDictionary = state.pointee.frames[level].isDictionary
        let keepsKeys = isDictionary && !state.pointee.frames[level].rewritesKeys
        let converted = keepsKeys || settings.keyStrategy == .useDefaultKeys ? nil : convertedMembers(of: object)
        // Read without retaining it: the frame holds the model for as long as this call.
        let unretainedModel = state.pointee.frames[level].model.map { Unmanaged.passUnretained($0) }
        if let unretainedModel {
            let keyType = ObjectIdentifier(Key.self)
            let me = ObjectIdentifier(self)
            let lent = unretainedModel._withUnsafeGuaranteedRef {
                $0.lendLease(keyType: keyType, to: me, level: level)
            }
            if let lent {
                // Neither the lease, its container nor the model is retained around the
                // calls: the model holds the lease, the lease its container.
                return lent._withUnsafeGuaranteedRef { leaseObject in
                    let lease = unsafeDowncast(leaseObject, to: KeyedContainerLease<Key>.self)
                    Unmanaged.passUnretained(lease.container)._withUnsafeGuaranteedRef { container in
                        unretainedModel._withUnsafeGuaranteedRef { model in
                            container.renew(
                                decoder: self, object: object, converted: converted, model: model,
                                isStrict: isDictionary, level: level)
                        }
                    }
                    return lease.wrapper
                }
            }
            let model = unretainedModel.takeUnretainedValue()
            if model.lease == nil {
                let lease = KeyedContainerLease<Key>()
                lease.container.renew(
                    decoder: self, object: object, converted: converted, model: model, isStrict: isDictionary,
                    level: level)
                model.keep(lease, keyType: keyType, lentTo: me, level: level)
                return lease.wrapper
            }
        }
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<Key>(
                decoder: self, object: object, converted: converted,
                model: unretainedModel?.takeUnretainedValue(), isStrict: isDictionary, level: level))
    }

    /// The decoder a lent container points at while it waits (see
    /// `SmartKeyedDecodingContainer.park`): it holds one `null` and is never decoded from.
    /// Unchecked: it is never used, so nothing is shared through it.
    nonisolated(unsafe) static let parked: SmartDecoderImpl = {
        let document = FlatDocument.singleNull()
        return SmartDecoderImpl(
            root: FlatCursor(document, 0), documents: [document], settings: DecodingSettings(options: nil), log: nil,
            rootTypeName: "", limits: DecodingLimits.current())
    }()

    /// The `null` that `parked` holds, which a parked container points at.
    nonisolated(unsafe) static let parkedValue = parked.value

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let array = value
        guard array.flatKind == .array else {
            throw mismatch([SmartJSONValue].self, found: array)
        }
        return SmartUnkeyedDecodingContainer(decoder: self, array: array)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SmartSingleValueDecodingContainer(decoder: self)
    }

    // MARK: Types

    /// How `type` is decoded, cached for the call.
    @inline(__always)
    func kind(of type: Any.Type) -> DecodeKind {
        state.pointee.kinds.value(for: type, make: DecodeKind.classify)
    }

    /// The call's context for model type `type`.
    func modelContext(for type: any SmartDecodable.Type) -> ModelContext {
        if case .model(let context) = kind(of: type) { return context }
        return ModelContext(type: type)
    }

    // MARK: Unboxing

    /// Decodes `value` as `T`, tolerant inside models, throwing when `T` cannot be made
    /// from it at all (the caller decides whether that means a fallback or a failure).
    ///
    /// `base` is the current value when updating a model in place (`SmartUpdater`):
    /// a model decodes over it, a dictionary merges into it. It is untyped on purpose:
    /// a `T?` parameter would make every call look up `Optional<T>` metadata at run time.
    func unbox<T: Decodable>(_ value: FlatCursor, as type: T.Type, step: PathStep, base: Any?) throws -> T {
        try unbox(value, as: T.self, kind: kind(of: T.self), step: step, update: base.map(UpdateBase.init))
    }

    /// `unbox` of a value decoded afresh (no `base`): no `Any?` is made (see `UpdateBase`).
    func unbox<T: Decodable>(_ value: FlatCursor, as type: T.Type, step: PathStep) throws -> T {
        try unbox(value, as: T.self, kind: kind(of: T.self), step: step, update: nil)
    }

    /// `unbox` for a caller that has looked up `T`'s kind already (a keyed container
    /// does, to choose its path), so the lookup is not made twice per value; `update`
    /// holds the `base` of an update.
    @inline(__always)
    func unbox<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, kind: DecodeKind, step: consuming PathStep, update: UpdateBase?
    ) throws -> T {
        switch kind {
        case .scalar(let scalarType):
            return try unboxScalar(value, as: T.self, scalarType)
        case .model(let context):
            if let update { return try unboxModel(value, as: T.self, context: context, step: step, base: update.value) }
            return try unboxModel(value, as: T.self, context: context, step: step)
        case .stringCases(let table):
            if let found = table.matchingCase(value, as: T.self) { return found }
            return try unboxOther(value, as: T.self, kind: .other, step: step, update: update)
        case let kind:
            return try unboxOther(value, as: T.self, kind: kind, step: step, update: update)
        }
    }

    /// Everything but scalars and models: arrays, dictionaries, wrappers, other types.
    @inline(never)
    private func unboxOther<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, kind: DecodeKind, step: consuming PathStep, update: UpdateBase?
    ) throws -> T {
        // The paths that need no frame return before one is made.
        switch kind {
        case .jsonValue:
            return try unboxJSONValue(value, as: T.self)
        case .array(let elements, let models) where update == nil && (elements != nil || models != nil):
            if let elements { return try unboxElements(value, as: T.self, elements) }
            if let models { return try unboxModels(value, as: T.self, models, step: step) }
        case .dictionary(_, let bulk?) where update == nil:
            return try unboxMembers(value, as: T.self, bulk, step: step)
        default:
            break
        }
        var frame = DecodingFrame(value: value, step: step, type: T.self)
        switch kind {
        case .jsonValue:
            break
        case .array:
            frame.value = try arrayCursor(value, as: T.self)
        case .dictionary(let rewritesKeys, _):
            frame.isDictionary = true
            frame.rewritesKeys = rewritesKeys
        case .optional:
            frame.isOptional = true
        case .scalar, .model, .other, .ignored, .flattening, .configurable, .stringCases:
            break
        }
        let isContainer = kind.isContainer
        if isContainer { try enterContainer() }
        defer { if isContainer { leaveContainer() } }
        state.pointee.frames.append(consume frame)
        defer { state.pointee.frames.removeLast() }
        let result = try T(from: self)
        if let update { return SmartDecoderImpl.merged(result, over: update.value) }
        return result
    }

    /// A model: from an object, or from a string holding one (§6).
    ///
    /// This is the path every nesting level of models goes through, so it keeps a small
    /// stack frame: setting up and tearing down the level happen out of line.
    func unboxModel<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, context: ModelContext, step: consuming PathStep, base: Any?
    ) throws -> T {
        try enterModel(
            value, type: T.self, context: context, step: step, base: base.map { PropertyValues(reading: $0) })
        return try decodeEnteredModel(as: T.self, context: context)
    }

    /// `unboxModel` for a model decoded afresh, the path of every nested model and array
    /// element. Kept apart so that no caller makes an `Any?` it must then destroy: even a
    /// literal nil passed on was destroyed through `Optional`'s generic value witnesses,
    /// about twenty instructions per model.
    func unboxModel<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, context: ModelContext, step: consuming PathStep
    ) throws -> T {
        try enterModel(value, type: T.self, context: context, step: step, base: nil)
        return try decodeEnteredModel(as: T.self, context: context)
    }

    /// Runs the model's own `init(from:)` on the frame `enterModel` pushed, and finishes
    /// the result; leaves the frame also when decoding throws.
    @inline(__always)
    private func decodeEnteredModel<T: Decodable>(as type: T.Type, context: ModelContext) throws -> T {
        defer { leaveModel() }
        var result = try T(from: self)
        if context.isSubclassCoding { try decodeSubclassProperties(of: result) }
        context.finish(&result)
        return result
    }

    /// The top-level model of `smartDecode`, which does not get `didFinishMapping()`
    /// (§1.9); otherwise `unboxModel`. Kept apart so the path every nested model takes
    /// carries no extra branch.
    func unboxUnfinishedModel<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, context: ModelContext, base: Any?
    ) throws -> T {
        try enterModel(
            value, type: T.self, context: context, step: .same, base: base.map { PropertyValues(reading: $0) })
        defer { leaveModel() }
        let result = try T(from: self)
        if context.isSubclassCoding { try decodeSubclassProperties(of: result) }
        return result
    }

    /// Pushes the frame of a model about to be decoded (after reading a JSON string that
    /// holds its object, if that is what `value` is), counting one more level.
    ///
    /// The step and the base are taken (`consuming`, as on the way here), so they move
    /// into the frame: passed borrowed, a step holding a coding key was copied into the
    /// frame and the caller's destroyed, each through the key type's value witnesses, and
    /// the base (nil but in updates) was retained.
    @inline(never)
    private func enterModel(
        _ value: FlatCursor, type: Any.Type, context: ModelContext, step: consuming PathStep,
        base: consuming PropertyValues?
    ) throws {
        var object = value
        if value.flatKind == .string, let embedded = try embeddedDocument(in: value, expecting: .object) {
            object = embedded
        }
        try enterContainer()
        // Made in place: a frame built in a variable first is copied onto the stack.
        state.pointee.frames.append(
            DecodingFrame(
                value: object, step: step, type: type, model: context, base: base))
    }

    @inline(never)
    private func leaveModel() {
        let level = currentLevel
        // The model is moved out of the frame in place (moving the whole frame out copied
        // it, and reading the model would retain it once more).
        var model: ModelContext?
        swap(&model, &state.pointee.frames[level].model)
        model?.takeBackLease(from: ObjectIdentifier(self), level: level)
        state.pointee.frames.removeLast()
        leaveContainer()
    }

    /// An array of scalars (or of arrays of scalars) in a tight loop.
    @inline(never)
    private func unboxElements<T>(_ value: FlatCursor, as type: T.Type, _ elements: any BulkArrayElement.Type) throws
        -> T
    {
        try enterContainer()
        defer { leaveContainer() }
        func decode<Element: BulkArrayElement>(_ elementType: Element.Type) throws -> T {
            try SmartDecoderImpl.same(try Element.decodeElement(value, in: self), as: T.self)
        }
        return try decode(elements)
    }

    /// An array of models, the element type resolved once.
    @inline(never)
    private func unboxModels<T>(
        _ value: FlatCursor, as type: T.Type, _ models: any BulkModelArray.Type, step: consuming PathStep
    ) throws -> T {
        try enterContainer()
        defer { leaveContainer() }
        state.pointee.frames.append(DecodingFrame(value: value, step: step, type: T.self))
        defer { state.pointee.frames.removeLast() }
        func decode<Models: BulkModelArray>(_ arrayType: Models.Type) throws -> T {
            try SmartDecoderImpl.same(try Models.decodeModels(value, in: self), as: T.self)
        }
        return try decode(models)
    }

    /// A dictionary with `String` keys, member by member.
    @inline(never)
    private func unboxMembers<T>(
        _ value: FlatCursor, as type: T.Type, _ dictionary: any BulkDictionaryDecodable.Type, step: consuming PathStep
    ) throws -> T {
        try enterContainer()
        defer { leaveContainer() }
        var frame = DecodingFrame(value: value, step: step, type: T.self)
        frame.isDictionary = true
        state.pointee.frames.append(frame)
        defer { state.pointee.frames.removeLast() }
        func decode<Dictionary: BulkDictionaryDecodable>(_ dictionaryType: Dictionary.Type) throws -> T {
            try SmartDecoderImpl.same(try Dictionary.decodeMembers(value, in: self), as: T.self)
        }
        return try decode(dictionary)
    }

    /// `value` as `T` when `Value` is `T` itself (a fast path's type, opened from `T`'s own
    /// metatype): a plain move, no dynamic cast.
    @inline(__always)
    static func same<Value, T>(_ value: Value, as type: T.Type) throws -> T {
        if Value.self == T.self { return unsafeBitCast(value, to: T.self) }
        return try cast(value, as: T.self)
    }

    /// `value` cast dynamically to `T`. Out of line so that the fast path above needs no
    /// `T?` in its callers: in code that is not specialized, that costs a runtime lookup
    /// of the optional type's metadata on every call.
    @inline(never)
    static func cast<Value, T>(_ value: Value, as type: T.Type) throws -> T {
        guard let result = value as? T else {
            throw DecodingError.typeMismatch(
                T.self, DecodingError.Context(codingPath: [], debugDescription: "Not a \(T.self)."))
        }
        return result
    }

    /// A value of a dictionary: strict, so anything that cannot be read (null included,
    /// unless `T` takes null) fails the whole dictionary.
    func unboxStrictValue<T: Decodable>(_ value: FlatCursor, as type: T.Type, key: String) throws -> T {
        if value.isNull, !kind(of: T.self).takesNull(as: T.self) {
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(
                    codingPath: codingPath + [SmartJSONCodingKey(stringValue: key)], debugDescription: "Found null."))
        }
        return try unbox(value, as: T.self, step: .name(key))
    }

    /// The array at `value`, or the array held by a JSON string there (§6). `type`, the
    /// type asked for, is evaluated only for the error: in code that is not specialized,
    /// spelling a type such as `[Element].self` is a runtime metadata lookup, which costs
    /// hundreds of instructions and, shared by every thread, does not scale.
    func arrayCursor(_ value: FlatCursor, as type: @autoclosure () -> Any.Type) throws -> FlatCursor {
        switch value.flatKind {
        case .array:
            return value
        case .string:
            if let embedded = try embeddedDocument(in: value, expecting: .array) { return embedded }
        default:
            break
        }
        throw mismatch(type(), found: value)
    }

    /// The object at `value` (dictionaries take no JSON strings, §3.5); `type` is evaluated
    /// only for the error, as in `arrayCursor`.
    func objectCursor(_ value: FlatCursor, as type: @autoclosure () -> Any.Type) throws -> FlatCursor {
        guard value.flatKind == .object else { throw mismatch(type(), found: value) }
        return value
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
    private func decodeSubclassProperties<T>(of value: T) throws {
        guard let object = value as? any SmartSubclassCoding else { return }
        try object.decodeSubclassProperties(from: self)
        guard log != nil else { return }
        let objectType = type(of: object)
        for name in objectType.undeclaredSubclassProperties {
            report(field: name, expected: objectType, problem: .undeclaredProperty, resolution: .initializerValue)
        }
    }

    @inline(never)
    private func unboxJSONValue<T>(_ value: FlatCursor, as type: T.Type) throws -> T {
        if let result = value.jsonValue as? T { return result }
        throw mismatch(T.self, found: value)
    }

    /// A scalar from a value: exact, else converted, else a type mismatch.
    @inline(never)
    func unboxScalar<T>(_ value: FlatCursor, as type: T.Type, _ scalarType: any ConvertibleScalar.Type) throws -> T {
        func attempt<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) throws -> T {
            try SmartDecoderImpl.same(try Scalar.decodeElement(value, in: self), as: T.self)
        }
        return try attempt(scalarType)
    }

    /// Runs `body` with `value` as the current value (for `.custom` date strategies).
    private func withValue<Result>(_ value: FlatCursor, _ body: () throws -> Result) rethrows -> Result {
        state.pointee.frames.append(DecodingFrame(value: value, step: .same, type: Date.self, isOptional: true))
        defer { state.pointee.frames.removeLast() }
        return try body()
    }

    /// Whether a string is one the float strategy spells ±infinity or NaN with: reading it
    /// is the configured behaviour, not a type mismatch.
    func isConfiguredSpelling(_ value: FlatCursor) -> Bool {
        guard case .convertFromString = settings.floatStrategy else { return false }
        return Conversion.isNonConformingSpelling(value, strategy: settings.floatStrategy)
    }

    /// A date by the call's strategy (running `.custom` with this decoder) or the heuristic.
    func date(from value: FlatCursor) -> Date? {
        if let strategy = settings.dateStrategy, case .custom(let read) = strategy {
            return try? withValue(value) { try read(self) }
        }
        return Conversion.date(value, strategy: settings.dateStrategy)
    }

    // MARK: Nesting limits

    /// Counts one more level of arrays and objects, or throws when the value would go
    /// deeper than the call's depth limit or the thread's stack allows.
    @inline(__always)
    func enterContainer() throws {
        let depth = state.pointee.containerDepth + 1
        if depth > limits.maximumDepth { throw NestingLimitError(problem: .nestingTooDeep(limit: limits.maximumDepth)) }
        if !StackGuard.hasRoom(atDepth: depth) { throw NestingLimitError(problem: .stackExhausted(depth: depth)) }
        state.pointee.containerDepth = depth
    }

    @inline(__always)
    func leaveContainer() {
        state.pointee.containerDepth -= 1
    }

    // MARK: Streams

    /// Starts over on another document with the same settings and per-type caches (the
    /// next element of a stream): its issues go to `log`, and `limits` are those of the
    /// thread it runs on now.
    func restart(on document: FlatDocument, log: IssueLog?, limits: DecodingLimits) {
        release()
        state.pointee.documents.append(document)
        state.pointee.frames.append(
            DecodingFrame(value: FlatCursor(document, 0), step: .same, type: SmartJSONValue.self))
        self.log = log
        self.limits = limits
    }

    /// Starts a new top-level call on this decoder, whose last call has ended
    /// (`finishCall`): the per-type work (kinds, model contexts, type names) is kept, as
    /// are the frames' and documents' memory; everything of the last call's input,
    /// settings and log is replaced. A nil `userInfo` (the caller passed none) keeps the
    /// empty one `finishCall` left.
    func startCall(
        root: FlatCursor, documents: [FlatDocument], settings: DecodingSettings, log: IssueLog?,
        rootTypeName: String, limits: DecodingLimits, userInfo: [CodingUserInfoKey: Any]?
    ) {
        self.settings = settings
        self.log = log
        self.rootTypeName = rootTypeName
        self.limits = limits
        if let userInfo { self.userInfo = userInfo }
        for document in documents { state.pointee.documents.append(document) }
        state.pointee.frames.append(DecodingFrame(value: root, step: .same, type: SmartJSONValue.self))
    }

    /// Ends a top-level call: lets go of everything that belongs to it (documents, log,
    /// user info, a date strategy's formatter or closure, the names a key strategy made),
    /// so that an idle decoder keeps none of the caller's objects alive.
    func finishCall() {
        release()
        log = nil
        if settings.dateStrategy != nil { settings.dateStrategy = nil }
        if !userInfo.isEmpty { userInfo = [:] }
        if !unsupportedValues.isEmpty { unsupportedValues = [:] }
        if !state.pointee.convertedKeys.isEmpty { state.pointee.convertedKeys = [:] }
    }

    /// Lets go of the documents read since the last `restart`, so they can be freed or
    /// detached from borrowed bytes.
    func release() {
        // One at a time: cheaper than a general removal for the one or two there are.
        while !state.pointee.documents.isEmpty { state.pointee.documents.removeLast() }
        while !state.pointee.frames.isEmpty { state.pointee.frames.removeLast() }
        state.pointee.containerDepth = 0
    }

    // MARK: Keys

    /// The object's members under the key strategy's names; when two names collide the
    /// first in the document wins, and of repeated names the last one counts.
    private func convertedMembers(of object: FlatCursor) -> ConvertedMembers {
        var raw: [(name: String, value: Int)] = []
        raw.reserveCapacity(Int(object.entry.length))
        for member in object.members {
            raw.append((object.document.string(at: member.name), member.value.index))
        }
        if object.entry.has(FlatEntry.hasRepeatedKeys) {
            var last: [JSONKey: Int] = [:]
            for (position, member) in raw.enumerated() { last[JSONKey(member.name)] = position }
            raw = raw.enumerated().filter { last[JSONKey($0.element.name)] == $0.offset }.map(\.element)
        }
        var members: [(name: String, value: Int)] = []
        members.reserveCapacity(raw.count)
        var seen = Set<JSONKey>()
        for member in raw {
            let converted: String
            if let cached = state.pointee.convertedKeys[member.name] {
                converted = cached
            } else {
                converted = KeyStrategyConverter.convert(member.name, settings.keyStrategy)
                state.pointee.convertedKeys[member.name] = converted
            }
            if seen.insert(JSONKey(converted)).inserted { members.append((converted, member.value)) }
        }
        return ConvertedMembers(members: members)
    }
}
