/// What a top-level decode of one type needs to know about it, worked out once per
/// process (see `DecodeShape` for why).
struct RootShape: @unchecked Sendable {
    // @unchecked: the payload is a metatype, immutable and safe to share.
    /// Set for `[Model]`: decoded element by element with substitution.
    let arrayType: (any TopLevelArrayDecoding.Type)?
    /// A model (not a collection of models): the top level must be an object.
    let requiresObject: Bool

    private static let cache = SharedTypeCache<RootShape>()

    /// The shape of `type`. `knownModel`, when the caller knows one statically (`type`
    /// itself, or the element of `type = [Model]`), is handed to `DecodeShape` as the
    /// thread's `PropertyTypeHint`, as the `KeyedDecodingContainer` overloads do for nested
    /// models, which saves the first decode of each top-level type a conformance check.
    static func of(_ type: Any.Type, knownModel: (any SmartDecodable.Type)? = nil) -> RootShape {
        cache.value(for: type) { type in
            if let knownModel { PropertyTypeHint.note(knownModel) }
            // `[Model]` is the one type that is both `TopLevelArrayDecoding` and a
            // `ModelCollection` (the same conditional conformance of `Array`), so the
            // first answer settles the second: one conformance check fewer on the first
            // decode of each top-level type (each is a scan of every conformance record).
            let arrayType: (any TopLevelArrayDecoding.Type)?
            if let element = StandardTypeLayout.arrayElement(of: type),
                case .model(let model) = DecodeShape.of(element)
            {
                // `[Model]` built from its element's shape (see `StandardTypeLayout`), without
                // asking about the conditional conformance.
                arrayType = model.topLevelArrayType
            } else {
                arrayType = PackageConformances.mayConform(type) ? type as? any TopLevelArrayDecoding.Type : nil
            }
            // A model's shape says so without another conformance check; any other shape
            // (a `SmartDecodable` enum, a package type) asks the runtime as before.
            let isModel: Bool
            if arrayType != nil {
                isModel = false
            } else if case .model = DecodeShape.of(type) {
                isModel = true
            } else {
                isModel = type is any SmartDecodable.Type
            }
            return RootShape(arrayType: arrayType, requiresObject: isModel)
        }
    }
}
