/// How the encoder handles one Swift type, worked out once per type and call.
enum EncodeKind {
    /// Written straight as a JSON value.
    case scalar(any EncodableScalar.Type)
    /// A model: its transformers and mapped keys apply to its properties.
    case model(EncodingModelContext)
    /// An associated-value enum: written as its `encodeValue()`, or left out when nil.
    case associatedEnum
    case dictionary
    /// May ask to be left out (`@SmartIgnored`).
    case conditional
    /// Merged into the enclosing object (`@SmartFlat` over a model).
    case flattening
    case other

    static func classify(_ type: Any.Type) -> EncodeKind {
        switch EncodeShape.of(type) {
        case .scalar(let scalar): return .scalar(scalar)
        case .model(let model): return .model(EncodingModelContext(type: model))
        case .associatedEnum: return .associatedEnum
        case .dictionary: return .dictionary
        case .conditional: return .conditional
        case .flattening: return .flattening
        case .other: return .other
        }
    }
}
