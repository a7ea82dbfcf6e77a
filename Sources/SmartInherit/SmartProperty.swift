import SmartCore

/// One stored property of a `SmartSubclass`: where it lives (a key path) and its name,
/// which is also its JSON key. Rename the key with `mappingForKey()`, as for any model:
/// `SmartKey("age") <--- "stu_age"`.
public struct SmartProperty {
    /// The property's name and default JSON key.
    public let name: String
    private let decoder: (AnyObject, KeyedDecodingContainer<SmartJSONCodingKey>) throws -> Void
    private let encoder: (AnyObject, inout KeyedEncodingContainer<SmartJSONCodingKey>) throws -> Void

    /// A non-optional property. A missing, null or unusable value keeps the initializer
    /// value and is reported.
    public init<Root: AnyObject, Value: Codable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, _ name: String) {
        self.name = name
        let key = SmartJSONCodingKey(stringValue: name)
        decoder = { object, container in
            guard let root = object as? Root else { return }
            root[keyPath: keyPath] = try container.decode(Value.self, forKey: key)
        }
        encoder = { object, container in
            guard let root = object as? Root else { return }
            try container.encode(root[keyPath: keyPath], forKey: key)
        }
    }

    /// An optional property. A missing key is not reported; nil is not written.
    public init<Root: AnyObject, Value: Codable>(_ keyPath: ReferenceWritableKeyPath<Root, Value?>, _ name: String) {
        self.name = name
        let key = SmartJSONCodingKey(stringValue: name)
        decoder = { object, container in
            guard let root = object as? Root else { return }
            root[keyPath: keyPath] = try container.decodeIfPresent(Value.self, forKey: key)
        }
        encoder = { object, container in
            guard let root = object as? Root else { return }
            try container.encodeIfPresent(root[keyPath: keyPath], forKey: key)
        }
    }

    /// A property named by a coding key (`CodingKeys.age`), for subclasses that declare
    /// their own `CodingKeys` to use `CodingKeys.age <--- "stu_age"` in `mappingForKey()`.
    public init<Root: AnyObject, Value: Codable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ key: some CodingKey
    ) {
        self.init(keyPath, key.stringValue)
    }

    /// An optional property named by a coding key.
    public init<Root: AnyObject, Value: Codable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value?>, _ key: some CodingKey
    ) {
        self.init(keyPath, key.stringValue)
    }

    func decode(into object: AnyObject, from container: KeyedDecodingContainer<SmartJSONCodingKey>) throws {
        try decoder(object, container)
    }

    func encode(from object: AnyObject, into container: inout KeyedEncodingContainer<SmartJSONCodingKey>) throws {
        try encoder(object, &container)
    }
}
