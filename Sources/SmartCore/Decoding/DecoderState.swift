/// The mutable state of one decode call.
///
/// The decoder keeps it behind a pointer it owns rather than in class properties, so the
/// pushes, pops and cache reads on every nested value are plain memory accesses instead of
/// dynamically exclusivity-checked ones.
struct DecoderState {
    /// Nesting levels, root first; never empty while decoding.
    var frames: [DecodingFrame] = []
    /// How many frames hold arrays or objects: the nesting depth the limit applies to.
    var containerDepth = 0
    /// Every document the call reads: the input, then JSON parsed from strings. Frames
    /// and cursors point into them, so they live as long as the call.
    var documents: [FlatDocument] = []
    var kinds = TypeCache<DecodeKind>()
    var typeNames: [ObjectIdentifier: String] = [:]
    /// Member names as the key strategy rewrote them, cached for the call.
    var convertedKeys: [String: String] = [:]
}
