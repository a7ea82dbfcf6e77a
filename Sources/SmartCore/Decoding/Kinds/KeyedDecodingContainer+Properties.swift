extension KeyedDecodingContainer {
    // The methods a model's compiler-generated `init(from:)` calls for its properties,
    // with the standard library's signatures. Declared outside the standard library, they
    // shadow its methods in every module that imports SmartCore, so the generated code
    // calls these: under SmartCodable's decoder they call the model's container directly
    // (see `ActiveKeyedContainer`); under any other decoder, and for containers
    // SmartCodable did not lend, they call the standard library's method
    // (`StandardKeyedDecoding`), and behave exactly as it does.

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: String.Type, forKey key: Key) throws -> String {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }

    /// The standard `decode(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decode(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decode(type, forKey: key, in: self)
    }

    /// The standard `decodeIfPresent(_:forKey:)`, which skips the standard library's box under
    /// SmartCodable's decoder.
    @inlinable
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let container = ActiveKeyedContainer.container(behind: self) {
            return try ActiveKeyedContainer.decodeIfPresent(type, forKey: key, in: container)
        }
        return try StandardKeyedDecoding.decodeIfPresent(type, forKey: key, in: self)
    }
}
