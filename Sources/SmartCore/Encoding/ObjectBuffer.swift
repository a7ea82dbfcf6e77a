/// An object being encoded. Containers hold it by reference while a model's
/// `encode(to:)` fills it; it becomes a `JSONValue` when that call returns.
///
/// Members keep the order they were written in. Writing a key again replaces its value in
/// place (so a flattened model's keys can overwrite the parent's, last one wins).
final class ObjectBuffer {
    private var members: [JSONObject.Member] = []
    /// Key → position, kept once the object is large enough for it to pay.
    private var positions: [String: Int]?
    /// Containers nested under a key, filled later and patched in by `finish()`.
    private var pending: [(position: Int, node: PendingNode)] = []

    private static let indexedAbove = 16

    init() {}

    func set(_ key: String, _ value: JSONValue) {
        if let position = position(of: key) {
            members[position].value = value
            pending.removeAll { $0.position == position }
        } else {
            members.append(JSONObject.Member(key: key, value: value))
            positions?[key] = members.count - 1
            if positions == nil, members.count > ObjectBuffer.indexedAbove { buildPositions() }
        }
    }

    /// Reserves `key` for a container that is filled after this call.
    func set(_ key: String, pending node: PendingNode) {
        set(key, .null)
        if let position = position(of: key) { pending.append((position, node)) }
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        return members.firstIndex { $0.key == key }
    }

    private func buildPositions() {
        var table = [String: Int](minimumCapacity: members.count * 2)
        for (position, member) in members.enumerated() { table[member.key] = position }
        positions = table
    }

    func finish() -> JSONValue {
        for (position, node) in pending { members[position].value = node.finish() }
        pending.removeAll()
        return .object(JSONObject(members: members, repeatedKeys: false))
    }
}
