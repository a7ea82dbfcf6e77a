import SmartCore

extension SmartCompact {
    /// A dictionary that keeps every entry that decodes and skips the others.
    ///
    /// Each key is parsed with `Key(String)`; an entry whose key does not parse, or whose
    /// value is null or still fails after the usual conversions (`18` → `"18"`, `"1"` → 1),
    /// is skipped. The call's key strategy rewrites the keys. A value that is not an
    /// object gives the initializer value. Works under any `Decoder`.
    @propertyWrapper
    public struct Dictionary<Key: Hashable & LosslessStringConvertible, Value: Codable>: Codable {
        public var wrappedValue: Swift.Dictionary<Key, Value>

        public init(wrappedValue: Swift.Dictionary<Key, Value>) {
            self.wrappedValue = wrappedValue
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONCodingKey.self)
            var entries: Swift.Dictionary<Key, Value> = [:]
            for codingKey in container.allKeys {
                guard let key = Key(codingKey.stringValue),
                      let value = try? container.decode(Value.self, forKey: codingKey)
                else { continue }
                entries[key] = value
            }
            wrappedValue = entries
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            for (key, value) in wrappedValue {
                try container.encode(value, forKey: JSONCodingKey(stringValue: key.description))
            }
        }
    }
}

extension SmartCompact.Dictionary: SmartKeyedCollection {
    public static var rewritesKeys: Bool { true }
}

extension SmartCompact.Dictionary: SmartTransformableWrapper {
    public static func wrapping(transformed value: Any) -> SmartCompact.Dictionary<Key, Value>? {
        guard let typed = value as? Swift.Dictionary<Key, Value> else { return nil }
        return SmartCompact.Dictionary(wrappedValue: typed)
    }

    public var transformableValue: Any { wrappedValue }
}

extension SmartCompact.Dictionary: Sendable where Key: Sendable, Value: Sendable {}
extension SmartCompact.Dictionary: Equatable where Value: Equatable {}
