extension KeyedDecodingContainer {
    /// Decodes a `SmartCaseDefaultable` enum, exactly as the standard `decode(_:forKey:)`
    /// does, under any decoder.
    ///
    /// The compiler-generated `init(from:)` of a model picks this overload for each
    /// property whose type is such an enum, and so tells SmartCodable's decoder what it
    /// would otherwise ask the Swift runtime on the enum's first decode in the process:
    /// that the type is `SmartCaseDefaultable` (see `PropertyTypeHint`).
    @inlinable
    public func decode<T: SmartCaseDefaultable>(_ type: T.Type, forKey key: Key) throws -> T {
        PropertyTypeHint.note(cases: T.self)
        return try decodeAsDecodable(T.self, forKey: key)
    }

    /// Decodes an optional `SmartCaseDefaultable` enum; see `decode(_:forKey:)` for enums.
    @inlinable
    public func decodeIfPresent<T: SmartCaseDefaultable>(_ type: T.Type, forKey key: Key) throws -> T? {
        PropertyTypeHint.note(cases: T.self)
        return try decodeIfPresentAsDecodable(T.self, forKey: key)
    }

    /// Decodes an array of `SmartCaseDefaultable` enums; see `decode(_:forKey:)` for enums.
    @inlinable
    public func decode<T: SmartCaseDefaultable>(_ type: [T].Type, forKey key: Key) throws -> [T] {
        PropertyTypeHint.note(cases: T.self)
        return try decodeAsDecodable([T].self, forKey: key)
    }

    /// Decodes an optional array of `SmartCaseDefaultable` enums; see
    /// `decode(_:forKey:)` for enums.
    @inlinable
    public func decodeIfPresent<T: SmartCaseDefaultable>(_ type: [T].Type, forKey key: Key) throws -> [T]? {
        PropertyTypeHint.note(cases: T.self)
        return try decodeIfPresentAsDecodable([T].self, forKey: key)
    }

    // A type that is both a model and a `SmartCaseDefaultable` enum would match the
    // overloads for models and those above equally well, and the compiler would reject
    // its generated `init(from:)` as ambiguous. These, more specific than either, are
    // picked instead, and note both conformances.

    /// Decodes a type that is both a model and a `SmartCaseDefaultable` enum.
    @inlinable
    public func decode<T: SmartDecodable & SmartCaseDefaultable>(_ type: T.Type, forKey key: Key) throws -> T {
        PropertyTypeHint.note(T.self)
        PropertyTypeHint.note(cases: T.self)
        return try decodeAsDecodable(T.self, forKey: key)
    }

    /// Decodes an optional of a type that is both a model and a `SmartCaseDefaultable`
    /// enum.
    @inlinable
    public func decodeIfPresent<T: SmartDecodable & SmartCaseDefaultable>(_ type: T.Type, forKey key: Key) throws
        -> T?
    {
        PropertyTypeHint.note(T.self)
        PropertyTypeHint.note(cases: T.self)
        return try decodeIfPresentAsDecodable(T.self, forKey: key)
    }

    /// Decodes an array of a type that is both a model and a `SmartCaseDefaultable` enum.
    @inlinable
    public func decode<T: SmartDecodable & SmartCaseDefaultable>(_ type: [T].Type, forKey key: Key) throws -> [T] {
        PropertyTypeHint.note(T.self)
        PropertyTypeHint.note(cases: T.self)
        return try decodeAsDecodable([T].self, forKey: key)
    }

    /// Decodes an optional array of a type that is both a model and a
    /// `SmartCaseDefaultable` enum.
    @inlinable
    public func decodeIfPresent<T: SmartDecodable & SmartCaseDefaultable>(_ type: [T].Type, forKey key: Key) throws
        -> [T]?
    {
        PropertyTypeHint.note(T.self)
        PropertyTypeHint.note(cases: T.self)
        return try decodeIfPresentAsDecodable([T].self, forKey: key)
    }
}
