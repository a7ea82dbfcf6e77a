import Foundation

/// Writes a value as JSON text while its `encode(to:)` runs: no tree and no
/// intermediate objects, keys in the order the model encodes them.
///
/// Writing directly needs values in order: a container writes only while it is the innermost
/// open one (a nested container is closed when its parent writes again). Any other
/// pattern — writing to a container after a later one, `superEncoder`, a flattened model
/// whose keys merge into the enclosing object, a `.custom` date strategy — stops
/// writing with `DirectEncodingUnsupported`, and `TopLevelEncoding` encodes the value
/// through the tree encoder instead, so the text is the same either way. Under a key
/// strategy, keys are converted as they are written, and an object that writes one name
/// twice goes the same way (`memberName`); mapped keys always take the tree path.
/// Without a key strategy a key written twice by one object is not checked, and is
/// written twice (the tree keeps one member): a known gap, see Docs/Architecture.md.
final class DirectEncoder: Encoder, ScalarEncodingContext {
    let settings: EncodingSettings
    /// Whether a key strategy converts keys (`settings.keyStrategy` is not the default).
    let convertsKeys: Bool
    var userInfo: [CodingUserInfoKey: Any]
    /// Owned by this encoder: allocated in `init`, freed in `deinit`.
    let state: UnsafeMutablePointer<DirectEncoderState>

    init(settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any], options: SmartJSONWritingOptions) {
        self.settings = settings
        convertsKeys = settings.keyStrategy != .useDefaultKeys
        self.userInfo = userInfo
        state = UnsafeMutablePointer<DirectEncoderState>.allocate(capacity: 1)
        state.initialize(to: DirectEncoderState(output: JSONOutput(options: options, capacity: 4096)))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    var codingPath: [any CodingKey] {
        PathStep.codingPath(from: [], through: state.pointee.levels.map(\.step))
    }

    // MARK: Top level

    /// `value` as JSON text, or nil when it cannot be written directly.
    static func data<T: Encodable>(
        _ value: T, settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any], options: SmartJSONWritingOptions
    ) throws -> Data? {
        let encoder = DirectEncoder(settings: settings, userInfo: userInfo, options: options)
        guard try encoder.writeRoot(value) else { return nil }
        return encoder.state.pointee.output.handOverData()
    }

    /// `value` as a JSON string, or nil when it cannot be written directly.
    static func string<T: Encodable>(
        _ value: T, settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any], options: SmartJSONWritingOptions
    ) throws -> String? {
        let encoder = DirectEncoder(settings: settings, userInfo: userInfo, options: options)
        guard try encoder.writeRoot(value) else { return nil }
        return encoder.state.pointee.output.string
    }

    /// Writes the whole value; false when writing directly could not do it.
    private func writeRoot<T: Encodable>(_ value: T) throws -> Bool {
        do {
            if case .associatedEnum = kind(of: T.self) {
                guard let represented = (value as? any SmartAssociatedEnumerable)?.encodeValue() else {
                    throw EncodingError.invalidValue(
                        value, EncodingError.Context(codingPath: [], debugDescription: "\(T.self) encoded no value."))
                }
                try writeNested(represented, step: .same)
            } else {
                try writeNested(value, step: .same)
            }
        } catch {
            if state.pointee.isUnsupported { return false }
            throw error
        }
        return !state.pointee.isUnsupported
    }

    // MARK: Levels

    func kind(of type: Any.Type) -> EncodeKind {
        state.pointee.kinds.value(for: type, make: EncodeKind.classify)
    }

    /// Marks the call as not directly writable and returns the error to throw.
    @inline(never)
    func unsupported() -> DirectEncodingUnsupported {
        state.pointee.isUnsupported = true
        return DirectEncodingUnsupported()
    }

    /// Makes the level `handle` names the innermost open one (closing nested containers
    /// above it), or fails when that is not possible.
    @inline(__always)
    func prepareWrite(_ handle: DirectHandle) throws {
        if state.pointee.isUnsupported { throw DirectEncodingUnsupported() }
        if state.pointee.levels.count - 1 != handle.level { try closeNestedContainers(above: handle.level) }
        guard handle.level < state.pointee.levels.count, state.pointee.levels[handle.level].identity == handle.identity
        else {
            throw unsupported()
        }
    }

    @inline(never)
    private func closeNestedContainers(above level: Int) throws {
        while state.pointee.levels.count - 1 > level {
            guard let top = state.pointee.levels.last, top.closesWhenParentWrites else { throw unsupported() }
            closeTop()
        }
    }

    /// The level the value being encoded writes to: the innermost one that is not a
    /// nested container.
    private var valueLevel: Int {
        var level = state.pointee.levels.count - 1
        while level > 0, state.pointee.levels[level].closesWhenParentWrites { level -= 1 }
        return level
    }

    @inline(__always)
    private func push(_ level: DirectLevel) -> DirectHandle {
        state.pointee.levels.append(level)
        if convertsKeys { pushNameFilter() }
        return DirectHandle(level: state.pointee.levels.count - 1, identity: level.identity)
    }

    private func newIdentity() -> Int {
        state.pointee.nextIdentity += 1
        return state.pointee.nextIdentity
    }

    /// A repeated-name filter for a new level, under a key strategy (out of line: encoding
    /// without one keeps `push` small enough to be inlined).
    @inline(never)
    private func pushNameFilter() {
        state.pointee.writtenNames.append(MemberNameCheck())
    }

    @inline(never)
    private func popNameFilter() {
        state.pointee.writtenNames.removeLast()
    }

    /// Writes the end of the innermost level and removes it.
    private func closeTop() {
        guard let level = state.pointee.levels.popLast() else { return }
        if convertsKeys { popNameFilter() }
        switch level.content {
        case .nothing:
            state.pointee.output.append("{}")
        case .object, .array:
            state.pointee.openContainers -= 1
            if level.count > 0 { state.pointee.output.newline(depth: state.pointee.openContainers) }
            state.pointee.output.append(level.content == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        case .value:
            break
        }
    }

    /// Opens an object or array at `level` (or reuses the one already open there, as a
    /// subclass does after its superclass); nil when the level holds something else.
    private func openContainer(at level: Int, asObject: Bool) -> DirectHandle? {
        let wanted: DirectLevel.Content = asObject ? .object : .array
        let content = state.pointee.levels[level].content
        if content == .nothing {
            state.pointee.output.append(asObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
            state.pointee.levels[level].content = wanted
            state.pointee.openContainers += 1
        } else if content != wanted {
            return nil
        }
        return DirectHandle(level: level, identity: state.pointee.levels[level].identity)
    }

    // MARK: Writing

    /// The name the key `key` of the object at `handle` is written under: the key itself,
    /// or with a key strategy its converted form (dictionary keys stay as they are, as in
    /// `SmartEncoderImpl.outputKey`). Under a strategy, a name this object has written
    /// already (two keys that convert to one name, or a key written twice) stops writing
    /// directly: the tree encoder keeps one member for it.
    @inline(__always)
    func memberName(_ key: String, at handle: DirectHandle, isDictionary: Bool) throws -> String {
        guard convertsKeys, !isDictionary else { return key }
        return try convertedMemberName(key, at: handle)
    }

    @inline(never)
    private func convertedMemberName(_ key: String, at handle: DirectHandle) throws -> String {
        let converted = state.pointee.convertedNames.name(for: key, settings.keyStrategy)
        // Numbers are distinct below 256, so a filter hit there is a repeat; above, it may
        // not be, and the tree encoder is used all the same (the same text, more slowly).
        if state.pointee.writtenNames[handle.level].testAndSet(UInt8(truncatingIfNeeded: converted.number)) {
            throw unsupported()
        }
        return converted.name
    }

    /// Starts a member of the object at `handle`: separator, layout, name, `:`.
    @inline(__always)
    func beginMember(_ name: String, at handle: DirectHandle) {
        let count = state.pointee.levels[handle.level].count
        if count > 0 { state.pointee.output.append(UInt8(ascii: ",")) }
        state.pointee.output.newline(depth: state.pointee.openContainers)
        state.pointee.output.write(string: name)
        state.pointee.output.nameSeparator()
        state.pointee.levels[handle.level].count = count + 1
    }

    /// Starts an element of the array at `handle`.
    @inline(__always)
    func beginElement(at handle: DirectHandle) {
        let count = state.pointee.levels[handle.level].count
        if count > 0 { state.pointee.output.append(UInt8(ascii: ",")) }
        state.pointee.output.newline(depth: state.pointee.openContainers)
        state.pointee.levels[handle.level].count = count + 1
    }

    /// Writes a JSON value (scalars, transformer output) where the text stands.
    func write(_ value: SmartJSONValue) throws {
        switch value {
        case .string(let text): state.pointee.output.write(string: text)
        case .number(let number): try state.pointee.output.write(number)
        case .bool(let flag): state.pointee.output.append(flag ? "true" : "false")
        case .null: state.pointee.output.append("null")
        case .array, .object:
            try JSONWriter.write(value, into: &state.pointee.output, baseDepth: state.pointee.openContainers)
        }
    }

    /// Writes a nested value on a level of its own.
    func writeNested<T: Encodable>(_ value: T, step: PathStep) throws {
        let kind = self.kind(of: T.self)
        var level = DirectLevel(step: step, identity: newIdentity())
        switch kind {
        case .scalar(let scalar):
            if let json = try scalar.jsonValue(of: value, in: self) {
                try write(json)
                return
            }
        case .model(let context):
            level.model = context
        case .dictionary:
            level.isDictionary = true
        case .associatedEnum, .conditional, .flattening, .other:
            break
        }
        let depth = state.pointee.levels.count
        _ = push(level)
        try value.encode(to: self)
        if case .model(let context) = kind, context.isSubclassCoding, let subclass = value as? any SmartSubclassCoding {
            try subclass.encodeSubclassProperties(to: self)
        }
        while state.pointee.levels.count > depth { closeTop() }
    }

    /// For a keyed member or an array element: whether the value is written at all, and
    /// what to write (an associated-value enum writes its `encodeValue()`).
    func writable<T: Encodable>(_ value: T) throws -> (any Encodable)? {
        switch kind(of: T.self) {
        case .conditional:
            if let conditional = value as? any SmartConditionalEncoding, !conditional.isEncoded { return nil }
            return value
        case .associatedEnum:
            return (value as? any SmartAssociatedEnumerable)?.encodeValue()
        case .flattening:
            throw unsupported()
        default:
            return value
        }
    }

    /// A `.custom` date strategy needs an `Encoder` of its own level: not written directly.
    func customDate(_ date: Date, _ write: @Sendable (Date, any Encoder) throws -> Void) throws -> SmartJSONValue {
        throw unsupported()
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let level = valueLevel
        if state.pointee.levels.count - 1 > level { try? closeNestedContainers(above: level) }
        let handle = openContainer(at: level, asObject: true) ?? invalidHandle()
        return KeyedEncodingContainer(
            DirectKeyedContainer<Key>(
                encoder: self, handle: handle, model: state.pointee.levels[level].model,
                isDictionary: state.pointee.levels[level].isDictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let level = valueLevel
        if state.pointee.levels.count - 1 > level { try? closeNestedContainers(above: level) }
        return DirectUnkeyedContainer(
            encoder: self, handle: openContainer(at: level, asObject: false) ?? invalidHandle())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        let level = valueLevel
        return DirectSingleValueContainer(
            encoder: self, handle: DirectHandle(level: level, identity: state.pointee.levels[level].identity))
    }

    /// A handle no level matches (after marking the call unsupported): every write fails.
    private func invalidHandle() -> DirectHandle {
        _ = unsupported()
        return DirectHandle(level: Int.max, identity: -1)
    }

    /// Opens a nested object or array as a member (under the key `key`) or element of the
    /// container at `handle`; it closes when that container writes again.
    func openNested(at handle: DirectHandle, key: String?, isDictionary: Bool = false, asObject: Bool) -> DirectHandle {
        guard (try? prepareWrite(handle)) != nil else { return invalidHandle() }
        var name: String?
        if let key {
            guard let memberName = try? memberName(key, at: handle, isDictionary: isDictionary) else {
                return invalidHandle()
            }
            name = memberName
        }
        if let name { beginMember(name, at: handle) } else { beginElement(at: handle) }
        let step: PathStep = key.map { .name($0) } ?? .index(state.pointee.levels[handle.level].count - 1)
        var level = DirectLevel(step: step, identity: newIdentity())
        level.closesWhenParentWrites = true
        level.content = asObject ? .object : .array
        state.pointee.output.append(asObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        state.pointee.openContainers += 1
        return push(level)
    }

    /// `superEncoder` cannot be written directly.
    func superEncoderUnsupported() -> any Encoder {
        _ = unsupported()
        return self
    }

    /// Whether the single value at `handle` may still be written.
    func prepareSingleValue(_ handle: DirectHandle) throws {
        try prepareWrite(handle)
        guard state.pointee.levels[handle.level].content == .nothing else { throw unsupported() }
        state.pointee.levels[handle.level].content = .value
    }

    /// Members or elements written at `handle`.
    func count(at handle: DirectHandle) -> Int {
        handle.level < state.pointee.levels.count ? state.pointee.levels[handle.level].count : 0
    }
}

/// Thrown when a value is encoded in a way text cannot be written directly for (a container
/// written to after a later one, `superEncoder`, keys merged from a flattened model…);
/// the call then encodes the value again through the tree encoder.
struct DirectEncodingUnsupported: Error {}

/// Which level a direct container writes to, and which opening of that level.
struct DirectHandle {
    let level: Int
    let identity: Int
}
