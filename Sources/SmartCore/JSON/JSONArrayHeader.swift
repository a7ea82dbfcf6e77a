/// The header of a `JSONArrayStorage`: how many elements are initialized, and how many fit.
struct JSONArrayHeader {
    /// Initialized elements, at the start of the storage.
    var count: Int
    /// Elements the allocation has room for.
    var capacity: Int
}
