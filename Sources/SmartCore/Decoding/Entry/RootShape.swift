/// What a top-level decode of one type needs to know about it, worked out once per
/// process (see `DecodeShape` for why).
struct RootShape: @unchecked Sendable {
    // @unchecked: the payload is a metatype, immutable and safe to share.
    /// Set for `[Model]`: decoded element by element with substitution.
    let arrayType: (any TopLevelArrayDecoding.Type)?
    /// A model (not a collection of models): the top level must be an object.
    let requiresObject: Bool

    private static let cache = SharedTypeCache<RootShape>()

    static func of(_ type: Any.Type) -> RootShape {
        cache.value(for: type) { type in
            RootShape(
                arrayType: type as? any TopLevelArrayDecoding.Type,
                requiresObject: type is any SmartDecodable.Type && !(type is any ModelCollection.Type))
        }
    }
}
