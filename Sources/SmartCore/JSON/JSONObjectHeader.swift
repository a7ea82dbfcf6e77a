/// The header of a `JSONObjectStorage`: member count and room, plus what lookups need.
struct JSONObjectHeader {
    /// Initialized members, at the start of the storage, in document order.
    var count: Int
    /// Members the allocation has room for.
    var capacity: Int
    /// `true` when some key occurs more than once.
    var hasRepeatedKeys: Bool
    /// Key → position of its last occurrence; present only above `SmartJSONObject.indexThreshold` members.
    var index: [JSONKey: Int]?
}
