/// The initializer values of one model type's properties: the fallback values D.
///
/// Made once per type by calling the model's `init()` and reading its properties (see
/// `PropertyValues`). Values that hold class instances are never handed out from the
/// cache: a fresh `init()` supplies them each time, so two decoded models never share an
/// object.
final class InitializerValues: @unchecked Sendable {
    // @unchecked: immutable after init; values that could be shared mutable state
    // (class instances anywhere inside) are marked and re-created for every use.

    private let modelType: any SmartDecodable.Type
    private let values: PropertyValues
    /// Keys of values that contain references.
    private let referenceKeys: Set<String>

    private init(modelType: any SmartDecodable.Type) {
        self.modelType = modelType
        values = PropertyValues(reading: modelType.init())
        referenceKeys = Set(values.values.filter { InitializerValues.containsReference($0.value) }.keys)
    }

    private static let cache = SharedTypeCache<InitializerValues>()

    static func values(for type: any SmartDecodable.Type) -> InitializerValues {
        // Made outside the cache's lock: it runs the model's own `init()`.
        cache.value(for: type) { _ in InitializerValues(modelType: type) }
    }

    /// The initializer value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        guard let value = values.rawValue(forKey: key) else { return nil }
        if !referenceKeys.isEmpty, referenceKeys.contains(key) {
            // Build a new instance so the caller gets objects of its own.
            return PropertyValues(reading: modelType.init()).value(forKey: key, as: T.self)
        }
        return value as? T
    }

    /// Whether `value` holds a class instance within a few levels.
    ///
    /// Plain data and the common value types are answered without `Mirror`: reflecting a
    /// value makes the runtime look up conformances for its type, which is slow the first
    /// time (this runs on the first decode of each model type).
    private static func containsReference(_ value: Any, depth: Int = 0) -> Bool {
        if type(of: value) is AnyClass { return true }
        if isPlainData(value) || value is String || value is Substring { return false }
        guard depth < 4 else { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return true }
        return mirror.children.contains { containsReference($0.value, depth: depth + 1) }
    }

    /// Whether the value's type is plain data (no references anywhere in it).
    private static func isPlainData<Value>(_ value: Value) -> Bool {
        _isPOD(Value.self)
    }
}
