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
            var value = (elements + offset).move()
            detach(&value, into: &pending)
        }
        drain(&pending)
    }

    /// Deinitializes `count` members starting at `members`.
    static func destroy(_ members: UnsafeMutablePointer<JSONObject.Member>, count: Int) {
        var pending: [Node] = []
        for offset in 0..<count {
            var member = (members + offset).move()
            detach(&member.value, into: &pending)
        }
        drain(&pending)
    }

    /// Empties every storage on `pending`, adding the containers found in it, until none is left.
    private static func drain(_ pending: inout [Node]) {
        while let node = pending.popLast() {
            switch node {
            case .array(let storage):
                storage.withUnsafeMutablePointers { header, elements in
                    let count = header.pointee.count
                    header.pointee.count = 0
                    for offset in 0..<count {
                        var value = (elements + offset).move()
                        detach(&value, into: &pending)
                    }
                }
            case .object(let storage):
                storage.withUnsafeMutablePointers { header, members in
                    let count = header.pointee.count
                    header.pointee.count = 0
                    for offset in 0..<count {
                        var member = (members + offset).move()
                        detach(&member.value, into: &pending)
                    }
                }
            }
            // `node` holds the last reference: the storage is freed here, already empty.
        }
    }

    /// When `value` is a non-empty container whose storage nothing else references, moves
    /// that storage onto `pending`. `value` is left `null` for containers, so the reference
    /// checked is the only one this function holds; other values are left alone.
    @inline(__always)
    private static func detach(_ value: inout JSONValue, into pending: inout [Node]) {
        switch value {
        case .array(var array):
            value = .null
            if isKnownUniquelyReferenced(&array.storage), let storage = array.storage {
                pending.append(.array(storage))
            }
        case .object(var object):
            value = .null
            if isKnownUniquelyReferenced(&object.storage), let storage = object.storage {
                pending.append(.object(storage))
            }
        case .null, .bool, .number, .string:
            break
        }
    }
}
