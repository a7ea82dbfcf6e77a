/// The stored property values of one model instance, looked up by coding key.
///
/// Read two ways: through the model's own `encode(to:)` (which names each value by its
/// real CodingKey, so renamed keys such as `case renamed = "xx"` are found, and records
/// nil optionals too), and through `Mirror` (property names, with `_name` for wrapped
/// properties, superclasses included). A lookup takes the coding key's own value first,
/// then the property of that name, then the wrapped property `_name`.
///
/// The `Mirror` table is built only when a key is not among the coding keys, which a
/// model with synthesized `Codable` never needs: reflecting a model makes the Swift
/// runtime look up conformances and field types, the largest part of a type's first
/// decode (measured on twitter.json).
final class PropertyValues: @unchecked Sendable {
    // @unchecked: the captured values and `instance` are immutable after init; the lazily
    // built property-name table is behind its lock.

    /// The coding keys the model's `encode(to:)` wrote values under (see
    /// `KeyCaptureEncoder`), and beside them, at the same index, the values.
    let codingKeys: CodingKeyList
    let codingKeyValues: [Any]
    /// The instance, kept for the property-name table.
    private let instance: Any
    /// Property name (and `name` for a wrapped `_name`) → value; nil until first needed.
    /// Guarded by `lock` (beside it, not a `LockedValue` around it: see `PlainLock`).
    @exclusivity(unchecked) private var byPropertyName: [String: Any]?
    private let lock = PlainLock()

    init(reading instance: Any) {
        self.instance = instance
        // The type is asked about `Encodable`, not the value: casting the value to
        // `any Encodable` cost the runtime about half again as much on a type's first use
        // (measured on twitter.json's first decode). Most models have told already.
        if let encodableType = EncodableModels.encodableType(type(of: instance)) {
            (codingKeys, codingKeyValues) = PropertyValues.capturedValues(of: instance, as: encodableType)
        } else {
            (codingKeys, codingKeyValues) = (CodingKeyList(), [])
        }
    }

    /// The coding keys `instance` (a `Model`) encodes values under, and the values.
    private static func capturedValues<Model: Encodable>(of instance: Any, as type: Model.Type) -> (
        CodingKeyList, [Any]
    ) {
        guard let model = instance as? Model else { return (CodingKeyList(), []) }
        let recorder = KeyCaptureEncoder()
        try? model.encode(to: recorder)
        // Only classes can adopt it; asking a struct would cost a conformance lookup.
        if Model.self is AnyClass, let subclass = instance as? any SmartSubclassCoding {
            try? subclass.encodeSubclassProperties(to: recorder)
        }
        return (recorder.keys, recorder.values)
    }

    /// The index of coding key `key` in `codingKeys`, or nil.
    func index(ofCodingKey key: String) -> Int? {
        codingKeys.index(of: key)
    }

    /// The value of the property with coding key `key`, untyped.
    func rawValue(forKey key: String) -> Any? {
        if let index = index(ofCodingKey: key) { return codingKeyValues[index] }
        return propertyNameTable()[key]
    }

    /// The value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        rawValue(forKey: key) as? T
    }

    /// The values by property name, read with `Mirror` the first time a key is missing
    /// from the coding keys.
    private func propertyNameTable() -> [String: Any] {
        if let known = lock.withLock({ byPropertyName }) { return known }
        var byName: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, byName[label] == nil { byName[label] = child.value }
            }
            mirror = current.superclassMirror
        }
        var table = byName
        for (label, value) in byName where label.hasPrefix("_") {
            let name = String(label.dropFirst())
            if table[name] == nil { table[name] = value }
        }
        lock.withLock { byPropertyName = table }
        return table
    }
}
