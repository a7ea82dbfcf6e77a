/// The heap storage of a `SmartJSONArray`: header and elements in one allocation.
///
/// Its `deinit` frees nested containers through `JSONTeardown`, with a work list instead
/// of recursion, so a value nested any number of levels deep is freed on any stack.
final class JSONArrayStorage: ManagedBuffer<JSONArrayHeader, SmartJSONValue> {
    /// A storage with room for `capacity` elements (at least one) and none initialized.
    @inline(__always)
    static func allocate(capacity: Int) -> JSONArrayStorage {
        let room = Swift.max(capacity, 1)
        let buffer = create(minimumCapacity: room) { _ in JSONArrayHeader(count: 0, capacity: room) }
        return unsafeDowncast(buffer, to: JSONArrayStorage.self)
    }

    /// A new storage of at least `capacity` holding this one's elements: moved out when
    /// `moving` (this storage is then empty), copied otherwise.
    func resized(capacity: Int, moving: Bool) -> JSONArrayStorage {
        withPointers { header, elements in
            let count = header.pointee.count
            let fresh = JSONArrayStorage.allocate(capacity: Swift.max(capacity, count))
            fresh.withPointers { freshHeader, freshElements in
                if moving {
                    freshElements.moveInitialize(from: elements, count: count)
                    header.pointee.count = 0
                } else {
                    freshElements.initialize(from: elements, count: count)
                }
                freshHeader.pointee.count = count
            }
            return fresh
        }
    }

    /// Calls `body` with the header and the first element. Goes through
    /// `ManagedBufferPointer`, whose address arithmetic does not access the `header`
    /// property, so no run-time exclusivity check is paid on each call.
    @inline(__always)
    func withPointers<R>(
        _ body: (UnsafeMutablePointer<JSONArrayHeader>, UnsafeMutablePointer<SmartJSONValue>) throws -> R
    )
        rethrows -> R
    {
        try ManagedBufferPointer<JSONArrayHeader, SmartJSONValue>(unsafeBufferObject: self).withUnsafeMutablePointers(
            body)
    }

    /// Initialized elements.
    var elementCount: Int { withPointers { header, _ in header.pointee.count } }

    /// Room in this allocation, in elements.
    var elementCapacity: Int { withPointers { header, _ in header.pointee.capacity } }

    deinit {
        withPointers { header, elements in
            let count = header.pointee.count
            guard count > 0 else { return }
            header.pointee.count = 0
            JSONTeardown.destroy(elements, count: count)
        }
    }
}
