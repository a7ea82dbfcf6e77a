/// How a standard container type reads from JSON, so the decoder can treat it right
/// without naming its element types: arrays and sets accept stringified JSON arrays,
/// dictionaries are strict (one bad value fails the whole dictionary) and keep their keys
/// as written, optionals add no step to the path.
enum CollectionShape {
    case array
    case dictionary
    case optional
}
