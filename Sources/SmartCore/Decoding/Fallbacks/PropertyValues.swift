/// The stored property values of one model instance, looked up by coding key.
///
/// Read two ways: through the model's own `encode(to:)` (which names each value by its
/// real CodingKey, so renamed keys such as `case renamed = "xx"` are found), and through
/// `Mirror` (property names, with `_name` for wrapped properties, superclasses included).
/// The two are merged into one table once, so each lookup is a single hash lookup:
/// a coding key's own value first, then the property of that name, then the wrapped
/// property `_name`.
struct PropertyValues {
    private(set) var values: [String: Any] = [:]

    init(reading instance: Any) {
        var byCodingKey: [String: Any] = [:]
        if let encodable = instance as? any Encodable {
            let recorder = KeyCaptureEncoder()
            try? encodable.encode(to: recorder)
            if let subclass = instance as? any SmartSubclassCoding {
                try? subclass.encodeSubclassProperties(to: recorder)
            }
            byCodingKey = recorder.values
        }
        var byPropertyName: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, byPropertyName[label] == nil { byPropertyName[label] = child.value }
            }
            mirror = current.superclassMirror
        }
        var merged = byPropertyName
        for (label, value) in byPropertyName where label.hasPrefix("_") {
            let name = String(label.dropFirst())
            if merged[name] == nil { merged[name] = value }
        }
        merged.merge(byCodingKey) { _, codingKeyValue in codingKeyValue }
        values = merged
    }

    /// The value of the property with coding key `key`, untyped.
    func rawValue(forKey key: String) -> Any? {
        values[key]
    }

    /// The value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        values[key] as? T
    }
}

/// Dictionaries that `SmartUpdater` merges with their current value instead of replacing
/// it: keys from the update win, other keys stay.
protocol DictionaryMerging {
    /// `update` merged over `base` when `base` is this dictionary type; otherwise `update`.
    static func merging(_ update: Self, over base: Any) -> Self
}

extension Dictionary: DictionaryMerging {
    static func merging(_ update: Dictionary, over base: Any) -> Dictionary {
        guard let current = base as? Dictionary else { return update }
        return current.merging(update) { _, new in new }
    }
}
