extension ActiveKeyedContainer {
    // The overloads' calls into the active container, one per type the container has its
    // own method for (`SmartKeyedDecodingContainer`), plus the generic pair. Generic over
    // the key only, like the box's calls they replace.

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Bool.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Bool
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: String.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> String
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Double.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Double
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Float.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Float
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Int.Type, forKey key: Key, in container: UnsafeRawPointer) throws -> Int
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Int8.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Int8
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Int16.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Int16
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Int32.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Int32
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: Int64.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> Int64
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: UInt.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> UInt
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: UInt8.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> UInt8
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: UInt16.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> UInt16
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: UInt32.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> UInt32
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey>(_ type: UInt64.Type, forKey key: Key, in container: UnsafeRawPointer) throws
        -> UInt64
    {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Bool.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Bool? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: String.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> String? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Double.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Double? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Float.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Float? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Int.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Int? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Int8.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Int8? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Int16.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Int16? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Int32.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Int32? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: Int64.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Int64? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: UInt.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> UInt? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: UInt8.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> UInt8? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: UInt16.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> UInt16? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: UInt32.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> UInt32? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey>(
        _ type: UInt64.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> UInt64? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }

    @usableFromInline
    static func decode<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Value {
        try with(container, keyedBy: Key.self) { try $0.decode(type, forKey: key) }
    }

    @usableFromInline
    static func decodeIfPresent<Key: CodingKey, Value: Decodable>(
        _ type: Value.Type, forKey key: Key, in container: UnsafeRawPointer
    ) throws -> Value? {
        try with(container, keyedBy: Key.self) { try $0.decodeIfPresent(type, forKey: key) }
    }
}
