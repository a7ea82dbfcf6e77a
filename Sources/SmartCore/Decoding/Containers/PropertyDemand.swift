/// What a scalar property asks of the keyed container: `decode(_:forKey:)` demands a value
/// and throws when there is neither a value nor a fallback (`RequiredProperty`);
/// `decodeIfPresent(_:forKey:)` accepts nil (`OptionalProperty`). The container's scalar
/// steps (lookup, transformer, exact read, conversion, fallback) are written once, generic
/// over the demand, which supplies what differs: wrapping a value, falling back, and a
/// missing key.
///
/// Only the concrete scalar overloads (`decode(Int.self…)`, 28 of them) use it: each
/// names a concrete demand, so the steps are specialised and no metadata is looked up.
/// The generic `decode<T>`/`decodeIfPresent<T>` keep a body each, because `T` is not
/// known at compile time there, and naming `RequiredProperty<T>` would cost a runtime
/// generic-metadata lookup per property (measured: +5% instructions decoding airports).
protocol PropertyDemand {
    associatedtype Value
    /// `Value` for a required property, `Value?` for an optional one.
    associatedtype Output

    static func wrap(_ value: Value) -> Output

    /// The fallback for `key`, reported with `problem`.
    static func fallback<Key: CodingKey>(
        in container: SmartKeyedDecodingContainer<Key>, forKey key: Key, problem: SmartDecodingIssue.Problem
    ) throws -> Output

    /// A key that is not in the object: the current value during an update, else the
    /// fallback (not reported for an optional property).
    static func missing<Key: CodingKey>(in container: SmartKeyedDecodingContainer<Key>, forKey key: Key) throws
        -> Output
}

/// A property read with `decode(_:forKey:)`.
enum RequiredProperty<Value>: PropertyDemand {
    @inline(__always)
    static func wrap(_ value: Value) -> Value { value }

    @inline(__always)
    static func fallback<Key: CodingKey>(
        in container: SmartKeyedDecodingContainer<Key>, forKey key: Key, problem: SmartDecodingIssue.Problem
    ) throws -> Value {
        try container.fallback(Value.self, forKey: key, problem: problem)
    }

    @inline(__always)
    static func missing<Key: CodingKey>(in container: SmartKeyedDecodingContainer<Key>, forKey key: Key) throws
        -> Value
    {
        try container.missingValue(Value.self, forKey: key)
    }
}

/// A property read with `decodeIfPresent(_:forKey:)`.
enum OptionalProperty<Value>: PropertyDemand {
    @inline(__always)
    static func wrap(_ value: Value) -> Value? { value }

    @inline(__always)
    static func fallback<Key: CodingKey>(
        in container: SmartKeyedDecodingContainer<Key>, forKey key: Key, problem: SmartDecodingIssue.Problem
    ) -> Value? {
        if container.knownToStartOutNil(forKey: key), container.reportsNothing { return nil }
        return container.optionalFallback(Value.self, forKey: key, problem: problem)
    }

    @inline(__always)
    static func missing<Key: CodingKey>(in container: SmartKeyedDecodingContainer<Key>, forKey key: Key) -> Value? {
        if container.isUpdate { return container.keptValue(Value.self, forKey: key) }
        // A missing key of an optional is never reported.
        if container.knownToStartOutNil(forKey: key) { return nil }
        return container.optionalFallback(Value.self, forKey: key, problem: nil)
    }
}
