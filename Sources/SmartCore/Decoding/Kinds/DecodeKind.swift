/// How the decoder handles one Swift type, worked out once per type and call.
enum DecodeKind {
    /// Read straight from the JSON value through `Conversion`.
    case scalar(any ConvertibleScalar.Type)
    /// A `SmartDecodable` model (not a collection of models).
    case model(ModelContext)
    /// An array; see `DecodeShape.array` for the fast paths.
    case array(elements: (any BulkArrayElement.Type)?, models: (any BulkModelArray.Type)?)
    /// Strict keyed containers: one bad value fails the whole value.
    case dictionary(rewritesKeys: Bool, bulk: (any BulkDictionaryDecodable.Type)?)
    case optional
    /// `@SmartIgnored`: the key is never read.
    case ignored
    /// `@SmartFlat` over a model: decoded from the enclosing object.
    case flattening
    /// A wrapper that keeps settings declared on the property.
    case configurable
    /// `SmartJSONValue` itself: the value is built as a tree.
    case jsonValue
    /// A `SmartCaseDefaultable` enum with string raw values: exact raw values are matched
    /// in place, anything else goes through its `init(from:)`.
    case stringCases(StringCaseTable)
    /// Any other `Decodable`.
    case other

    static func classify(_ type: Any.Type) -> DecodeKind {
        switch DecodeShape.of(type) {
        case .scalar(let scalar): return .scalar(scalar)
        case .model(let model): return .model(ModelContext(type: model))
        case .array(let elements, let models): return .array(elements: elements, models: models)
        case .dictionary(let rewritesKeys, let bulk): return .dictionary(rewritesKeys: rewritesKeys, bulk: bulk)
        case .optional: return .optional
        case .jsonValue: return .jsonValue
        case .ignored: return .ignored
        case .flattening: return .flattening
        case .configurable: return .configurable
        case .stringCases(let table): return .stringCases(table)
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

extension DecodeKind {
    /// Types for which JSON `null` is a real value rather than a problem.
    var acceptsNull: Bool {
        switch self {
        case .jsonValue, .optional: return true
        default: return false
        }
    }

    /// Whether `type` takes `null` as a value: by kind, or because it asks for it.
    func takesNull(as type: Any.Type) -> Bool {
        if acceptsNull { return true }
        switch self {
        case .other, .configurable, .stringCases: break
        default: return false
        }
        guard PackageConformances.mayConform(type), let accepting = type as? any SmartNullAccepting.Type else {
            return false
        }
        return accepting.acceptsNull
    }
}
