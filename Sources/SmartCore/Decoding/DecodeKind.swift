/// How the decoder handles one Swift type, worked out once per type and call.
enum DecodeKind {
    /// Read straight from the JSON value through `Conversion`.
    case scalar(any ConvertibleScalar.Type)
    /// A `SmartDecodable` model (not a collection of models).
    case model(ModelContext)
    /// An array; see `DecodeShape.array` for the fast paths.
    case array(elements: (any FlatArrayElement.Type)?, models: (any FlatModelArray.Type)?)
    /// Strict keyed containers: one bad value fails the whole value.
    case dictionary(rewritesKeys: Bool, flat: (any FlatDictionaryDecodable.Type)?)
    case optional
    /// `@SmartIgnored`: the key is never read.
    case ignored
    /// `@SmartFlat` over a model: decoded from the enclosing object.
    case flattening
    /// A wrapper that keeps settings declared on the property.
    case configurable
    /// `SmartJSONValue` itself: the value is built as a tree.
    case jsonValue
    /// Any other `Decodable`.
    case other

    static func classify(_ type: Any.Type) -> DecodeKind {
        switch DecodeShape.of(type) {
        case .scalar(let scalar): return .scalar(scalar)
        case .model(let model): return .model(ModelContext(type: model))
        case .array(let elements, let models): return .array(elements: elements, models: models)
        case .dictionary(let rewritesKeys, let flat): return .dictionary(rewritesKeys: rewritesKeys, flat: flat)
        case .optional: return .optional
        case .jsonValue: return .jsonValue
        case .ignored: return .ignored
        case .flattening: return .flattening
        case .configurable: return .configurable
        case .other: return .other
        }
    }

    /// Arrays and dictionaries: values that are containers and count towards the depth.
    var isContainer: Bool {
        switch self {
        case .model, .array, .dictionary, .flattening: return true
        default: return false
        }
    }
}
