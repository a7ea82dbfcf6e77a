/// One thread's most recently used types and their values, for one `SharedTypeCache`,
/// replaced oldest first. Plain buffers, touched by one thread only, so a lookup is a loop
/// over integers (no bounds or exclusivity checks).
///
/// Not generic (see `PlainLock` for what a generic class of a concrete type costs on a
/// process's first decode): the values are kept as raw memory of the cache's value type,
/// which every call names (`as:`), and `destroy` deinitializes them when the thread ends.
final class RecentTypes {
    /// How many recent types a thread keeps.
    static let limit = 16

    private let identifiers = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: RecentTypes.limit)
    private let values: UnsafeMutableRawPointer
    private let destroy: (UnsafeMutableRawPointer, Int) -> Void
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var oldest = 0

    /// A ring for values of type `Value`.
    init<Value>(of type: Value.Type) {
        values = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Value>.stride * RecentTypes.limit, alignment: MemoryLayout<Value>.alignment)
        destroy = { values, count in values.assumingMemoryBound(to: Value.self).deinitialize(count: count) }
    }

    deinit {
        destroy(values, count)
        values.deallocate()
        identifiers.deallocate()
    }

    /// The value kept for `identifier`, or nil. `Value` is the type the ring was made for.
    @inline(__always)
    func value<Value>(for identifier: ObjectIdentifier, as type: Value.Type) -> Value? {
        var index = 0
        while index < count {
            if identifiers[index] == identifier { return values.assumingMemoryBound(to: Value.self)[index] }
            index += 1
        }
        return nil
    }

    /// Keeps `value` for `identifier`, in place of the oldest when the ring is full.
    /// `Value` is the type the ring was made for.
    func remember<Value>(_ value: Value, for identifier: ObjectIdentifier) {
        let typed = values.assumingMemoryBound(to: Value.self)
        if count < RecentTypes.limit {
            identifiers[count] = identifier
            (typed + count).initialize(to: value)
            count += 1
            return
        }
        identifiers[oldest] = identifier
        typed[oldest] = value
        oldest = (oldest + 1) % RecentTypes.limit
    }
}
