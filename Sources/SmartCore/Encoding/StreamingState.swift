/// The mutable state of one streaming encode, kept behind a pointer the encoder owns
/// (see `DecoderState`).
struct StreamingState: ~Copyable {
    var output: JSONOutput
    /// Open levels, root first.
    var levels: [StreamingLevel] = []
    /// Arrays and objects open in the text (for pretty-printing indentation).
    var openContainers = 0
    var nextIdentity = 0
    /// Set once something could not be streamed: every later write fails too, so the
    /// call falls back to the tree encoder even if user code swallowed the error.
    var isUnsupported = false
    var kinds = TypeCache<EncodeKind>()

    init(output: consuming JSONOutput) {
        self.output = output
    }
}
