/// How generated models connect JSON keys to their camelCase properties.
public enum ModelerKeyStrategy: String, Sendable, Hashable, CaseIterable {
    /// Every key that differs from its property name gets a `mappingForKey()` entry
    /// (`CodingKeys.createdAt <--- "created_at"`); models decode with no options.
    case mapping
    /// Properties are named the way the `.fromSnakeCase` key decoding strategy converts
    /// keys, and models are decoded with `options: [.key(.fromSnakeCase)]`; only keys that
    /// strategy cannot turn into the property name get a `mappingForKey()` entry.
    case snake
}
