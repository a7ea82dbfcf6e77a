/// How a standard container type reads from JSON, so the decoder can treat it right
/// without naming its element types: arrays and sets accept stringified JSON arrays,
/// dictionaries are strict (one bad value fails the whole dictionary) and keep their keys
/// as written, optionals add no step to the path.
package enum CollectionShape {
    case array
    case dictionary
    case optional
}

/// Collections that are models only because their elements are (`[Model]`): the decoder
/// finishes each element itself, so it never calls `didFinishMapping()` on these.
protocol ModelCollection {}

extension Array: ModelCollection where Element: SmartDecodable {}

extension Array: SpecialDecodeShape {
    package static var collectionShape: CollectionShape? { .array }
    package static var arrayElementType: Any.Type? { Element.self }
}
extension ContiguousArray: SpecialDecodeShape { package static var collectionShape: CollectionShape? { .array } }
extension Set: SpecialDecodeShape { package static var collectionShape: CollectionShape? { .array } }
extension Dictionary: SpecialDecodeShape { package static var collectionShape: CollectionShape? { .dictionary } }
extension Optional: SpecialDecodeShape { package static var collectionShape: CollectionShape? { .optional } }
