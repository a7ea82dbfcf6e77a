/// How a type encodes, as far as the type alone decides: worked out once per process
/// (see `DecodeShape`).
enum EncodeShape: @unchecked Sendable {
    // @unchecked: the payload is a metatype, immutable and safe to share.
    case scalar(any EncodableScalar.Type)
    case model(any SmartEncodable.Type)
    case associatedEnum
    case dictionary
    case conditional
    case flattening
    case other

    private static let cache = SharedTypeCache<EncodeShape>()

    static func of(_ type: Any.Type) -> EncodeShape {
        cache.value(for: type, make: classify)
    }

    private static func classify(_ type: Any.Type) -> EncodeShape {
        // Only the public protocols are asked about a type from outside the package's
        // reach (see `PackageConformances`): the others cannot answer yes.
        let mayConform = PackageConformances.mayConform(type)
        if mayConform, let scalar = type as? any EncodableScalar.Type { return .scalar(scalar) }
        if type is any SmartAssociatedEnumerable.Type { return .associatedEnum }
        if mayConform, let special = type as? any SpecialDecodeShape.Type, special.collectionShape == .dictionary {
            return .dictionary
        }
        if mayConform, type is any SmartConditionalEncoding.Type { return .conditional }
        if mayConform, let flat = type as? any SmartFlattening.Type, flat.flattensIntoParent { return .flattening }
        if let model = type as? any SmartEncodable.Type, !(mayConform && type is any ModelCollection.Type) {
            return .model(model)
        }
        return .other
    }

}
