/// The mutable state of one encode call, kept behind a pointer the encoder owns (see
/// `DecoderState`).
struct EncoderState {
    /// Nesting levels, root first; never empty while encoding.
    var frames: [EncodingFrame] = []
    var kinds = TypeCache<EncodeKind>()
    /// Key → key as the key strategy writes it.
    var convertedKeys: [String: String] = [:]
}
