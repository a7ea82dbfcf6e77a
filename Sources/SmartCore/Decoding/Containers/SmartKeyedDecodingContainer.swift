import Foundation

/// The keyed container: where a model's properties are resolved (§3.1 of the behaviour spec).
///
/// For each property: a value transformer if one is registered; else the value as it is
/// when its kind fits; else a conversion; else the fallback value from `Defaults`. Every
/// step after the first is reported. In a dictionary (`isStrict`) a value that cannot be
/// read throws instead, so the whole dictionary falls back.
///
/// Members are found by comparing UTF-8 bytes with each key's cached bytes (see
/// `KeyLookup`), starting where the previous lookup ended, so objects whose members come
/// in declaration order are read in one pass.
///
/// A class, so the type-erasing box holds one reference instead of copying the fields
/// (and retaining each) on every call; a lent container is boxed through
/// `LentKeyedContainer`, which holds it without retaining it at all.
///
/// A model's container may be lent again for the next model of its type (see
/// `KeyedContainerLease`): its fields are set anew each time, and the container is valid
/// only while the model's `init(from:)` runs (as it always was: it reads the decoder's
/// frame at `level`).
final class SmartKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder, and the model's context, held without reference counting (every
    /// property reads them). A container made for one model keeps both alive itself
    /// (`decoderKeeper`, `modelKeeper`). A container lent from model to model (see
    /// `KeyedContainerLease`) keeps neither: while it is lent, the decode call that runs
    /// the model does (its decoder, and the model's frame, which holds the context), and
    /// when it is taken back it points at the placeholder `SmartDecoderImpl.parked`,
    /// which lives as long as the process, and at no context. So lending costs no
    /// reference counting, and touches no object another thread's containers touch.
    private(set) unowned(unsafe) var decoder = SmartDecoderImpl.parked
    private var decoderKeeper: SmartDecoderImpl?
    private(set) var unretainedModel: Unmanaged<ModelContext>?
    private var modelKeeper: ModelContext?
    /// The model context's table from coding-key tag to slot (see
    /// `ModelContext.tagTable(for:)`), when `Key` is one byte, the context keeps tags for
    /// it, and members are read by their own names (no key strategy, no `mappingForKey`
    /// rules): read once per model here, so that a property's slot is one load away and
    /// its member is found with no other question asked. Unretained, like the context,
    /// which owns it.
    private var tagSlots: UnsafeMutablePointer<TaggedSlot>?
    /// The same table when a key strategy renamed the members (see `lookedUpValue(for:)`).
    private var convertedTagSlots: UnsafeMutablePointer<TaggedSlot>?
    /// The model's `hasTransformers`, read once per model.
    private var hasTransformers = false
    /// The object entry.
    private(set) var object = SmartDecoderImpl.parked.value
    /// The members under the key strategy's names, when a key strategy is set.
    private(set) var converted: ConvertedMembers? {
        didSet { unretainedConverted = converted.map { Unmanaged.passUnretained($0) } }
    }
    /// `converted`, read by lookups without reference counting (`converted` keeps it).
    private var unretainedConverted: Unmanaged<ConvertedMembers>?
    /// The emptied `converted` of the previous object, kept for the next one while the
    /// container is parked.
    private var spareConverted: ConvertedMembers?
    private(set) var isStrict = false
    /// The decoder frame of the model (or dictionary) this container reads.
    private(set) var level = 0
    /// The name entry of `object` where the next member lookup starts (see
    /// `KeyLookup.value(utf8:in:start:)`); set anew with the object.
    @exclusivity(unchecked) private var memberHint = 0
    /// One more than the position of the last property's slot in the model's key slots
    /// (see `ModelContext.slot(for:hint:)`); 0 before the first.
    @exclusivity(unchecked) private(set) var slotHint = 0

    /// Whether this is an update (`SmartUpdater`): missing keys keep current values.
    private(set) var isUpdate = false

    /// Calls `body` with the decoder, which it does not retain: a plain read of the
    /// `unowned(unsafe)` property to pass it on retained and released it around each call
    /// (the decode call that runs this container keeps the decoder alive).
    @inline(__always)
    func withDecoder<Result>(_ body: (SmartDecoderImpl) throws -> Result) rethrows -> Result {
        try Unmanaged.passUnretained(decoder)._withUnsafeGuaranteedRef(body)
    }

    /// The model's context, if the container reads a model's properties.
    var model: ModelContext? { unretainedModel?.takeUnretainedValue() }

    /// A container for one model (or dictionary) that keeps its decoder and context alive.
    init(
        decoder: SmartDecoderImpl, object: FlatCursor, convertsKeys: Bool, model: ModelContext?,
        isStrict: Bool, level: Int
    ) {
        decoderKeeper = decoder
        modelKeeper = model
        renew(
            decoder: decoder, object: object, convertsKeys: convertsKeys, model: model, isStrict: isStrict,
            level: level)
    }

    /// A container to be lent from model to model, which keeps nothing alive; parked.
    init() {}

    /// Points the container at an object: when it is made, and each time it is lent again.
    /// With `convertsKeys` (a key strategy rewrites the object's names) the members are
    /// listed under the converted names, in the list the previous object used.
    func renew(
        decoder: SmartDecoderImpl, object: FlatCursor, convertsKeys: Bool, model: ModelContext?,
        isStrict: Bool, level: Int
    ) {
        self.decoder = decoder
        self.object = object
        memberHint = object.index &+ 1
        slotHint = 0
        if convertsKeys {
            let members = converted ?? spareConverted ?? ConvertedMembers()
            if spareConverted != nil { spareConverted = nil }
            decoder.fillConvertedMembers(members, of: object)
            if converted == nil { converted = members }
        } else if converted != nil {
            // Without a key strategy both stay nil: storing nil over nil was a retain and a
            // release call per model.
            converted = nil
        }
        unretainedModel = model.map { Unmanaged.passUnretained($0) }
        if let model {
            hasTransformers = model.hasTransformers
            let table = model.hasKeyRules ? nil : model.oneByteTagTable(for: Key.self)
            tagSlots = convertsKeys ? nil : table
            convertedTagSlots = convertsKeys ? table : nil
        } else {
            hasTransformers = false
            tagSlots = nil
            convertedTagSlots = nil
        }
        self.isStrict = isStrict
        self.level = level
        isUpdate = decoder.state.pointee.frames[level].base != nil
    }

    /// Lets go of the decoder, the model context and the members while the container
    /// waits to be lent again, so that it keeps none of them alive (nor points at them):
    /// its object becomes the placeholder's `null` at the placeholder's root frame, so a
    /// container kept past its model's `init(from:)` reads nothing rather than a document
    /// or a frame that is gone.
    func park() {
        decoder = SmartDecoderImpl.parked
        object = SmartDecoderImpl.parkedValue
        level = 0
        unretainedModel = nil
        tagSlots = nil
        convertedTagSlots = nil
        hasTransformers = false
        // Tested first: a lent container keeps neither, and storing nil over nil is a
        // release call each.
        if decoderKeeper != nil { decoderKeeper = nil }
        if let converted {
            converted.clear()
            spareConverted = converted
            self.converted = nil
        }
        if modelKeeper != nil { modelKeeper = nil }
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    /// The current values of the model being updated, when this is an update.
    var base: PropertyValues? { isUpdate ? decoder.state.pointee.frames[level].base : nil }

    /// The current value of the property `key` during an update, untyped.
    @inline(__always)
    private func baseValue(forKey key: Key) -> Any? {
        isUpdate ? decoder.state.pointee.frames[level].base?.rawValue(forKey: key.stringValue) : nil
    }

    var allKeys: [Key] {
        var keys: [Key] = []
        var names = Set<String>()
        if let converted {
            for name in converted.names where names.insert(name).inserted {
                if let key = Key(stringValue: name) { keys.append(key) }
            }
        } else {
            for member in object.members {
                let name = object.document.string(at: member.name)
                if names.insert(name).inserted, let key = Key(stringValue: name) { keys.append(key) }
            }
        }
        if let rules = model?.plan.keyRules {
            for (location, candidates) in rules where !names.contains(location) {
                if let key = Key(stringValue: location),
                    KeyLookup.mappedValue(candidates, in: object, converted: converted) != nil
                {
                    keys.append(key)
                }
            }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        value(for: key) != nil
    }

    // MARK: Lookup

    /// The JSON value for `key`: through its mapping rule when it has one, else by name.
    ///
    /// A model read by its own member names, whose key's tag is known, takes the short
    /// way: slot by tag, member by name from where the last lookup ended. Everything else
    /// (a model's first decode, a key strategy, mapping rules, keys without tags) goes
    /// through `lookedUpValue(for:)`, out of line so that the short way stays small in
    /// every property's code.
    @inline(__always)
    func value(for key: Key) -> FlatCursor? {
        if let tagSlots, case let tagged = tagSlots[CodingKeyTag.byte(of: key)], tagged.number != 0 {
            slotHint = Int(tagged.number)
            return KeyLookup.value(utf8: tagged.name, in: object, start: &memberHint)
        }
        return lookedUpValue(for: key)
    }

    /// The tag table's entry of `key` when the last lookup found its slot by tag (the
    /// entry's slot is then the one `slotHint` names); nil otherwise.
    @inline(__always)
    func lookedUpTaggedSlot(forKey key: Key) -> UnsafeMutablePointer<TaggedSlot>? {
        guard let tagSlots else { return nil }
        let entry = tagSlots + CodingKeyTag.byte(of: key)
        return Int(entry.pointee.number) == slotHint && slotHint != 0 ? entry : nil
    }

    /// `value(for:)` the long way: the slot by tag or by name, then the member through
    /// the slot's mapping rule, the key strategy's names, or the slot's own name. A key
    /// strategy's models without mapping rules find the slot by tag here, as the short
    /// way does (kept out of it: the check cost every other model more than it saved).
    @inline(never)
    private func lookedUpValue(for key: Key) -> FlatCursor? {
        if let convertedTagSlots, case let tagged = convertedTagSlots[CodingKeyTag.byte(of: key)], tagged.number != 0,
            let unretainedConverted
        {
            slotHint = Int(tagged.number)
            return unretainedConverted._withUnsafeGuaranteedRef { $0.nextValue(utf8: tagged.name) }
                .map { FlatCursor(object.document, $0) }
        }
        if let unretainedModel {
            let slot = unretainedModel._withUnsafeGuaranteedRef { $0.slot(for: key, hint: &slotHint) }
            return slot._withUnsafeGuaranteedRef { slot in
                if let candidates = slot.candidates {
                    return KeyLookup.mappedValue(candidates, in: object, converted: converted)
                }
                if let unretainedConverted {
                    return unretainedConverted._withUnsafeGuaranteedRef { $0.nextValue(utf8: slot.utf8) }
                        .map { FlatCursor(object.document, $0) }
                }
                return KeyLookup.value(utf8: slot.utf8, in: object, start: &memberHint)
            }
        }
        var name = key.stringValue
        if let unretainedConverted {
            return name.withUTF8 { utf8 in unretainedConverted._withUnsafeGuaranteedRef { $0.nextValue(utf8: utf8) } }
                .map { FlatCursor(object.document, $0) }
        }
        return KeyLookup.value(named: name, in: object, start: &memberHint)
    }

    /// The value a property of this kind reads: a flattened model reads the enclosing
    /// object, everything else its key.
    private func value(for key: Key, kind: DecodeKind) -> FlatCursor? {
        if case .flattening = kind { return object }
        return value(for: key)
    }

    // MARK: Scalars

    @inline(__always)
    private func decodeScalar<T: ConvertibleScalar, Demand: PropertyDemand>(
        _ type: T.Type, forKey key: Key, _ demand: Demand.Type
    ) throws -> Demand.Output where Demand.Value == T {
        guard let value = value(for: key) else {
            return try Demand.missing(in: self, forKey: key)
        }
        if hasTransformers, let transformed = try transformedValue(value, forKey: key, Demand.self) {
            return transformed
        }
        if let exact = withDecoder({ T.exactValue(from: value, in: $0) }) { return Demand.wrap(exact) }
        // Null (the commonest value that is not exact, for optionals) falls back here,
        // where `Demand` is concrete: inside the out-of-line step below it is not (the
        // container's `Key` keeps it generic), and its `Output` would be looked up in
        // the runtime on every call.
        if value.isNull { return try Demand.fallback(in: self, forKey: key, problem: .null) }
        return try convertedScalar(value, as: T.self, forKey: key, Demand.self)
    }

    /// The tolerant steps after the exact read and null: conversion, fallback.
    @inline(never)
    private func convertedScalar<T: ConvertibleScalar, Demand: PropertyDemand>(
        _ value: FlatCursor, as type: T.Type, forKey key: Key, _ demand: Demand.Type
    ) throws -> Demand.Output where Demand.Value == T {
        if let converted = T.convertedValue(from: value, in: decoder) {
            if !isStrict, !decoder.isConfiguredSpelling(value) {
                decoder.report(
                    field: key.stringValue, expected: T.self, problem: .typeMismatch(found: value.kind),
                    resolution: .converted)
            }
            return Demand.wrap(converted)
        }
        return try Demand.fallback(in: self, forKey: key, problem: .typeMismatch(found: value.kind))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decodeScalar(type, forKey: key, RequiredProperty.self)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeScalar(type, forKey: key, OptionalProperty.self)
    }

    // MARK: Everything else

    /// What a generic property's lookup found: a value to decode, or the reason there is
    /// none (handled out of line, off the path nested models take).
    private enum Lookup {
        case decode(FlatCursor)
        case ignored
        case missing
        case null
        case transform(FlatCursor, SmartValueTransformer)
    }

    @inline(__always)
    private func lookup(_ key: Key, kind: DecodeKind, takesNull: (DecodeKind) -> Bool) -> Lookup {
        if case .ignored = kind { return .ignored }
        guard let value = value(for: key, kind: kind) else { return .missing }
        if hasTransformers, let transformer = transformer(forKey: key) {
            return .transform(value, transformer)
        }
        if value.isNull, !takesNull(kind) { return .null }
        return .decode(value)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let kind = withDecoder { $0.kind(of: T.self) }
        if case .scalar(let scalarType) = kind {
            return try decodeScalar(as: T.self, scalarType, forKey: key)
        }
        guard case .decode(let value) = lookup(key, kind: kind, takesNull: { $0.takesNull(as: T.self) }) else {
            return try undecodable(T.self, kind: kind, forKey: key)
        }
        do {
            if case .model(let context) = kind, !isUpdate {
                return try withDecoder { try $0.unboxModel(value, as: T.self, context: context, step: .key(key)) }
            }
            return try decodeOther(value, as: T.self, kind: kind, forKey: key)
        } catch {
            if isStrict { throw error }
            return try fallback(
                T.self, forKey: key, problem: SmartKeyedDecodingContainer.problem(for: error, found: value))
        }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let kind = withDecoder { $0.kind(of: T.self) }
        if case .scalar(let scalarType) = kind {
            return try decodeScalarIfPresent(as: T.self, scalarType, forKey: key)
        }
        guard case .decode(let value) = lookup(key, kind: kind, takesNull: { _ in false }) else {
            return try undecodableIfPresent(T.self, kind: kind, forKey: key)
        }
        do {
            if case .model(let context) = kind, !isUpdate {
                return try withDecoder { try $0.unboxModel(value, as: T.self, context: context, step: .key(key)) }
            }
            return try decodeOther(value, as: T.self, kind: kind, forKey: key)
        } catch {
            if isStrict { throw error }
            return optionalFallback(
                T.self, forKey: key, problem: SmartKeyedDecodingContainer.problem(for: error, found: value))
        }
    }

    /// A non-model value (or any value during an update).
    @inline(never)
    private func decodeOther<T: Decodable>(_ value: FlatCursor, as type: T.Type, kind: DecodeKind, forKey key: Key)
        throws -> T
    {
        let update = isUpdate ? baseValue(forKey: key).map(UpdateBase.init) : nil
        let decoded = try withDecoder { try $0.unbox(value, as: T.self, kind: kind, step: .key(key), update: update) }
        if case .configurable = kind { return configured(decoded, forKey: key) }
        return decoded
    }

    /// A property with nothing to decode: ignored, missing, transformed, or null.
    @inline(never)
    private func undecodable<T>(_ type: T.Type, kind: DecodeKind, forKey key: Key) throws -> T {
        switch lookup(key, kind: kind, takesNull: { $0.takesNull(as: T.self) }) {
        case .ignored: return try ignoredValue(T.self, forKey: key)
        case .missing: return try missingValue(T.self, forKey: key)
        case .transform(let value, let transformer):
            return try transformed(value, as: T.self, forKey: key, with: transformer)
        case .null, .decode: return try fallback(T.self, forKey: key, problem: .null)
        }
    }

    @inline(never)
    private func undecodableIfPresent<T>(_ type: T.Type, kind: DecodeKind, forKey key: Key) throws -> T? {
        switch lookup(key, kind: kind, takesNull: { _ in false }) {
        case .ignored: return try ignoredValue(T.self, forKey: key)
        case .missing:
            if isUpdate { return keptValue(T.self, forKey: key) }
            return optionalFallback(T.self, forKey: key, problem: nil)
        case .transform(let value, let transformer):
            return transformedIfPresent(value, as: T.self, forKey: key, with: transformer)
        case .null, .decode: return optionalFallback(T.self, forKey: key, problem: .null)
        }
    }

    /// What a failed nested decode reports: the nesting limit it hit, or a type mismatch.
    private static func problem(for error: any Error, found value: FlatCursor) -> SmartDecodingIssue.Problem {
        if let limit = error as? NestingLimitError { return limit.problem }
        return .typeMismatch(found: value.kind)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = value(for: key) else { return true }
        return value.isNull
    }

    /// A scalar type reached through the generic entry point (`CGFloat`, `Date`, `URL`…).
    @inline(never)
    private func decodeScalar<T>(as type: T.Type, _ scalarType: any ConvertibleScalar.Type, forKey key: Key) throws -> T
    {
        func viaScalar<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) throws -> T {
            try SmartDecoderImpl.same(try decodeScalar(Scalar.self, forKey: key, RequiredProperty.self), as: T.self)
        }
        return try viaScalar(scalarType)
    }

    @inline(never)
    private func decodeScalarIfPresent<T>(as type: T.Type, _ scalarType: any ConvertibleScalar.Type, forKey key: Key)
        throws -> T?
    {
        func viaScalar<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) throws -> T? {
            guard let result = try decodeScalar(Scalar.self, forKey: key, OptionalProperty.self) else { return nil }
            return try SmartDecoderImpl.same(result, as: T.self)
        }
        return try viaScalar(scalarType)
    }
}
