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
    /// The `DecodingThreadCell` of the thread running the current call, noted when the
    /// call starts: where lent containers are recorded as active (see
    /// `ActiveKeyedContainer`).
    @exclusivity(unchecked) private(set) var callCell: DecodingThreadCell.Pointer?

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
        callCell = DecodingThreadCell.current()
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
        let isDictionary = state.pointee.frames[level].isDictionary
        let keepsKeys = isDictionary && !state.pointee.frames[level].rewritesKeys
        let convertsKeys = !keepsKeys && settings.keyStrategy != .useDefaultKeys
        // The frame's context, unretained: whoever runs the model holds it for as long
        // as this call (see `DecodingFrame.model`).
        let unretainedModel = state.pointee.frames[level].model
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
                    let lease = unsafeDowncast(
                        leaseObject, to: KeyedContainerLease<Key, KeyedDecodingContainer<Key>>.self)
                    Unmanaged.passUnretained(lease.container)._withUnsafeGuaranteedRef { container in
                        unretainedModel._withUnsafeGuaranteedRef { model in
                            container.renew(
                                decoder: self, object: object, convertsKeys: convertsKeys, model: model,
                                isStrict: isDictionary, level: level)
                        }
                    }
                    let wrapper = lease.copyWrapper()
                    activate(lease.active, level: level)
                    return wrapper
                }
            }
            let model = unretainedModel.takeUnretainedValue()
            if model.lease == nil {
                let lease = KeyedContainerLease<Key, KeyedDecodingContainer<Key>>.make()
                lease.container.renew(
                    decoder: self, object: object, convertsKeys: convertsKeys, model: model, isStrict: isDictionary,
                    level: level)
                model.keep(lease, keyType: keyType, lentTo: me, level: level)
                let wrapper = lease.copyWrapper()
                activate(lease.active, level: level)
                return wrapper
            }
        }
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<Key>(
                decoder: self, object: object, convertsKeys: convertsKeys,
                model: unretainedModel?.takeUnretainedValue(), isStrict: isDictionary, level: level))
    }

    /// Records a lent container as the active one of the call's thread for the model at
    /// `level`, which puts back the record it replaces when it is left (`leaveModel`);
    /// records nothing when the model asks on another thread.
    @inline(__always)
    private func activate(_ active: ActiveKeyedContainer?, level: Int) {
        guard let active, let callCell, DecodingThreadCell.existing() == callCell else { return }
        state.pointee.frames[level].replacedActiveContainer = .some(active.activate(in: callCell))
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
        let state = state
        return state.pointee.kinds.value(for: type) { DecodeKind.classify($0, keeping: &state.pointee.kindObjects) }
    }

    /// The call's context for model type `type`.
    func modelContext(for type: any SmartDecodable.Type) -> ModelContext {
        let (context, made) = unretainedModelContext(for: type)
        return made ?? context.takeUnretainedValue()
    }

    /// The call's context for model type `type`, unretained, and the context itself when
    /// it was made on the spot (the caller then holds it while using the first); nil when
    /// the call's kind cache keeps it, as it does for every model type: an array of models
    /// then takes its elements' context with no reference counting.
    func unretainedModelContext(for type: any SmartDecodable.Type) -> (Unmanaged<ModelContext>, ModelContext?) {
        if case .model(let context) = kind(of: type) { return (context, nil) }
        let made = ModelContext(type: type)
        return (Unmanaged.passUnretained(made), made)
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
        callCell = DecodingThreadCell.current()
    }

    /// Starts a new top-level call on this decoder, whose last call has ended
    /// (`finishCall`): the per-type work (kinds, model contexts, type names) is kept, as
    /// are the frames' and documents' memory; everything of the last call's input,
    /// settings and log is replaced. A nil `userInfo` (the caller passed none) keeps the
    /// empty one `finishCall` left. `embedded` is the document of JSON held in a string
    /// that a designated path led to (passed apart from `document`, not as an array: an
    /// array would be allocated on every call).
    func startCall(
        root: FlatCursor, document: FlatDocument, embedded: FlatDocument?, settings: DecodingSettings,
        log: IssueLog?, rootTypeName: String, limits: DecodingLimits, userInfo: [CodingUserInfoKey: Any]?
    ) {
        self.settings = settings
        self.log = log
        self.rootTypeName = rootTypeName
        self.limits = limits
        if let userInfo { self.userInfo = userInfo }
        state.pointee.documents.append(document)
        if let embedded { state.pointee.documents.append(embedded) }
        state.pointee.frames.append(DecodingFrame(value: root, step: .same, type: SmartJSONValue.self))
        callCell = DecodingThreadCell.current()
    }

    /// Ends a top-level call: lets go of everything that belongs to it (documents, log,
    /// user info, a date strategy's formatter or closure, the names a key strategy made),
    /// so that an idle decoder keeps none of the caller's objects alive.
    func finishCall() {
        release()
        log = nil
        settings.resetUncommon()
        if !userInfo.isEmpty { userInfo = [:] }
        if !unsupportedValues.isEmpty { unsupportedValues = [:] }
        if !state.pointee.convertedKeys.isEmpty { state.pointee.convertedKeys.removeAll() }
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

    /// Fills `converted` with the object's members under the key strategy's names; when two
    /// names collide the first in the document wins, and of repeated names the last one
    /// counts.
    func fillConvertedMembers(_ converted: ConvertedMembers, of object: FlatCursor) {
        let document = object.document
        converted.start(in: document, memberCount: Int(object.entry.length))
        if object.entry.has(FlatEntry.hasRepeatedKeys) {
            // Rare: the last of each repeated name first, then the conversion.
            var raw: [(nameEntry: Int, name: String, value: Int)] = []
            for member in object.members {
                raw.append((member.name, document.string(at: member.name), member.value.index))
            }
            var last: [JSONKey: Int] = [:]
            for (position, member) in raw.enumerated() { last[JSONKey(member.name)] = position }
            for (position, member) in raw.enumerated() where last[JSONKey(member.name)] == position {
                let rewritten = KeyStrategyConverter.convert(member.name, settings.keyStrategy)
                converted.append(nameEntry: member.nameEntry, rewritten: rewritten, value: member.value)
            }
            return
        }
        let strategy = settings.keyStrategy
        for member in object.members {
            let raw = document.literalBytes(at: member.name)
            if !document[member.name].has(FlatEntry.hasEscapes), KeyStrategyConverter.leavesUnchanged(raw, strategy) {
                converted.append(nameEntry: member.name, value: member.value.index)
            } else {
                // The rewritten name, cached for the call by the bytes as written.
                let convert = { KeyStrategyConverter.convert(document.string(at: member.name), strategy) }
                state.pointee.convertedKeys.withConverted(forRaw: raw, convert: convert) { rewritten, fingerprint in
                    converted.append(
                        nameEntry: member.name, rewritten: rewritten, fingerprint: fingerprint,
                        value: member.value.index)
                }
            }
        }
    }
}
