/// How the decoder handles one Swift type, worked out once per type and call.
enum DecodeKind {
    /// Read straight from the JSON value through `Conversion`.
    case scalar(any ConvertibleScalar.Type)
    /// A `SmartDecodable` model (not a collection of models).
    case model(ModelContext)
    case array
    /// Strict keyed containers: one bad value fails the whole value.
    case dictionary(rewritesKeys: Bool)
    case optional
    /// `@SmartIgnored`: the key is never read.
    case ignored
    /// `@SmartFlat` over a model: decoded from the enclosing object.
    case flattening
    /// A wrapper that keeps settings declared on the property.
    case configurable
    /// `JSONValue` itself: the value is returned as it is.
    case jsonValue
    /// Any other `Decodable`.
    case other

    static func classify(_ type: Any.Type) -> DecodeKind {
        if type == JSONValue.self { return .jsonValue }
        if type is any SmartIgnoredDecoding.Type { return .ignored }
        if let flat = type as? any SmartFlattening.Type, flat.flattensIntoParent { return .flattening }
        if let keyed = type as? any SmartKeyedCollection.Type { return .dictionary(rewritesKeys: keyed.rewritesKeys) }
        if type is any SmartConfigurableWrapper.Type { return .configurable }
        if let scalar = type as? any ConvertibleScalar.Type { return .scalar(scalar) }
        if let shaped = type as? any CollectionShapeProviding.Type {
            switch shaped.collectionShape {
            case .array: return .array
            case .dictionary: return .dictionary(rewritesKeys: false)
            case .optional: return .optional
            }
        }
        if let model = type as? any SmartDecodable.Type { return .model(ModelContext(type: model)) }
        return .other
    }
}
