/// The standard library's own `KeyedDecodingContainer` methods, for the overloads of
/// `KeyedDecodingContainer+Properties.swift` to fall back on.
///
/// Inside SmartCore (and in every module that imports it) a call such as
/// `container.decode(Bool.self, forKey: key)` names SmartCodable's overload, which shadows
/// the standard library's method. Called through `KeyedDecodingContainerProtocol`, as
/// here, it names the protocol's requirement, which `KeyedDecodingContainer` meets with
/// the standard library's method: the overloads reach the box this way, without calling
/// themselves. Inlinable, so that in the caller, where the container type is known, the
/// call is a direct one.
@usableFromInline
enum StandardKeyedDecoding {

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Bool.Type, forKey key: Container.Key, in container: Container
    ) throws -> Bool {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: String.Type, forKey key: Container.Key, in container: Container
    ) throws -> String {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Double.Type, forKey key: Container.Key, in container: Container
    ) throws -> Double {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Float.Type, forKey key: Container.Key, in container: Container
    ) throws -> Float {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Int.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Int8.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int8 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Int16.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int16 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Int32.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int32 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: Int64.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int64 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt8.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt8 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt16.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt16 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt32.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt32 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt64.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt64 {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Bool.Type, forKey key: Container.Key, in container: Container
    ) throws -> Bool? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: String.Type, forKey key: Container.Key, in container: Container
    ) throws -> String? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Double.Type, forKey key: Container.Key, in container: Container
    ) throws -> Double? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Float.Type, forKey key: Container.Key, in container: Container
    ) throws -> Float? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Int.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Int8.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int8? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Int16.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int16? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Int32.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int32? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: Int64.Type, forKey key: Container.Key, in container: Container
    ) throws -> Int64? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt8.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt8? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt16.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt16? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt32.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt32? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol>(
        _ type: UInt64.Type, forKey key: Container.Key, in container: Container
    ) throws -> UInt64? {
        try container.decodeIfPresent(type, forKey: key)
    }

    @inlinable
    static func decode<Container: KeyedDecodingContainerProtocol, Value: Decodable>(
        _ type: Value.Type, forKey key: Container.Key, in container: Container
    ) throws -> Value {
        try container.decode(type, forKey: key)
    }

    @inlinable
    static func decodeIfPresent<Container: KeyedDecodingContainerProtocol, Value: Decodable>(
        _ type: Value.Type, forKey key: Container.Key, in container: Container
    ) throws -> Value? {
        try container.decodeIfPresent(type, forKey: key)
    }
}
