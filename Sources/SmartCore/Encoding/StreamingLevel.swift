/// One nesting level of a streaming encode: what its value has written so far.
struct StreamingLevel {
    enum Content {
        /// Nothing yet; closing writes `{}` (a value that writes nothing is an empty object).
        case nothing
        case object
        case array
        /// A single value, already written.
        case value
    }

    var content: Content = .nothing
    /// Members or elements written.
    var count = 0
    var step: PathStep
    /// The model whose properties are written here, for its transformers.
    var model: EncodingModelContext?
    /// Dictionaries write their keys as they are.
    var isDictionary = false
    /// Opened by `nestedContainer`/`nestedUnkeyedContainer`: closed as soon as the
    /// enclosing container writes again (there is no other signal that it is finished).
    var closesWhenParentWrites = false
    /// Tells containers made for an earlier level at the same position apart.
    let identity: Int
}
