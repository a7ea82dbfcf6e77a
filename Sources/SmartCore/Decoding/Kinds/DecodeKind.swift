/// How the decoder handles one Swift type, worked out once per type and call.
///
/// The objects some kinds point at (a model's context, an enum's case table) are held
/// unretained, so that a kind is plain data: reading one from the call's kind cache, once
/// per property decoded as a model, an array or an enum, and dropping it again do no
/// reference counting. The cache's owner keeps the objects (`DecoderState.kindObjects`)
/// for as long as it keeps the kinds.
enum DecodeKind {
    /// Read straight from the JSON value through `Conversion`.
    case scalar(any ConvertibleScalar.Type)
    /// A `SmartDecodable` model (not a collection of models).
    case model(Unmanaged<ModelContext>)
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
    case stringCases(Unmanaged<StringCaseTable>)
    /// Any other `Decodable`.
    case other

    /// The kind of `type`; an object the kind points at is appended to `objects`, which
    /// must outlive every copy of the kind.
    static func classify(_ type: Any.Type, keeping objects: inout [AnyObject]) -> DecodeKind {
        switch DecodeShape.of(type) {
        case .scalar(let scalar): return .scalar(scalar)
        case .model(let model):
            let context = ModelContext(type: model)
            objects.append(context)
            return .model(Unmanaged.passUnretained(context))
        case .array(let elements, let models): return .array(elements: elements, models: models)
        case .dictionary(let rewritesKeys, let bulk): return .dictionary(rewritesKeys: rewritesKeys, bulk: bulk)
        case .optional: return .optional
        case .jsonValue: return .jsonValue
        case .ignored: return .ignored
        case .flattening: return .flattening
        case .configurable: return .configurable
        case .stringCases(let table):
            objects.append(table)
            return .stringCases(Unmanaged.passUnretained(table))
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
