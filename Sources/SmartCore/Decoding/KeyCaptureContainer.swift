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
