extension SmartJSONValue {
    /// The JSON of any `Encodable` value, encoded the way `toJSONString()` encodes models
    /// with default settings (Unix-seconds dates, base64 data, declaration order).
    ///
    /// - Throws: `EncodingError` for values JSON cannot hold (NaN, infinity) or errors
    ///   thrown by the value's own `encode(to:)`.
    public init(encoding value: some Encodable) throws {
        self = try TopLevelEncoding.encode(value, settings: EncodingSettings())
    }
}
