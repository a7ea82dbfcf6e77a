/// A rule that reads one property from other JSON keys: build it with `<---`.
///
/// ```swift
/// static func mappingForKey() -> [SmartKeyTransformer]? {
///     [
///         CodingKeys.id <--- ["user_id", "userId", "id"],   // first non-null key wins
///         CodingKeys.city <--- "address.city",              // a path into nested objects
///     ]
/// }
/// ```
///
/// Candidates are tried in order. A plain key wins when it is present and not null; a
/// dotted path wins when it is present, even as null (a literal key `"a.b"` is checked
/// before the path). The property's own key is not read unless it is listed. When a key
/// strategy is set, each candidate is matched against the raw JSON key first, then the
/// converted one. When several rules name the same property, the last one decides.
public struct SmartKeyTransformer: Sendable, Hashable {
    /// The property's coding key (`stringValue`).
    let location: String
    /// JSON keys or dotted paths, in priority order.
    let candidates: [String]

    init(location: any CodingKey, candidates: [String]) {
        self.location = location.stringValue
        self.candidates = candidates
    }
}
