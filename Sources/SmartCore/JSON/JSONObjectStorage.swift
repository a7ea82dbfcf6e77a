/// The heap storage of a `SmartJSONObject`: header (count, repeated-key flag, hash index) and
/// members in one allocation.
///
/// Its `deinit` frees nested containers through `JSONTeardown`, with a work list instead
/// of recursion, so a value nested any number of levels deep is freed on any stack.
final class JSONObjectStorage: ManagedBuffer<JSONObjectHeader, SmartJSONObject.Member> {
    /// A storage with room for `capacity` members (at least one) and none initialized.
    @inline(__always)
    static func allocate(capacity: Int) -> JSONObjectStorage {
        let room = Swift.max(capacity, 1)
        let buffer = create(minimumCapacity: room) { _ in
            JSONObjectHeader(count: 0, capacity: room, hasRepeatedKeys: false, index: nil)
        }
        return unsafeDowncast(buffer, to: JSONObjectStorage.self)
    }

    /// A new storage of at least `capacity` holding this one's members, flag and index:
    /// moved out when `moving` (this storage is then empty), copied otherwise.
    func resized(capacity: Int, moving: Bool) -> JSONObjectStorage {
        withPointers { header, members in
            let count = header.pointee.count
            let fresh = JSONObjectStorage.allocate(capacity: Swift.max(capacity, count))
            fresh.withPointers { freshHeader, freshMembers in
                if moving {
                    freshMembers.moveInitialize(from: members, count: count)
                    header.pointee.count = 0
                } else {
                    freshMembers.initialize(from: members, count: count)
                }
                freshHeader.pointee.count = count
                freshHeader.pointee.hasRepeatedKeys = header.pointee.hasRepeatedKeys
                freshHeader.pointee.index = header.pointee.index
            }
            return fresh
        }
    }

    /// Calls `body` with the header and the first element. Goes through
    /// `ManagedBufferPointer`, whose address arithmetic does not access the `header`
    /// property, so no run-time exclusivity check is paid on each call.
    @inline(__always)
    func withPointers<R>(
        _ body: (UnsafeMutablePointer<JSONObjectHeader>, UnsafeMutablePointer<SmartJSONObject.Member>) throws -> R
    ) rethrows -> R {
        try ManagedBufferPointer<JSONObjectHeader, SmartJSONObject.Member>(unsafeBufferObject: self)
            .withUnsafeMutablePointers(body)
    }

    /// Initialized members.
    var memberCount: Int { withPointers { header, _ in header.pointee.count } }

    /// Room in this allocation, in members.
    var memberCapacity: Int { withPointers { header, _ in header.pointee.capacity } }

    deinit {
        withPointers { header, members in
            let count = header.pointee.count
            guard count > 0 else { return }
            header.pointee.count = 0
            JSONTeardown.destroy(members, count: count)
        }
    }
}
