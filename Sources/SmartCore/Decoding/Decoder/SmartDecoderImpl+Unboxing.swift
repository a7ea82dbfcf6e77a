import Foundation

/// Unboxing: turning a value of the flat document into a Swift value of the type asked
/// for, by the kind `kind(of:)` gives that type (scalars, models, arrays, dictionaries,
/// everything else through its own `init(from:)`).
extension SmartDecoderImpl {
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
            if let found = table._withUnsafeGuaranteedRef({ $0.matchingCase(value, as: T.self) }) { return found }
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
        _ value: FlatCursor, as type: T.Type, context: Unmanaged<ModelContext>, step: consuming PathStep,
        base: Any?
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
        _ value: FlatCursor, as type: T.Type, context: Unmanaged<ModelContext>, step: consuming PathStep
    ) throws -> T {
        try enterModel(value, type: T.self, context: context, step: step, base: nil)
        return try decodeEnteredModel(as: T.self, context: context)
    }

    /// Runs the model's own `init(from:)` on the frame `enterModel` pushed, and finishes
    /// the result; leaves the frame also when decoding throws.
    @inline(__always)
    private func decodeEnteredModel<T: Decodable>(as type: T.Type, context: Unmanaged<ModelContext>) throws -> T {
        defer { leaveModel() }
        var result = try T(from: self)
        if context._withUnsafeGuaranteedRef({ $0.isSubclassCoding }) { try decodeSubclassProperties(of: result) }
        context._withUnsafeGuaranteedRef { $0.finish(&result) }
        return result
    }

    /// The top-level model of `smartDecode`, which does not get `didFinishMapping()`
    /// (§1.9); otherwise `unboxModel`. Kept apart so the path every nested model takes
    /// carries no extra branch.
    func unboxUnfinishedModel<T: Decodable>(
        _ value: FlatCursor, as type: T.Type, context: Unmanaged<ModelContext>, base: Any?
    ) throws -> T {
        try enterModel(
            value, type: T.self, context: context, step: .same, base: base.map { PropertyValues(reading: $0) })
        defer { leaveModel() }
        let result = try T(from: self)
        if context._withUnsafeGuaranteedRef({ $0.isSubclassCoding }) { try decodeSubclassProperties(of: result) }
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
        _ value: FlatCursor, type: Any.Type, context: Unmanaged<ModelContext>, step: consuming PathStep,
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
        // Read in place (moving the whole frame out copied it).
        state.pointee.frames[level].model?._withUnsafeGuaranteedRef {
            $0.takeBackLease(from: ObjectIdentifier(self), level: level)
        }
        if let replaced = state.pointee.frames[level].replacedActiveContainer, let callCell {
            ActiveKeyedContainer.restore(replaced, in: callCell)
        }
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
}
