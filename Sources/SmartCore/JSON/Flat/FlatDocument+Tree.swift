/// Building `SmartJSONValue` trees from a flat document.
extension FlatDocument {
    /// The value at `index` as a `SmartJSONValue` tree.
    ///
    /// Iterative: elements and members of open containers wait on heap stacks and leave
    /// them by moving, so any depth builds on a small thread stack and nothing is copied
    /// twice.
    func jsonValue(at index: Int) -> SmartJSONValue {
        struct OpenContainer {
            let isObject: Bool
            let repeatedKeys: Bool
            /// Where its elements or members start on their stack.
            let start: Int
            /// Elements or members still to come.
            var remaining: Int
        }
        var open: [OpenContainer] = []
        var elements = MoveStack<SmartJSONValue>()
        var members = MoveStack<SmartJSONObject.Member>()
        var pendingKeys: [String] = []
        var cursor = index
        while true {
            if let top = open.last, top.isObject {
                pendingKeys.append(string(at: cursor))
                cursor += 1
            }
            let entry = entries[cursor]
            var value: SmartJSONValue
            switch entry.kind {
            case .null: value = .null
            case .false: value = .bool(false)
            case .true: value = .bool(true)
            case .integer: value = .number(SmartJSONNumber(storage: .integer(entry.wideValue)))
            case .number:
                if entry.has(FlatEntry.isNonFinite) {
                    value = .number(
                        SmartJSONNumber(storage: .nonFinite(Double(bitPattern: UInt64(bitPattern: entry.wideValue)))))
                } else {
                    value = .number(
                        SmartJSONNumber(storage: .literal(String(decoding: literalBytes(at: cursor), as: UTF8.self))))
                }
            case .string: value = .string(string(at: cursor))
            case .array, .object:
                let isObject = entry.kind == .object
                if entry.length == 0 {
                    value = isObject ? .object(SmartJSONObject()) : .array([])
                } else {
                    open.append(
                        OpenContainer(
                            isObject: isObject, repeatedKeys: entry.has(FlatEntry.hasRepeatedKeys),
                            start: isObject ? members.count : elements.count, remaining: Int(entry.length)))
                    cursor += 1
                    continue
                }
            }
            cursor += 1
            // Attach the value to its container; close the containers it completes.
            while let top = open.indices.last {
                if open[top].isObject {
                    members.push(SmartJSONObject.Member(key: pendingKeys.removeLast(), value: value))
                } else {
                    elements.push(value)
                }
                open[top].remaining -= 1
                guard open[top].remaining == 0 else { break }
                let container = open.removeLast()
                value =
                    container.isObject
                    ? .object(
                        members.popMoving(from: container.start) {
                            SmartJSONObject(movingMembersFrom: $0, repeatedKeys: container.repeatedKeys)
                        })
                    : .array(elements.popMoving(from: container.start) { SmartJSONArray(movingFrom: $0) })
            }
            if open.isEmpty { return value }
        }
    }
}
