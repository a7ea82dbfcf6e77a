/// How a type decodes, as far as the type alone decides: worked out once per process.
///
/// Conformance checks that fail are slow in the Swift runtime (it scans every
/// conformance record), so each type is checked once and remembered here; `DecodeKind`
/// adds the per-call parts.
enum DecodeShape: @unchecked Sendable {
    // @unchecked: the payloads are metatypes, immutable and safe to share.
    case scalar(any ConvertibleScalar.Type)
    case model(any SmartDecodable.Type)
    case array
    case dictionary(rewritesKeys: Bool)
    case optional
    case jsonValue
    case ignored
    case flattening
    case configurable
    case other

    private static let cache = LockedValue<[ObjectIdentifier: DecodeShape]>([:])

    static func of(_ type: Any.Type) -> DecodeShape {
        let identifier = ObjectIdentifier(type)
        if let known = cache.read({ $0[identifier] }) { return known }
        let made = classify(type)
        cache.write { $0[identifier] = made }
        return made
    }

    private static func classify(_ type: Any.Type) -> DecodeShape {
        if type == JSONValue.self { return .jsonValue }
        if let scalar = type as? any ConvertibleScalar.Type { return .scalar(scalar) }
        if let shaped = type as? any CollectionShapeProviding.Type {
            switch shaped.collectionShape {
            case .array: return .array
            case .dictionary: return .dictionary(rewritesKeys: false)
            case .optional: return .optional
            }
        }
        if type is any SmartIgnoredDecoding.Type { return .ignored }
        if let flat = type as? any SmartFlattening.Type, flat.flattensIntoParent { return .flattening }
        if let keyed = type as? any SmartKeyedCollection.Type { return .dictionary(rewritesKeys: keyed.rewritesKeys) }
        if type is any SmartConfigurableWrapper.Type { return .configurable }
        if let model = type as? any SmartDecodable.Type { return .model(model) }
        return .other
    }
}
