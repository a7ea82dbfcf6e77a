/// The mutable state of one direct encode, kept behind a pointer the encoder owns
/// (see `DecoderState`).
struct DirectEncoderState: ~Copyable {
    var output: JSONOutput
    /// Open levels, root first.
    var levels = InPlaceStack<DirectLevel>()
    /// Arrays and objects open in the text (for pretty-printing indentation).
    var openContainers = 0
    var nextIdentity = 0
    /// Set once something could not be written directly: every later write fails too, so the
    /// call falls back to the tree encoder even if user code swallowed the error.
    var isUnsupported = false
    var kinds = TypeCache<EncodeKind>()
    /// Under a key strategy: the names keys are written under (see `DirectEncoder.memberName`).
    var convertedNames = ConvertedKeyNames()
    /// Under a key strategy, one per open level (beside `levels`, so that encoding without
    /// a strategy carries none): the numbers of the names the level's object has written,
    /// as a 256-bit filter, so that two keys written under one name are noticed (the call
    /// then goes to the tree encoder, whose object keeps one member per name).
    var writtenNames = InPlaceStack<MemberNameCheck>()

    init(output: consuming JSONOutput) {
        self.output = output
    }
}

/// One nesting level of a direct encode: what its value has written so far.
struct DirectLevel {
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
