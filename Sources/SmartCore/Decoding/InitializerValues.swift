/// The initializer values of one model type's properties: the fallback values D.
///
/// Made once per type by calling the model's `init()` and reading its properties two
/// ways: through its own `encode(to:)` (which names each value by its real CodingKey, so
/// renamed keys such as `case renamed = "xx"` find their value), and through `Mirror`
/// (property names, with `_name` for wrapped properties). Lookup tries the coding key,
/// then the property name.
///
/// Values that hold class instances are never handed out from the cache: a fresh
/// `init()` supplies them each time, so two decoded models never share an object.
final class InitializerValues: @unchecked Sendable {
    // @unchecked: immutable after init; values that could be shared mutable state
    // (class instances anywhere inside) are marked and re-created for every use.

    private let modelType: any SmartDecodable.Type
    private let byCodingKey: [String: Any]
    private let byPropertyName: [String: Any]
    /// Keys (coding keys and property names) whose values contain references.
    private let referenceKeys: Set<String>

    private init(modelType: any SmartDecodable.Type) {
        self.modelType = modelType
        let instance = modelType.init()
        let (captured, named) = InitializerValues.read(instance)
        byCodingKey = captured
        byPropertyName = named
        var references = Set<String>()
        for (key, value) in captured where InitializerValues.containsReference(value) { references.insert(key) }
        for (key, value) in named where InitializerValues.containsReference(value) { references.insert(key) }
        referenceKeys = references
    }

    private static let cache = LockedValue<[ObjectIdentifier: InitializerValues]>([:])

    static func values(for type: any SmartDecodable.Type) -> InitializerValues {
        let identifier = ObjectIdentifier(type)
        if let cached = cache.read({ $0[identifier] }) { return cached }
        let made = InitializerValues(modelType: type)  // runs user code: outside the lock
        cache.write { $0[identifier] = made }
        return made
    }

    /// The initializer value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        let isCapturedKey = byCodingKey[key] != nil
        let lookupKey: String
        let table: [String: Any]
        if isCapturedKey {
            lookupKey = key
            table = byCodingKey
        } else if byPropertyName[key] != nil {
            lookupKey = key
            table = byPropertyName
        } else if byPropertyName["_" + key] != nil {
            lookupKey = "_" + key
            table = byPropertyName
        } else {
            return nil
        }
        if referenceKeys.contains(lookupKey) {
            // Build a new instance so the caller gets objects of its own.
            let (captured, named) = InitializerValues.read(modelType.init())
            return (isCapturedKey ? captured : named)[lookupKey] as? T
        }
        return table[lookupKey] as? T
    }

    /// True when the model declares a property for this key (so a miss is a type problem).
    func hasValue(forKey key: String) -> Bool {
        byCodingKey[key] != nil || byPropertyName[key] != nil || byPropertyName["_" + key] != nil
    }

    private static func read(_ instance: any SmartDecodable) -> (captured: [String: Any], named: [String: Any]) {
        var captured: [String: Any] = [:]
        if let encodable = instance as? any Encodable {
            let recorder = KeyCaptureEncoder()
            try? encodable.encode(to: recorder)
            captured = recorder.values
        }
        var named: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, named[label] == nil { named[label] = child.value }
            }
            mirror = current.superclassMirror
        }
        return (captured, named)
    }

    /// Whether `value` holds a class instance within a few levels.
    private static func containsReference(_ value: Any, depth: Int = 0) -> Bool {
        if type(of: value) is AnyClass { return true }
        guard depth < 4 else { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return true }
        return mirror.children.contains { containsReference($0.value, depth: depth + 1) }
    }
}
