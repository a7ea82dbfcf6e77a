/// An `Encoder` that runs a model's own `encode(to:)` only to record which value it
/// writes under which top-level key. Nothing is serialized; nested containers discard.
final class KeyCaptureEncoder: Encoder {
    /// The coding keys (`stringValue`) the model encoded values under, first time each,
    /// in the order it encoded them; `values` holds the value of each, at the same index.
    private(set) var keys = CodingKeyList()
    /// The value encoded under each of `keys`.
    private(set) var values: [Any] = []
    /// Only the top level records; nested and super encoders discard.
    let records: Bool
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(records: Bool = true) {
        self.records = records
        if records { values.reserveCapacity(32) }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyCaptureContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { DiscardingEncodingContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { DiscardingEncodingContainer() }

    func record(_ value: Any, forKey key: String) {
        guard records, keys.append(key) else { return }
        values.append(value)
    }

    /// Records an optional's value, or the nil optional itself.
    func record<T>(optional value: T?, forKey key: String) {
        if let value { record(value, forKey: key) } else { record(value as Any, forKey: key) }
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

    // A nil optional is recorded too (as `Optional<T>.none`, what `Mirror` reads from the
    // property), so a property whose initializer value is nil is found by its coding key
    // without reflecting the model. Every overload is written out: the protocol's default
    // implementations skip nil.

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
    }

    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        encoder.record(optional: value, forKey: key.stringValue)
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
