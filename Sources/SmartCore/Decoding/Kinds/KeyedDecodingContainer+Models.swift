extension KeyedDecodingContainer {
    /// Decodes a nested model, exactly as the standard `decode(_:forKey:)` does, under
    /// any decoder.
    ///
    /// The compiler-generated `init(from:)` of a model picks this overload for each
    /// property whose type is a model, and so tells SmartCodable's decoder what it would
    /// otherwise ask the Swift runtime on the type's first decode in the process: that
    /// the type is `SmartDecodable` (see `PropertyTypeHint`). Inlinable, so that it costs the
    /// caller no generic metadata at run time.
    @inlinable
    public func decode<T: SmartDecodable>(_ type: T.Type, forKey key: Key) throws -> T {
        PropertyTypeHint.note(T.self)
        return try decodeAsDecodable(T.self, forKey: key)
    }

    /// Decodes an optional nested model; see `decode(_:forKey:)` for models.
    @inlinable
    public func decodeIfPresent<T: SmartDecodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        PropertyTypeHint.note(T.self)
        return try decodeIfPresentAsDecodable(T.self, forKey: key)
    }

    /// Decodes an array of models; see `decode(_:forKey:)` for models.
    @inlinable
    public func decode<T: SmartDecodable>(_ type: [T].Type, forKey key: Key) throws -> [T] {
        PropertyTypeHint.note(T.self)
        return try decodeAsDecodable([T].self, forKey: key)
    }

    /// Decodes an optional array of models; see `decode(_:forKey:)` for models.
    @inlinable
    public func decodeIfPresent<T: SmartDecodable>(_ type: [T].Type, forKey key: Key) throws -> [T]? {
        PropertyTypeHint.note(T.self)
        return try decodeIfPresentAsDecodable([T].self, forKey: key)
    }

    /// `decode(_:forKey:)` for any `Decodable`, not the overloads above: the overload of
    /// `KeyedDecodingContainer+Properties.swift`, which calls the lent container directly
    /// or the standard method.
    @inlinable
    func decodeAsDecodable<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    /// `decodeIfPresent(_:forKey:)` for any `Decodable`, not the overloads above (see
    /// `decodeAsDecodable`).
    @inlinable
    func decodeIfPresentAsDecodable<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }
}
