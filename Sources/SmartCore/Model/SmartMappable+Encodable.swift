extension SmartMappable where Self: Encodable {
    /// No key rules by default, as for any model. This is the default an `Encodable`
    /// model (a `SmartCodable` one) gets; besides, it tells the decoder that the model is
    /// `Encodable`, which the decoder needs to read the model's initializer values and
    /// would otherwise ask the Swift runtime, slow the first time for each type (see
    /// `EncodableModels`). A model's own `mappingForKey()` replaces it as before.
    public static func mappingForKey() -> [SmartKeyTransformer]? {
        EncodableModels.note(Self.self)
        return nil
    }

    /// No value transformers by default, as for any model; tells the decoder that the
    /// model is `Encodable`, like `mappingForKey()` above.
    public static func mappingForValue() -> [SmartValueTransformer]? {
        EncodableModels.note(Self.self)
        return nil
    }
}
