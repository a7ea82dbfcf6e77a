/// Frees the contents of JSON containers without recursion.
///
/// Swift frees a value by releasing what it holds, and a container freed that way frees
/// its children from inside its own `deinit`: one stack frame chain per nesting level,
/// which overflows a thread's stack for values nested deeply enough. Instead, the storage
/// classes hand their elements here. Each nested container whose storage nothing else
/// references goes onto one work list; its elements are taken out in turn (and examined
/// the same way) before the emptied storage is released, so its own `deinit` finds
/// nothing to do. A storage that is still referenced elsewhere is only released: it stays
/// alive for its other owners, and whichever of them frees it last starts a new, equally
/// flat teardown. The stack depth is therefore the same at every nesting depth.
enum JSONTeardown {
    /// A container storage owned only by the work list, whose contents still need freeing.
    private enum Node {
        case array(JSONArrayStorage)
        case object(JSONObjectStorage)
    }

    /// Deinitializes `count` values starting at `elements`.
    static func destroy(_ elements: UnsafeMutablePointer<JSONValue>, count: Int) {
        var pending: [Node] = []
        for offset in 0..<count {
            detach((elements + offset).move(), into: &pending)
        }
        drain(&pending)
    }

    /// Deinitializes `count` members starting at `members`.
    static func destroy(_ members: UnsafeMutablePointer<JSONObject.Member>, count: Int) {
        var pending: [Node] = []
        for offset in 0..<count {
            detach(members + offset, into: &pending)
        }
        drain(&pending)
    }

    /// Empties every storage on `pending`, adding the containers found in it, until none is left.
    private static func drain(_ pending: inout [Node]) {
        while let node = pending.popLast() {
            switch consume node {
            case .array(let storage):
                storage.withPointers { header, elements in
                    let count = header.pointee.count
                    header.pointee.count = 0
                    for offset in 0..<count {
                        detach((elements + offset).move(), into: &pending)
                    }
                }
            case .object(let storage):
                storage.withPointers { header, members in
                    let count = header.pointee.count
                    header.pointee.count = 0
                    for offset in 0..<count {
                        detach(members + offset, into: &pending)
                    }
                }
            }
            // The storage bound above held the last reference: it is freed here, already empty.
        }
    }

    /// When `value` is a container whose storage nothing else references, moves that
    /// storage onto `pending`; otherwise `value` is simply released. `value` is consumed,
    /// so the reference checked is the only one this function holds.
    @inline(__always)
    private static func detach(_ value: consuming JSONValue, into pending: inout [Node]) {
        switch consume value {
        case .array(var array):
            if isKnownUniquelyReferenced(&array.storage), let storage = array.storage.take() {
                pending.append(.array(storage))
            }
        case .object(var object):
            if isKnownUniquelyReferenced(&object.storage), let storage = object.storage.take() {
                pending.append(.object(storage))
            }
        case .null, .bool, .number, .string:
            break
        }
    }

    /// Deinitializes the member at `member`: its key is released, its value detached.
    @inline(__always)
    private static func detach(_ member: UnsafeMutablePointer<JSONObject.Member>, into pending: inout [Node]) {
        guard let key = member.pointer(to: \.key), let value = member.pointer(to: \.value) else {
            member.deinitialize(count: 1)
            return
        }
        key.deinitialize(count: 1)
        detach(value.move(), into: &pending)
    }
}
