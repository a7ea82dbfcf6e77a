/// The heap storage of a `JSONArray`: header and elements in one allocation.
///
/// Its `deinit` frees nested containers through `JSONTeardown`, with a work list instead
/// of recursion, so a value nested any number of levels deep is freed on any stack.
final class JSONArrayStorage: ManagedBuffer<JSONArrayHeader, JSONValue> {
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
        withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            let fresh = JSONArrayStorage.allocate(capacity: Swift.max(capacity, count))
            fresh.withUnsafeMutablePointers { freshHeader, freshElements in
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

    deinit {
        withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            guard count > 0 else { return }
            header.pointee.count = 0
            JSONTeardown.destroy(elements, count: count)
        }
    }
}
