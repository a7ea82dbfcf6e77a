/// One model type as seen by one decode call at a time: its shared plan, its key slots,
/// and its value transformers, which are made per context because they need not be
/// `Sendable` (a call hands its contexts to the next call on its thread: see
/// `ThreadDecoders`).
final class ModelContext {
    let type: any SmartDecodable.Type
    let plan: ModelPlan
    /// Whether the type is a collection of models, which is never finished itself.
    let isCollection: Bool
    /// Whether the type codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool
    /// Key slots in the order the model asks for its keys (starting from what earlier
    /// decodes learned).
    @exclusivity(unchecked) private var slots: [KeySlot]
    @exclusivity(unchecked) private var slotPositions: [String: Int]?
    /// The last slot made for a key beyond `slotLimit`, kept while it is in use.
    @exclusivity(unchecked) private var unlistedSlot: KeySlot?
    private let learnedCount: Int
    /// The most slots a model keeps; keys beyond are looked up without one.
    static let slotLimit = 512

    init(type: any SmartDecodable.Type) {
        self.type = type
        self.plan = ModelPlan.plan(for: type)
        self.isCollection = plan.isCollection
        self.isSubclassCoding = plan.isSubclassCoding
        slots = plan.slots
        learnedCount = slots.count
        transformers = ModelPlan.transformers(of: type)
        hasTransformers = transformers != nil
        hasKeyRules = !plan.keyRules.isEmpty
    }

    deinit {
        if slots.count > learnedCount { plan.learn(slots) }
        slotsByTag?.deallocate()
    }

    /// Property key → transformer, from `mappingForValue()`; nil when there are none.
    let transformers: [String: SmartValueTransformer]?
    /// Whether `transformers` is set: asked on every property, and a plain flag is read
    /// without retaining the dictionary.
    let hasTransformers: Bool
    /// Whether some key has `mappingForKey` rules (`plan.keyRules` is not empty).
    let hasKeyRules: Bool

    @exclusivity(unchecked) private var knownInitializerValues: InitializerValues?

    // MARK: The lent container

    /// The type's keyed container, kept to be lent to the next model of the type (see
    /// `KeyedContainerLease`), and the coding-key type it was made for.
    @exclusivity(unchecked) private(set) var lease: ParkableContainer?
    @exclusivity(unchecked) private var leaseKeyType: ObjectIdentifier?
    /// The decoder and frame level the lease is lent to, while it is.
    @exclusivity(unchecked) private var lentDecoder: ObjectIdentifier?
    @exclusivity(unchecked) private var lentLevel = 0

    /// Whether the lease is lent to a model now.
    var leaseIsLent: Bool { lentDecoder != nil }

    /// The lease, now lent to `decoder`'s model at `level`, when it is free and was made for
    /// `keyType`; nil otherwise. Unretained: this context keeps it.
    @inline(__always)
    func lendLease(keyType: ObjectIdentifier, to decoder: ObjectIdentifier, level: Int) -> Unmanaged<AnyObject>? {
        guard lentDecoder == nil, leaseKeyType == keyType, let lease else { return nil }
        lentDecoder = decoder
        lentLevel = level
        return Unmanaged.passUnretained(lease)
    }

    /// Keeps `lease`, made for `keyType`, as lent to `decoder`'s model at `level`.
    func keep(_ lease: ParkableContainer, keyType: ObjectIdentifier, lentTo decoder: ObjectIdentifier, level: Int) {
        self.lease = lease
        leaseKeyType = keyType
        lentDecoder = decoder
        lentLevel = level
    }

    /// Takes the lease back when `decoder`'s model at `level` is done with it.
    @inline(__always)
    func takeBackLease(from decoder: ObjectIdentifier, level: Int) {
        guard lentDecoder == decoder, lentLevel == level else { return }
        lentDecoder = nil
        // Parked without retaining the lease around the call: this context holds it.
        lease.map { Unmanaged.passUnretained($0) }?._withUnsafeGuaranteedRef { $0.park() }
    }

    /// Per slot position: whether the key's initializer value is nil (1), is not (2), or
    /// has not been asked yet (0).
    @exclusivity(unchecked) private var nilInitializers: [UInt8] = []

    /// Whether the property of `key` starts out nil, the question every `null` or missing
    /// key of an optional asks. `slotHint` is the keyed container's slot hint after the
    /// property's lookup, which points just past its slot: the answer is then kept by slot
    /// position, so a decode asks the initializer values (a dictionary keyed by name)
    /// once per property rather than once per model.
    func initializerIsNil<Key: CodingKey>(forKey key: Key, slotHint: Int) -> Bool {
        let position = slotHint - 1
        guard position >= 0, position < slots.count, isSlot(at: position, of: key) else {
            return initializerValues.isNil(forKey: key.stringValue)
        }
        if position >= nilInitializers.count {
            nilInitializers.append(contentsOf: repeatElement(0, count: position + 1 - nilInitializers.count))
        }
        switch nilInitializers[position] {
        case 1: return true
        case 2: return false
        default:
            let answer = initializerValues.isNil(forKey: slots[position].name)
            nilInitializers[position] = answer ? 1 : 2
            return answer
        }
    }

    /// Whether the slot at `position` is the one of `key`: by its tag when the key has one
    /// this context knows, else by name.
    @inline(__always)
    private func isSlot<Key: CodingKey>(at position: Int, of key: Key) -> Bool {
        if let tag = CodingKeyTag.of(key), recordedSlotNumber(forTag: tag, of: Key.self) == position &+ 1 {
            return true
        }
        return slots[position].name == key.stringValue
    }

    /// The type's initializer values (read the first time a fallback is needed).
    var initializerValues: InitializerValues {
        if let known = knownInitializerValues { return known }
        let values = InitializerValues.values(for: type)
        knownInitializerValues = values
        return values
    }

    /// The slot of `key`. `hint` is the position after the previous request in this
    /// object: a model asks for its keys in the same order every time, so the slot there
    /// is usually the one (the names compare equal at once: they are the same literal).
    ///
    /// Unretained, so that a property lookup does no reference counting: the context
    /// keeps every slot it hands out (`slots`, or `unlistedSlot` for a key beyond
    /// `slotLimit`) until its next request at the earliest.
    ///
    /// A key with a tag (see `CodingKeyTag`) of the key type this context learned tags
    /// for goes straight to its slot, without its name.
    @inline(__always)
    func slot<Key: CodingKey>(for key: Key, hint: inout Int) -> Unmanaged<KeySlot> {
        if let tag = CodingKeyTag.of(key) {
            let known = recordedSlotNumber(forTag: tag, of: Key.self)
            if known != 0 {
                hint = known
                return slot(number: known)
            }
            return slot(for: key, tag: tag, hint: &hint)
        }
        return slot(named: key.stringValue, hint: &hint)
    }

    /// The slot whose number (one more than its position) a tag table gave.
    @inline(__always)
    func slot(number: Int) -> Unmanaged<KeySlot> {
        Unmanaged.passUnretained(slots[number &- 1])
    }

    /// Finds the slot of a tagged key by name, and remembers its position under the tag
    /// when the key type is the one this context keeps tags for (the first it met).
    @inline(never)
    private func slot<Key: CodingKey>(for key: Key, tag: Int, hint: inout Int) -> Unmanaged<KeySlot> {
        let found = slot(named: key.stringValue, hint: &hint)
        // A slot beyond `slotLimit` is not listed, and has no position to remember.
        if let table = tagTable(for: Key.self), hint > 0, hint <= slots.count,
            slots[hint - 1] === found.takeUnretainedValue()
        {
            table[tag] = TaggedSlot(slot: slots[hint - 1], number: hint)
        }
        return found
    }

    /// The table from tag to slot (its number, one more than its position, 0 for a tag not
    /// looked up yet, and its name: see `TaggedSlot`) of the key type `keyType`, when this
    /// context keeps tags for it: the first key type with tags (see `CodingKeyTag`) that
    /// asks is the one. Nil for any other key type. A container reads it once per model
    /// (see `SmartKeyedDecodingContainer.renew`), then finds each property's slot and
    /// name with one load.
    @inline(__always)
    func tagTable<Key: CodingKey>(for keyType: Key.Type) -> UnsafeMutablePointer<TaggedSlot>? {
        if taggedKeyType == ObjectIdentifier(keyType) { return slotsByTag }
        return claimTagTable(for: keyType)
    }

    /// `tagTable(for:)` when keys of `keyType` are also one byte each (`CodingKeyTag.isOneByte`),
    /// so that a container may read each key's byte; nil otherwise. Whether they are is
    /// worked out once, when the table is claimed: asking the key type's layout on every
    /// model read its metadata each time (a cache miss per model on twitter.json).
    @inline(__always)
    func oneByteTagTable<Key: CodingKey>(for keyType: Key.Type) -> UnsafeMutablePointer<TaggedSlot>? {
        if taggedKeyType == ObjectIdentifier(keyType) { return taggedKeysAreOneByte ? slotsByTag : nil }
        return claimOneByteTagTable(for: keyType)
    }

    @inline(never)
    private func claimOneByteTagTable<Key: CodingKey>(for keyType: Key.Type) -> UnsafeMutablePointer<TaggedSlot>? {
        let table = claimTagTable(for: keyType)
        return taggedKeysAreOneByte ? table : nil
    }

    @inline(never)
    private func claimTagTable<Key: CodingKey>(for keyType: Key.Type) -> UnsafeMutablePointer<TaggedSlot>? {
        guard taggedKeyType == nil, CodingKeyTag.isTagged(Key.self) else { return nil }
        let table = UnsafeMutablePointer<TaggedSlot>.allocate(capacity: CodingKeyTag.count)
        table.initialize(repeating: TaggedSlot(), count: CodingKeyTag.count)
        taggedKeyType = ObjectIdentifier(keyType)
        taggedKeysAreOneByte = CodingKeyTag.isOneByte(Key.self)
        slotsByTag = table
        return table
    }

    /// One more than the position of the slot recorded for `tag` of key type `keyType`, or
    /// 0 when none is (another key type's tags, or a key not looked up yet).
    @inline(__always)
    private func recordedSlotNumber<Key: CodingKey>(forTag tag: Int, of keyType: Key.Type) -> Int {
        guard taggedKeyType == ObjectIdentifier(keyType), let slotsByTag else { return 0 }
        return Int(slotsByTag[tag].number)
    }

    /// The key type whose tags `slotsByTag` maps, once a tagged key type asked for it.
    @exclusivity(unchecked) private var taggedKeyType: ObjectIdentifier?
    /// Whether keys of `taggedKeyType` are one byte each (not the no bytes of a one-case enum).
    @exclusivity(unchecked) private var taggedKeysAreOneByte = false
    /// Per tag of `taggedKeyType` (`CodingKeyTag.count` of them): its slot's number (one
    /// more than the position, or 0 when not known yet) and name. Allocated with
    /// `taggedKeyType`, freed with the context; containers hold it unretained, as they
    /// hold the context. The names point into slots that `slots` keeps (it only grows).
    @exclusivity(unchecked) private var slotsByTag: UnsafeMutablePointer<TaggedSlot>?

    /// The slot of the key `name`, starting from `hint` (see `slot(for:hint:)`).
    @inline(__always)
    private func slot(named name: String, hint: inout Int) -> Unmanaged<KeySlot> {
        let guess = hint
        if guess < slots.count, slots[guess].name == name {
            hint = guess + 1
            return Unmanaged.passUnretained(slots[guess])
        }
        return slot(searchingFor: name, hint: &hint)
    }

    @inline(never)
    private func slot(searchingFor name: String, hint: inout Int) -> Unmanaged<KeySlot> {
        if let position = position(ofSlotNamed: name) {
            hint = position + 1
            return Unmanaged.passUnretained(slots[position])
        }
        let slot = KeySlot(name: name, candidates: plan.keyRules[name])
        // A model with keys chosen by the data (a custom `init(from:)` over `allKeys`)
        // must not grow the shared plan without bound.
        guard slots.count < ModelContext.slotLimit else {
            unlistedSlot = slot
            return Unmanaged.passUnretained(slot)
        }
        slots.append(slot)
        slotPositions?[name] = slots.count - 1
        hint = slots.count
        return Unmanaged.passUnretained(slot)
    }

    /// The position of the slot named `name`, if there is one. Up to
    /// `slotsSearchedInOrder` slots are compared one by one: a model's first decode makes
    /// a slot for each of its keys, and hashing every name into a dictionary cost more
    /// than comparing it with a few dozen others by length, then text. Beyond that, the
    /// slots are found through a dictionary, built once.
    private func position(ofSlotNamed name: String) -> Int? {
        if slotPositions == nil {
            guard slots.count > ModelContext.slotsSearchedInOrder else {
                // Lengths first: most names differ in length, and comparing two strings
                // longer than fifteen bytes goes through the standard library's general
                // comparison.
                let length = name.utf8.count
                return slots.firstIndex { $0.utf8.count == length && $0.name == name }
            }
            var positions: [String: Int] = [:]
            positions.reserveCapacity(slots.count * 2)
            for (position, slot) in slots.enumerated() { positions[slot.name] = position }
            slotPositions = positions
        }
        return slotPositions?[name]
    }

    /// How many slots `position(ofSlotNamed:)` compares one by one before it hashes.
    static let slotsSearchedInOrder = 48

    /// Runs `didFinishMapping()` on `value`, which has this context's model type.
    func finish<T>(_ value: inout T) {
        guard !isCollection else { return }
        type.finishMapping(of: &value)
    }
}

extension SmartDecodable {
    /// Calls `didFinishMapping()` on `value` in place when `T` is this model type itself
    /// (checked, so the memory is only ever viewed as its own type). No casts, no copies.
    static func finishMapping<T>(of value: inout T) {
        guard Self.self == T.self else { return }
        didFinishMapping(at: &value)
    }

    /// The call itself, through the pointer an `inout` argument becomes: the standard
    /// library's `withUnsafeMutablePointer`, not specialised for a model type, cost a
    /// hundred instructions a model (measured on airports.json).
    private static func didFinishMapping<T>(at pointer: UnsafeMutablePointer<T>) {
        // `T` is `Self` (checked by the caller), so the memory is bound to `Self`.
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Self.self).pointee.didFinishMapping()
    }
}
