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
        switch DecodeShape.of(type) {
        case .scalar(let scalar): return .scalar(scalar)
        case .model(let model): return .model(ModelContext(type: model))
        case .array: return .array
        case .dictionary(let rewritesKeys): return .dictionary(rewritesKeys: rewritesKeys)
        case .optional: return .optional
        case .jsonValue: return .jsonValue
        case .ignored: return .ignored
        case .flattening: return .flattening
        case .configurable: return .configurable
        case .other: return .other
        }
    }
}
