/// What decoding needs to know about one model type, worked out once per type and
/// shared by every decode in the process.
///
/// Besides the mapping rules, the plan keeps the model's key slots in the order the
/// model asks for them (its `init(from:)` order), learned from the decodes that have run:
/// a later decode finds each property's slot by position, and compares member names with
/// the slot's cached bytes.
final class ModelPlan: @unchecked Sendable {
    // @unchecked: immutable but for `learnedSlots`, which is only touched under `lock`.
    /// For each property key with a `mappingForKey` rule, the candidates of the last rule.
    let keyRules: [String: [String]]
    /// A collection of models (`[Model]`), which is never finished itself.
    let isCollection: Bool
    /// A class that codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool
    /// The key slots learned so far, in request order; guarded by `lock` (beside it, not a
    /// `LockedValue` around it: see `PlainLock`).
    @exclusivity(unchecked) private var learnedSlots: [KeySlot] = []
    private let lock = PlainLock()

    /// The key each property is written under with `useMappedKeys`: the first candidate
    /// of its last rule.
    func mappedKey(for key: String) -> String? {
        keyRules[key]?.first
    }

    private init(keyRules: [String: [String]], isCollection: Bool, isSubclassCoding: Bool) {
        self.keyRules = keyRules
        self.isCollection = isCollection
        self.isSubclassCoding = isSubclassCoding
    }

    /// The slots learned by earlier decodes.
    var slots: [KeySlot] { lock.withLock { learnedSlots } }

    /// Keeps `slots` for later decodes when they know more than the plan does.
    func learn(_ slots: [KeySlot]) {
        lock.withLock {
            if slots.count > learnedSlots.count { learnedSlots = slots }
        }
    }

    private static let cache = SharedTypeCache<ModelPlan>()

    /// The plan for `type`, computed on first use (outside the cache's lock, since it
    /// calls the model's own code).
    static func plan(for type: any SmartMappable.Type) -> ModelPlan {
        cache.value(for: type) { _ in make(for: type) }
    }

    private static func make(for type: any SmartMappable.Type) -> ModelPlan {
        var rules: [String: [String]] = [:]
        for rule in type.mappingForKey() ?? [] {
            rules[rule.location] = rule.candidates  // a later rule for the same key wins
        }
        // The cheap questions first: a failed conformance check makes the runtime scan every
        // conformance record the first time, and most models are neither.
        return ModelPlan(
            keyRules: rules, isCollection: PackageConformances.mayConform(type) && type is any ModelCollection.Type,
            isSubclassCoding: type is AnyClass && type is any SmartSubclassCoding.Type)
    }
}

extension ModelPlan {
    /// Property key → transformer from the type's `mappingForValue()`, the last rule for a
    /// key winning; nil when there are none. Built by each of the decoder's and the
    /// encoder's model contexts, never cached process-wide, since transformers need not
    /// be `Sendable`.
    static func transformers(of type: any SmartMappable.Type) -> [String: SmartValueTransformer]? {
        guard let list = type.mappingForValue(), !list.isEmpty else { return nil }
        var table: [String: SmartValueTransformer] = [:]
        for transformer in list { table[transformer.location.stringValue] = transformer }
        return table
    }
}

/// One property key of a model, as member lookups use it: the key's name, its UTF-8
/// bytes (kept in one allocation so comparisons need no `String`), and the candidates of
/// its `mappingForKey` rule, if any. Immutable and shared by every decode of the model.
final class KeySlot: @unchecked Sendable {
    // @unchecked: immutable after init; the byte buffer is owned and never written again.
    let name: String
    let utf8: UnsafeBufferPointer<UInt8>
    let candidates: [String]?

    init(name: String, candidates: [String]?) {
        self.name = name
        self.candidates = candidates
        // Copied straight from the string's own UTF-8 (no intermediate array).
        var text = name
        utf8 = text.withUTF8 { bytes in
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
            _ = storage.initialize(from: bytes)
            return UnsafeBufferPointer(start: storage.baseAddress, count: bytes.count)
        }
    }

    deinit {
        UnsafeMutableRawPointer(mutating: utf8.baseAddress)?.deallocate()
    }
}
