/// An array being encoded (see `ObjectBuffer`).
final class ArrayBuffer {
    private(set) var elements = SmartJSONArray()
    private var pending: [(position: Int, node: PendingNode)] = []

    init() {}

    var count: Int { elements.count }

    func append(_ value: SmartJSONValue) {
        elements.append(value)
    }

    /// Reserves the next position for a container that is filled after this call.
    func append(pending node: PendingNode) {
        elements.append(.null)
        pending.append((elements.count - 1, node))
    }

    func finish() -> SmartJSONValue {
        for (position, node) in pending { elements[position] = node.finish() }
        pending.removeAll()
        return .array(elements)
    }
}
