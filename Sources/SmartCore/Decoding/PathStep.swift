/// How the decoder got to a nested value: through an object member, an array element,
/// or nowhere new (a single-value container reading the same value).
enum PathStep {
    case same
    case key(any CodingKey)
    case index(Int)
}
