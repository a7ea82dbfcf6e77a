/// The mutable state of one decode call.
///
/// The decoder keeps it behind a pointer it owns rather than in class properties, so the
/// pushes, pops and cache reads on every nested value are plain memory accesses instead of
/// dynamically exclusivity-checked ones.
struct DecoderState {
    /// Nesting levels, root first; never empty while decoding.
    var frames: [DecodingFrame] = []
    /// How each type is decoded, with the most recent types checked first.
    var recentKinds: [(type: ObjectIdentifier, kind: DecodeKind)] = []
    var kinds: [ObjectIdentifier: DecodeKind] = [:]
    var typeNames: [ObjectIdentifier: String] = [:]
    var convertedKeys: [String: String] = [:]

    /// How many recent types are checked before the dictionary.
    static let recentKindLimit = 6
}
