/// The memory a parallel batch fills: the bytes of its elements and the entries of those
/// parsed already. Emptied with its capacity kept, it serves a later batch.
struct ParallelStreamStorage {
    var bytes: [UInt8] = []
    var entries: [FlatEntry] = []

    /// Empties both, keeping their memory.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }
}
