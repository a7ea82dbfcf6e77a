/// What a lent keyed container is wrapped in for `KeyedDecodingContainer`: a plain
/// struct holding the container without reference counting.
///
/// The standard library's type-erasing box copies the container it wraps out of its
/// storage for every call it forwards. Boxing the container class itself made that copy a
/// retain and a release per property, through the runtime's generic value witnesses (on
/// airports10000.json, 2.5% of a decode). This struct is plain data, so the copy is a
/// load and a store.
///
/// Holding the container unretained is sound because lent containers are never freed:
/// when their lease goes, they return to `LentContainerPool` for the next lease. A
/// `KeyedDecodingContainer` kept past its model's `init(from:)` (which the `Decoder`
/// contract does not allow) still points at a live, parked container.
struct LentKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    unowned(unsafe) let container: SmartKeyedDecodingContainer<Key>

    init(_ container: SmartKeyedDecodingContainer<Key>) {
        self.container = container
    }

    /// Calls `body` with the container, which it does not retain.
    @inline(__always)
    private func withContainer<Result>(_ body: (SmartKeyedDecodingContainer<Key>) throws -> Result) rethrows
        -> Result
    {
        try Unmanaged.passUnretained(container)._withUnsafeGuaranteedRef(body)
    }

    var codingPath: [any CodingKey] { withContainer { $0.codingPath } }
    var allKeys: [Key] { withContainer { $0.allKeys } }

    func contains(_ key: Key) -> Bool { withContainer { $0.contains(key) } }

    func decodeNil(forKey key: Key) throws -> Bool { try withContainer { try $0.decodeNil(forKey: key) } }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try withContainer { try $0.decode(type, forKey: key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try withContainer { try $0.decodeIfPresent(type, forKey: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try withContainer { try $0.nestedContainer(keyedBy: type, forKey: key) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try withContainer { try $0.nestedUnkeyedContainer(forKey: key) }
    }

    func superDecoder() throws -> any Decoder { try withContainer { try $0.superDecoder() } }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try withContainer { try $0.superDecoder(forKey: key) }
    }
}
