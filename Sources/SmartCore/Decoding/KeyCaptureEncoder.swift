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
