/// What a property asks of the keyed container: `decode(_:forKey:)` demands a value and
/// throws when there is neither a value nor a fallback (`RequiredProperty`);
/// `decodeIfPresent(_:forKey:)` accepts nil (`OptionalProperty`). The container writes each
/// step once, generic over the demand, and the demand supplies the places where the two
/// differ: wrapping a value, falling back, a missing key, `null`, and recasting a scalar.
///
/// Both conformers are specialised away: each `decode` overload calls the shared step with
/// a concrete demand, so no protocol dispatch remains on the decoding path.
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

    /// Whether `null` is a value of a property of this kind (never for an optional
    /// property, whose `null` is nil).
    static func takesNull(_ kind: DecodeKind) -> Bool

    /// A `Value` that is the scalar type `scalar` (known only as an existential): read
    /// through the scalar path under the same demand, then recast.
    static func scalar<Key: CodingKey, Scalar: ConvertibleScalar>(
        _ scalar: Scalar.Type, in container: SmartKeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Output
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

    @inline(__always)
    static func takesNull(_ kind: DecodeKind) -> Bool { kind.takesNull(as: Value.self) }

    static func scalar<Key: CodingKey, Scalar: ConvertibleScalar>(
        _ scalar: Scalar.Type, in container: SmartKeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value {
        try SmartDecoderImpl.same(
            try container.decodeScalar(Scalar.self, forKey: key, RequiredProperty<Scalar>.self), as: Value.self)
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
        container.optionalFallback(Value.self, forKey: key, problem: problem)
    }

    @inline(__always)
    static func missing<Key: CodingKey>(in container: SmartKeyedDecodingContainer<Key>, forKey key: Key) -> Value? {
        if container.isUpdate { return container.keptValue(Value.self, forKey: key) }
        return container.optionalFallback(Value.self, forKey: key, problem: nil)
    }

    @inline(__always)
    static func takesNull(_ kind: DecodeKind) -> Bool { false }

    static func scalar<Key: CodingKey, Scalar: ConvertibleScalar>(
        _ scalar: Scalar.Type, in container: SmartKeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Value? {
        guard let result = try container.decodeScalar(Scalar.self, forKey: key, OptionalProperty<Scalar>.self) else {
            return nil
        }
        return try SmartDecoderImpl.same(result, as: Value.self)
    }
}
