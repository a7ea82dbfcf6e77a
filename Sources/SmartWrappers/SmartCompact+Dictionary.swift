import SmartCore

extension SmartCompact {
    /// A dictionary that keeps every entry that decodes and skips the others.
    ///
    /// Each key is parsed with `Key(String)`; an entry whose key does not parse, or whose
    /// value is null or still fails after the usual conversions (`18` → `"18"`, `"1"` → 1),
    /// is skipped. A value type that is not `Decodable` (`[String: Any]`…) takes each value
    /// as `@SmartAny` builds values, `null` as `NSNull()`, and keeps it when it is a
    /// `Value`. The call's key strategy rewrites the keys. A value that is not an object
    /// gives the initializer value. Works under any `Decoder`; under SmartCodable's, each
    /// skipped entry is reported (Sentinel line and `SmartDiagnostics` issue).
    ///
    /// Encoding writes `Encodable` values as themselves and any other value as JSON.
    @propertyWrapper
    public struct Dictionary<Key: Hashable & LosslessStringConvertible, Value>: Codable {
        /// The entries that decoded.
        public var wrappedValue: Swift.Dictionary<Key, Value>

        /// Wraps `wrappedValue`, the property's initializer value.
        public init(wrappedValue: Swift.Dictionary<Key, Value>) {
            self.wrappedValue = wrappedValue
        }

        /// Decodes each entry on its own and keeps those whose key parses and whose value
        /// decodes; a value that is not an object throws, so the property keeps its initializer
        /// value.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: SmartJSONCodingKey.self)
            let decodable = Value.self as? any Decodable.Type
            let reporter = decoder as? any SkippedValueReporting
            var entries: Swift.Dictionary<Key, Value> = [:]
            for codingKey in container.allKeys {
                guard let key = Key(codingKey.stringValue) else {
                    // The key itself is text that is no `Key`.
                    reporter?.reportSkippedEntry(key: codingKey.stringValue, expected: Key.self, found: .string)
                    continue
                }
                let value: Value?
                if let decodable {
                    value = Self.decoded(decodable, forKey: codingKey, in: container)
                } else {
                    value = Self.anyValue(forKey: codingKey, in: container)
                }
                if let value {
                    entries[key] = value
                } else if let reporter {
                    let found = (try? container.decode(SmartJSONValue.self, forKey: codingKey))?.kind ?? .null
                    reporter.reportSkippedEntry(key: codingKey.stringValue, expected: Value.self, found: found)
                }
            }
            wrappedValue = entries
        }

        /// The value at `key` as `Value` (a `Decodable` type), or nil.
        private static func decoded<Decoded: Decodable>(
            _ type: Decoded.Type, forKey key: SmartJSONCodingKey,
            in container: KeyedDecodingContainer<SmartJSONCodingKey>
        ) -> Value? {
            (try? container.decode(Decoded.self, forKey: key)) as? Value
        }

        /// The value at `key` as `@SmartAny` builds it (`null` as `NSNull()`), or nil when
        /// it is not a `Value`.
        private static func anyValue(
            forKey key: SmartJSONCodingKey, in container: KeyedDecodingContainer<SmartJSONCodingKey>
        )
            -> Value?
        {
            guard let json = try? container.decode(SmartJSONValue.self, forKey: key) else { return nil }
            return json.foundationValue(numbers: .literal) as? Value
        }

        /// Writes each entry under its key's `description`: `Encodable` values as themselves,
        /// others as JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SmartJSONCodingKey.self)
            for (key, value) in wrappedValue {
                let codingKey = SmartJSONCodingKey(stringValue: key.description)
                if let encodable = value as? any Encodable {
                    try container.encode(encodable, forKey: codingKey)
                } else {
                    try container.encode(AnyJSONConversion.json(value), forKey: codingKey)
                }
            }
        }
    }
}

extension SmartCompact.Dictionary: SmartKeyedCollection {
    /// Always `true`: the call's key strategy rewrites the entry keys.
    package static var rewritesKeys: Bool { true }
}

extension SmartCompact.Dictionary: PropertyWrapperable {}

extension SmartCompact.Dictionary: Sendable where Key: Sendable, Value: Sendable {}
extension SmartCompact.Dictionary: Equatable where Value: Equatable {}
extension SmartCompact.Dictionary: Hashable where Value: Hashable {}
