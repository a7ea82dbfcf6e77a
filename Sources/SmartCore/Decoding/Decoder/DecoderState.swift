/// The mutable state of one decode call.
///
/// The decoder keeps it behind a pointer it owns rather than in class properties, so the
/// pushes, pops and cache reads on every nested value are plain memory accesses instead of
/// dynamically exclusivity-checked ones.
struct DecoderState: ~Copyable {
    /// Nesting levels, root first; never empty while decoding.
    var frames = InPlaceStack<DecodingFrame>()
    /// How many frames hold arrays or objects: the nesting depth the limit applies to.
    var containerDepth = 0
    /// Every document the call reads: the input, then JSON parsed from strings. Frames
    /// and cursors point into them, so they live as long as the call.
    var documents: [FlatDocument] = []
    var kinds = TypeCache<DecodeKind>()
    /// The objects the kinds in `kinds` point at, unretained (see `DecodeKind`).
    var kindObjects: [AnyObject] = []
    var typeNames = TypeKeyedTable<String>()
    /// Member names as the key strategy rewrote them, cached for the call.
    var convertedKeys = KeyConversionCache()
}

/// One nesting level of a decode: the value there, how the decoder got to it, and what
/// it is being decoded as.
struct DecodingFrame {
    var value: FlatCursor
    var step: PathStep
    /// The Swift type decoded at this level (for log paths).
    var type: Any.Type
    /// The model whose properties are decoded here, if any. Unretained: the call that
    /// runs the model holds its context for longer than the frame lives (the call's kind
    /// cache holds every context it hands out, and a context made on the spot is held by
    /// the caller that runs the model), so pushing and popping a model's frame does no
    /// reference counting.
    var model: Unmanaged<ModelContext>?
    /// Dictionaries are strict: a bad value fails the whole dictionary.
    var isDictionary: Bool = false
    /// Whether the key strategy rewrites the keys of a strict container here.
    var rewritesKeys: Bool = false
    /// Optionals add no level to log paths.
    var isOptional: Bool = false
    /// During `SmartUpdater.update`, the current property values of the model being
    /// updated at this level: missing keys keep them.
    var base: PropertyValues?
    /// The log path to this level, made the first time an issue is reported at or below
    /// it and shared by every issue there (`hasLogPath` says whether it was made; nil
    /// then means the root).
    var logPath: IssuePathNode?
    var hasLogPath = false
    /// When the model here made its lent container the thread's active one (see
    /// `ActiveKeyedContainer`): the record that replaced, put back when the frame is left.
    var replacedActiveContainer: ActiveKeyedContainer??

    init(value: FlatCursor, step: PathStep, type: Any.Type, isOptional: Bool = false) {
        self.value = value
        self.step = step
        self.type = type
        self.isOptional = isOptional
    }

    /// A model's frame.
    init(value: FlatCursor, step: PathStep, type: Any.Type, model: Unmanaged<ModelContext>, base: PropertyValues?) {
        self.value = value
        self.step = step
        self.type = type
        self.model = model
        self.base = base
    }
}
