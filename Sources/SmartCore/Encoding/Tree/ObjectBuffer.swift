/// An object being encoded. Containers hold it by reference while a model's
/// `encode(to:)` fills it; it becomes a `SmartJSONValue` when that call returns.
///
/// Members keep the order they were written in. Writing a key again replaces its value in
/// place (so a flattened model's keys can overwrite the parent's, last one wins).
final class ObjectBuffer {
    /// Built in place; keys are distinct, so members are added without lookups.
    private var members = SmartJSONObject()
    /// Key → position, kept once the object is large enough for it to pay.
    private var positions: [JSONKey: Int]?
    /// Containers nested under a key, filled later and patched in by `finish()`.
    private var pending: [(position: Int, node: PendingNode)] = []

    private static let indexedAbove = 16

    init() {}

    func set(_ key: String, _ value: SmartJSONValue) {
        if let position = position(of: key) {
            members.setValue(value, at: position)
            pending.removeAll { $0.position == position }
        } else {
            members.appendWithoutLookup(SmartJSONObject.Member(key: key, value: value))
            positions?[JSONKey(key)] = members.count - 1
            if positions == nil, members.count > ObjectBuffer.indexedAbove { buildPositions() }
        }
    }

    /// Reserves `key` for a container that is filled after this call.
    func set(_ key: String, pending node: PendingNode) {
        set(key, .null)
        if let position = position(of: key) { pending.append((position, node)) }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[JSONKey(key)] }
        return members.withMembers { buffer in buffer.firstIndex { JSONKey.same($0.key, key) } }
    }

    private func buildPositions() {
        var table = [JSONKey: Int](minimumCapacity: members.count * 2)
        members.withMembers { buffer in
            for (position, member) in buffer.enumerated() { table[JSONKey(member.key)] = position }
        }
        positions = table
    }

    func finish() -> SmartJSONValue {
        for (position, node) in pending { members.setValue(node.finish(), at: position) }
        pending.removeAll()
        members.finishBuilding(repeatedKeys: false)
        return .object(members)
    }
}
