/// The stored property values of one model instance, looked up by coding key or name.
///
/// Read two ways: through the model's own `encode(to:)` (which names each value by its
/// real CodingKey, so renamed keys such as `case renamed = "xx"` are found), and through
/// `Mirror` (property names, with `_name` for wrapped properties, superclasses included).
struct PropertyValues {
    private(set) var byCodingKey: [String: Any] = [:]
    private(set) var byPropertyName: [String: Any] = [:]

    init(reading instance: Any) {
        if let encodable = instance as? any Encodable {
            let recorder = KeyCaptureEncoder()
            try? encodable.encode(to: recorder)
            if let subclass = instance as? any SmartSubclassCoding {
                try? subclass.encodeSubclassProperties(to: recorder)
            }
            byCodingKey = recorder.values
        }
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                if let label = child.label, byPropertyName[label] == nil { byPropertyName[label] = child.value }
            }
            mirror = current.superclassMirror
        }
    }

    /// Where the value of the property with coding key `key` is: its lookup key and
    /// whether it came from the coding-key table.
    func location(ofKey key: String) -> (key: String, isCodingKey: Bool)? {
        if byCodingKey[key] != nil { return (key, true) }
        if byPropertyName[key] != nil { return (key, false) }
        if byPropertyName["_" + key] != nil { return ("_" + key, false) }
        return nil
    }

    subscript(location: (key: String, isCodingKey: Bool)) -> Any? {
        location.isCodingKey ? byCodingKey[location.key] : byPropertyName[location.key]
    }

    /// The value of the property with coding key `key`, untyped.
    func rawValue(forKey key: String) -> Any? {
        guard let location = location(ofKey: key) else { return nil }
        return self[location]
    }

    /// The value of the property with coding key `key`, when it has type `T`.
    func value<T>(forKey key: String, as type: T.Type) -> T? {
        guard let location = location(ofKey: key) else { return nil }
        return self[location] as? T
    }
}
