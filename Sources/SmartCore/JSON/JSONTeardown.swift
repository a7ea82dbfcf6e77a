/// Frees the contents of JSON containers without recursion.
///
/// Swift frees a value by releasing what it holds, and a container freed that way frees
/// its children from inside its own `deinit`: one chain of stack frames per nesting
/// level, which overflows a thread's stack for values nested deeply enough. Instead, the
/// storage classes hand their elements here, and each is taken out of its storage by
/// moving it. A nested container whose storage nothing else references is not released
/// but put on a work list, which is emptied in a loop: elements are moved out of the
/// storage on top one at a time, from the last, and the storage is released only once it
/// is empty, so its own `deinit` has nothing to do. A storage that is still referenced
/// elsewhere is only released: it stays alive for its other owners, and whichever of
/// them frees it last starts a new, equally flat teardown.
///
/// The stack depth is the same at every nesting depth, and the work list holds one
/// storage per level being taken apart (a storage goes back on it only while it has
/// elements left), not every container of the tree.
enum JSONTeardown {
    /// A container storage owned only by the work list, whose contents still need freeing.
    private enum Node {
        case array(JSONArrayStorage)
        case object(JSONObjectStorage)
    }

    /// Deinitializes `count` values starting at `elements`.
    static func destroy(_ elements: UnsafeMutablePointer<SmartJSONValue>, count: Int) {
        var pending: [Node] = []
        for offset in 0..<count {
            if let node = detach((elements + offset).move()) {
                pending.append(node)
                drain(&pending)
            }
        }
    }

    /// Deinitializes `count` members starting at `members`.
    static func destroy(_ members: UnsafeMutablePointer<SmartJSONObject.Member>, count: Int) {
        var pending: [Node] = []
        for offset in 0..<count {
            if let node = detach(member: members + offset) {
                pending.append(node)
                drain(&pending)
            }
        }
    }

    /// Empties the storages on `pending` and everything they hold, depth first.
    private static func drain(_ pending: inout [Node]) {
        while let node = pending.popLast() {
            switch consume node {
            case .array(let storage):
                storage.withPointers { header, elements in
                    while header.pointee.count > 0 {
                        header.pointee.count -= 1
                        guard let child = detach((elements + header.pointee.count).move()) else { continue }
                        if header.pointee.count > 0 { pending.append(.array(storage)) }
                        pending.append(child)
                        return
                    }
                }
            case .object(let storage):
                storage.withPointers { header, members in
                    while header.pointee.count > 0 {
                        header.pointee.count -= 1
                        guard let child = detach(member: members + header.pointee.count) else { continue }
                        if header.pointee.count > 0 { pending.append(.object(storage)) }
                        pending.append(child)
                        return
                    }
                }
            }
            // Unless it went back on the list, the storage is freed here, already empty.
        }
    }

    /// Releases `value`, except a container whose storage nothing else references: that
    /// storage is returned, still full, for the work list. `value` is consumed, so the
    /// reference checked is the only one this function holds.
    @inline(__always)
    private static func detach(_ value: consuming SmartJSONValue) -> Node? {
        switch consume value {
        case .array(var array):
            guard isKnownUniquelyReferenced(&array.storage), let storage = array.storage.take() else { return nil }
            return .array(storage)
        case .object(var object):
            guard isKnownUniquelyReferenced(&object.storage), let storage = object.storage.take() else { return nil }
            return .object(storage)
        case .null, .bool, .number, .string:
            return nil
        }
    }

    /// Deinitializes the member at `member`: releases its key and detaches its value.
    @inline(__always)
    private static func detach(member: UnsafeMutablePointer<SmartJSONObject.Member>) -> Node? {
        guard let key = member.pointer(to: \.key), let value = member.pointer(to: \.value) else {
            member.deinitialize(count: 1)  // not reached: both are stored properties
            return nil
        }
        key.deinitialize(count: 1)
        return detach(value.move())
    }
}
