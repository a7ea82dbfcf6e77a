/// How the encoder handles one Swift type, worked out once per type and call.
enum EncodeKind {
    /// Written straight as a JSON value.
    case scalar
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
        if type is any EncodableScalar.Type { return .scalar }
        if type is any SmartConditionalEncoding.Type { return .conditional }
        if let flat = type as? any SmartFlattening.Type, flat.flattensIntoParent { return .flattening }
        if type is any SmartAssociatedEnumerable.Type { return .associatedEnum }
        if let shaped = type as? any CollectionShapeProviding.Type, shaped.collectionShape == .dictionary {
            return .dictionary
        }
        if let model = type as? any SmartEncodable.Type, !(type is any ModelCollection.Type) {
            return .model(EncodingModelContext(type: model))
        }
        return .other
    }
}
