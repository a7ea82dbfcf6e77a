/// The heap storage of a `JSONObject`: header (count, repeated-key flag, hash index) and
/// members in one allocation.
///
/// Its `deinit` frees nested containers through `JSONTeardown`, with a work list instead
/// of recursion, so a value nested any number of levels deep is freed on any stack.
final class JSONObjectStorage: ManagedBuffer<JSONObjectHeader, JSONObject.Member> {
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
        withUnsafeMutablePointers { header, members in
            let count = header.pointee.count
            let fresh = JSONObjectStorage.allocate(capacity: Swift.max(capacity, count))
            fresh.withUnsafeMutablePointers { freshHeader, freshMembers in
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

    deinit {
        withUnsafeMutablePointers { header, members in
            let count = header.pointee.count
            guard count > 0 else { return }
            header.pointee.count = 0
            JSONTeardown.destroy(members, count: count)
        }
    }
}
