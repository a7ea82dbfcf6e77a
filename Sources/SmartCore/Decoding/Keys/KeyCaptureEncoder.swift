/// An `Encoder` that runs a model's own `encode(to:)` only to record which value it
/// writes under which top-level key. Nothing is serialized; nested containers discard.
final class KeyCaptureEncoder: Encoder {
    /// Coding key `stringValue` → the value the model encoded under it.
    private(set) var values: [String: Any] = [:]
    /// Only the top level records; nested and super encoders discard.
    let records: Bool
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(records: Bool = true) {
        self.records = records
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyCaptureContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingEncodingContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingEncodingContainer() }

    func record(_ value: Any, forKey key: String) {
        if records, values[key] == nil { values[key] = value }
    }
}

/// An unkeyed and single-value encoding container that throws everything away.
struct DiscardingEncodingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    mutating func encodeNil() throws { count += 1 }

    mutating func encode<T: Encodable>(_ value: T) throws { count += 1 }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(KeyCaptureContainer<NestedKey>(encoder: KeyCaptureEncoder(records: false)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingEncodingContainer() }

    mutating func superEncoder() -> any Encoder { KeyCaptureEncoder(records: false) }
}

/// The keyed container of `KeyCaptureEncoder`.
struct KeyCaptureContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: KeyCaptureEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.record(value, forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyCaptureContainer<NestedKey>(encoder: KeyCaptureEncoder(records: false)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        DiscardingEncodingContainer()
    }

    mutating func superEncoder() -> any Encoder { KeyCaptureEncoder(records: false) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { KeyCaptureEncoder(records: false) }
}
