import Foundation

/// The `Encoder` of one top-level encode call.
///
/// Like the decoder, one instance walks the whole model: each nested value is a pushed
/// frame, finished into a `SmartJSONValue` as soon as its `encode(to:)` returns. Keys are
/// written in the order the model encodes them (declaration order for synthesized code).
final class SmartEncoderImpl: Encoder, ScalarEncodingContext {
    let settings: EncodingSettings
    var userInfo: [CodingUserInfoKey: Any]
    private let basePath: [any CodingKey]
    /// Owned by this encoder: allocated in `init`, freed in `deinit`.
    private let state: UnsafeMutablePointer<EncoderState>

    init(settings: EncodingSettings, userInfo: [CodingUserInfoKey: Any] = [:], codingPath: [any CodingKey] = []) {
        self.settings = settings
        self.userInfo = userInfo
        self.basePath = codingPath
        state = UnsafeMutablePointer<EncoderState>.allocate(capacity: 1)
        state.initialize(to: EncoderState())
        state.pointee.frames.reserveCapacity(16)
        state.pointee.frames.append(EncodingFrame(step: .same))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    private var currentLevel: Int { state.pointee.frames.count - 1 }

    var codingPath: [any CodingKey] {
        PathStep.codingPath(from: basePath, through: state.pointee.frames.lazy.map(\.step))
    }

    /// What this encoder's root level holds (for super encoders).
    func finishedValue() -> SmartJSONValue? {
        state.pointee.frames[0].slot.finish()
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let level = currentLevel
        let object: ObjectBuffer
        if case .object(let existing) = state.pointee.frames[level].slot {
            object = existing  // a class and its superclass share one object
        } else {
            object = ObjectBuffer()
            state.pointee.frames[level].slot = .object(object)
        }
        return KeyedEncodingContainer(
            SmartKeyedEncodingContainer<Key>(
                encoder: self, object: object, model: state.pointee.frames[level].model,
                isDictionary: state.pointee.frames[level].isDictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let level = currentLevel
        let array: ArrayBuffer
        if case .array(let existing) = state.pointee.frames[level].slot {
            array = existing
        } else {
            array = ArrayBuffer()
            state.pointee.frames[level].slot = .array(array)
        }
        return SmartUnkeyedEncodingContainer(encoder: self, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SmartSingleValueEncodingContainer(encoder: self, level: currentLevel)
    }

    func setValue(_ value: SmartJSONValue, atLevel level: Int) {
        state.pointee.frames[level].slot = .value(value)
    }

    // MARK: Values

    func kind(of type: Any.Type) -> EncodeKind {
        state.pointee.kinds.value(for: type, make: EncodeKind.classify)
    }

    /// The JSON of a nested value; nil when it should be left out (an associated-value
    /// enum whose `encodeValue()` is nil). A value that writes nothing becomes `{}`.
    func encodeNested<T: Encodable>(_ value: T, step: PathStep) throws -> SmartJSONValue? {
        var frame = EncodingFrame(step: step)
        switch kind(of: T.self) {
        case .scalar(let scalar):
            if let json = try scalar.jsonValue(of: value, in: self) { return json }
        case .associatedEnum:
            guard let enumeration = value as? any SmartAssociatedEnumerable,
                let represented = enumeration.encodeValue()
            else { return nil }
            return try encodeNested(represented, step: step)
        case .model(let context):
            frame.model = context
        case .dictionary:
            frame.isDictionary = true
        case .conditional:
            if let conditional = value as? any SmartConditionalEncoding, !conditional.isEncoded { return nil }
        case .flattening, .other:
            break
        }
        state.pointee.frames.append(frame)
        defer { state.pointee.frames.removeLast() }
        try value.encode(to: self)
        if frame.model?.isSubclassCoding == true, let subclass = value as? any SmartSubclassCoding {
            try subclass.encodeSubclassProperties(to: self)
        }
        return state.pointee.frames[currentLevel].slot.finish() ?? .object(SmartJSONObject())
    }

    /// Writes a flattened property's keys into `object`, the enclosing model's object,
    /// with the flattened model's own transformers and mapped keys.
    func encodeFlattened(_ value: any SmartFlattening, into object: ObjectBuffer) throws {
        guard let inner = value.flattenedValue else { return }
        try encodeMerged(inner, into: object)
    }

    private func encodeMerged<Inner: Encodable>(_ inner: Inner, into object: ObjectBuffer) throws {
        var frame = EncodingFrame(slot: .object(object), step: .same)
        if case .model(let context) = kind(of: Inner.self) { frame.model = context }
        state.pointee.frames.append(frame)
        defer { state.pointee.frames.removeLast() }
        try inner.encode(to: self)
    }

    /// The key a property is written under: its mapped key with `useMappedKeys`, then the
    /// key strategy (dictionary keys are written as they are).
    func outputKey(_ key: String, model: EncodingModelContext?, isDictionary: Bool) -> String {
        guard !isDictionary else { return key }
        var name = key
        if settings.useMappedKeys, let mapped = model?.plan.mappedKey(for: key) { name = mapped }
        guard settings.keyStrategy != .useDefaultKeys else { return name }
        return state.pointee.convertedKeys.name(for: name, settings.keyStrategy).name
    }

    /// What a `.custom` date strategy writes, on a level of its own.
    func customDate(_ date: Date, _ write: @Sendable (Date, any Encoder) throws -> Void) throws -> SmartJSONValue {
        state.pointee.frames.append(EncodingFrame(step: .same))
        defer { state.pointee.frames.removeLast() }
        try write(date, self)
        return state.pointee.frames[currentLevel].slot.finish() ?? .object(SmartJSONObject())
    }

    /// A separate encoder for `super` encoding, sharing this call's settings.
    func childEncoder(key: any CodingKey) -> SmartEncoderImpl {
        SmartEncoderImpl(settings: settings, userInfo: userInfo, codingPath: codingPath + [key])
    }
}
