/// The mutable state of one encode call, kept behind a pointer the encoder owns (see
/// `DecoderState`).
struct EncoderState {
    /// Nesting levels, root first; never empty while encoding.
    var frames: [EncodingFrame] = []
    var kinds = TypeCache<EncodeKind>()
    /// Keys as the key strategy writes them.
    var convertedKeys = ConvertedKeyNames()
}

/// One nesting level of an encode: what has been written there, how the encoder got
/// there, and the model being encoded (for its transformers and mapped keys).
struct EncodingFrame {
    var slot: EncodingSlot = .empty
    var step: PathStep
    var model: EncodingModelContext?
    /// Dictionaries keep their keys as they are: no mapping, no key strategy.
    var isDictionary = false
}
