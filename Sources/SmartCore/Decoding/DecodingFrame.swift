/// What the decoder is inside of at one nesting level.
struct DecodingFrame {
    /// The model whose properties are being decoded here, if any.
    var model: ModelContext?
    /// Dictionaries are strict: a bad value fails the whole dictionary.
    var isDictionary: Bool
}
