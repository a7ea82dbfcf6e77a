/// The mutable state of one decode call.
///
/// The decoder keeps it behind a pointer it owns rather than in class properties, so the
/// pushes, pops and cache reads on every nested value are plain memory accesses instead of
/// dynamically exclusivity-checked ones.
struct DecoderState {
    /// Nesting levels, root first; never empty while decoding.
    var frames: [DecodingFrame] = []
    var kinds = TypeCache<DecodeKind>()
    var typeNames: [ObjectIdentifier: String] = [:]
    var convertedKeys: [String: String] = [:]
}
