/// How a standard container type reads from JSON, so the decoder can treat it right
/// without naming its element types: arrays and sets accept stringified JSON arrays,
/// dictionaries are strict (one bad value fails the whole dictionary) and keep their keys
/// as written, optionals add no step to the path.
enum CollectionShape {
    case array
    case dictionary
    case optional
}

/// Collections that are models only because their elements are (`[Model]`): the decoder
/// finishes each element itself, so it never calls `didFinishMapping()` on these.
protocol ModelCollection {}

extension Array: ModelCollection where Element: SmartDecodable {}

/// Standard containers that say their `CollectionShape`.
protocol CollectionShapeProviding: SpecialDecodeShape {
    static var collectionShape: CollectionShape { get }
    /// For `Array`, its element type: `DecodeShape` looks at the element's shape before
    /// asking about the array's conditional conformances to the bulk paths, since each
    /// such question that fails costs the runtime a scan and a demangling. Nil otherwise.
    static var arrayElementType: Any.Type? { get }
}

extension CollectionShapeProviding {
    static var arrayElementType: Any.Type? { nil }
}

extension Array: CollectionShapeProviding {
    static var collectionShape: CollectionShape { .array }
    static var arrayElementType: Any.Type? { Element.self }
}
extension ContiguousArray: CollectionShapeProviding { static var collectionShape: CollectionShape { .array } }
extension Set: CollectionShapeProviding { static var collectionShape: CollectionShape { .array } }
extension Dictionary: CollectionShapeProviding { static var collectionShape: CollectionShape { .dictionary } }
extension Optional: CollectionShapeProviding { static var collectionShape: CollectionShape { .optional } }
