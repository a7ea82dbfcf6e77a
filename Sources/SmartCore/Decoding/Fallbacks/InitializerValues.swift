/// The initializer values of one model type's properties: the fallback values D.
///
/// Made once per type by calling the model's `init()` and reading its properties (see
/// `PropertyValues`). Values that hold class instances are never handed out from the
/// cache: a fresh `init()` supplies them each time, so two decoded models never share an
/// object.
///
/// Whether a value holds a class instance is answered cheaply where the type alone tells
/// (classes, plain data, strings, nil optionals); anything else is reflected, and only
/// when its key is first asked for, since reflecting a value makes the runtime look up
/// conformances for its type, slow the first time (this runs on the first decode of each
/// model type).
final class InitializerValues: @unchecked Sendable {
    // @unchecked: immutable after init but for `reflectedAnswers`, behind its lock;
    // values that could be shared mutable state (class instances anywhere inside) are
    // re-created for every use.

    private let modelType: any SmartDecodable.Type
    private let values: PropertyValues
    /// The values found by coding key (at the index of their key in
    /// `values.codingKeys`), each with what its type alone tells about references: true,
    /// false, or nil when only reflecting it can tell.
    private let byCodingKey: [CapturedInitializerValue]
    /// Answers worked out by reflection (undecided values, and values found by property
    /// name), once asked for.
    /// Guarded by `lock` (beside it, not a `LockedValue` around it: see `PlainLock`).
    @exclusivity(unchecked) private var reflectedAnswers: [String: Bool] = [:]
    private let lock = PlainLock()

    private init(modelType: any SmartDecodable.Type) {
        self.modelType = modelType
        values = PropertyValues(reading: modelType.init())
        byCodingKey = values.codingKeyValues.map {
            CapturedInitializerValue(value: $0, holdsReference: InitializerValues.typeAloneTellsReference($0))
        }
    }

    private static let cache = SharedTypeCache<InitializerValues>()

    static func values(for type: any SmartDecodable.Type) -> InitializerValues {
        // Made outside the cache's lock: it runs the model's own `init()`.
        cache.value(for: type) { _ in InitializerValues(modelType: type) }
    }

    /// Whether the property with coding key `key` starts out nil. Not generic, so that the
    /// commonest fallback (`null` or a missing key for an optional that starts out nil)
    /// makes the runtime look up no `T?` metadata.
    func isNil(forKey key: String) -> Bool {
        guard let index = values.index(ofCodingKey: key) else { return false }
        return byCodingKey[index].isNil
    }

    /// The initializer value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        let value: Any
        let holdsReference: Bool
        if let index = values.index(ofCodingKey: key) {
            let known = byCodingKey[index]
            if known.isNil { return nil }
            value = known.value
            holdsReference = known.holdsReference ?? reflectedAnswer(for: value, forKey: key)
        } else {
            guard let named = values.rawValue(forKey: key) else { return nil }
            value = named
            holdsReference = reflectedAnswer(for: value, forKey: key)
        }
        if holdsReference {
            // Build a new instance so the caller gets objects of its own.
            return PropertyValues(reading: modelType.init()).value(forKey: key, as: T.self)
        }
        return value as? T
    }

    /// Whether `value`, the value of `key`, holds a class instance, worked out by
    /// reflection the first time and remembered.
    private func reflectedAnswer(for value: Any, forKey key: String) -> Bool {
        if let known = lock.withLock({ reflectedAnswers[key] }) { return known }
        let answer = InitializerValues.containsReference(value)
        lock.withLock { reflectedAnswers[key] = answer }
        return answer
    }

    /// Whether `value` holds a class instance, when its type alone says so; nil when only
    /// reflecting the value can tell.
    private static func typeAloneTellsReference(_ value: Any) -> Bool? {
        let valueType = type(of: value)
        if valueType is AnyClass { return true }
        if _openExistential(valueType, do: typeIsPlainData) { return false }
        if valueType == String.self || valueType == Substring.self { return false }
        if case Optional<Any>.none = value { return false }
        return nil
    }

    /// Whether `value` holds a class instance within a few levels.
    private static func containsReference(_ value: Any, depth: Int = 0) -> Bool {
        if let answer = typeAloneTellsReference(value) { return answer }
        guard depth < 4 else { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return true }
        return mirror.children.contains { containsReference($0.value, depth: depth + 1) }
    }
}

/// Whether `type` is plain data: no references anywhere in it.
private func typeIsPlainData<Value>(_ type: Value.Type) -> Bool {
    _isPOD(Value.self)
}
