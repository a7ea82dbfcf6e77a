/// Writes a `SmartJSONValue` tree as JSON text into a `JSONOutput`.
///
/// Iterative: open containers live on an explicit stack, so any depth the parser
/// accepts can be written on a thread with a small stack.
enum JSONWriter {
    /// A container being written and the position of its next element.
    private enum OpenContainer {
        case array(SmartJSONArray, next: Int)
        /// `order` holds the member positions sorted by key, when keys are sorted.
        case object(SmartJSONObject, order: [Int]?, next: Int)
    }

    /// Writes `root` at the end of `output`, which already has `baseDepth` containers open
    /// around it (for the indentation of pretty output).
    static func write(_ root: SmartJSONValue, into output: inout JSONOutput, baseDepth: Int = 0)
        throws(SmartJSONWriteError)
    {
        var open: [OpenContainer] = []
        var pending: SmartJSONValue? = root
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .null:
                    output.append("null")
                case .bool(let flag):
                    output.append(flag ? "true" : "false")
                case .number(let number):
                    do {
                        try output.write(number)
                    } catch {
                        throw error.located(at: JSONWriter.path(of: open))
                    }
                case .string(let text):
                    output.write(string: text)
                case .array(let elements):
                    if elements.isEmpty {
                        output.append("[]")
                    } else {
                        output.append(UInt8(ascii: "["))
                        open.append(.array(elements, next: 0))
                    }
                case .object(let object):
                    if object.isEmpty {
                        output.append("{}")
                    } else {
                        output.append(UInt8(ascii: "{"))
                        open.append(.object(object, order: memberOrder(of: object, options: output.options), next: 0))
                    }
                }
            }
            guard let container = open.popLast() else { return }
            switch container {
            case .array(let elements, let next):
                if next < elements.count {
                    if next > 0 { output.append(UInt8(ascii: ",")) }
                    output.newline(depth: baseDepth + open.count + 1)
                    pending = elements[next]
                    open.append(.array(elements, next: next + 1))
                } else {
                    output.newline(depth: baseDepth + open.count)
                    output.append(UInt8(ascii: "]"))
                }
            case .object(let object, let order, let next):
                if next < object.count {
                    if next > 0 { output.append(UInt8(ascii: ",")) }
                    output.newline(depth: baseDepth + open.count + 1)
                    let position = JSONWriter.position(next, in: order)
                    object.withMembers { members in
                        output.write(string: members[position].key)
                        output.nameSeparator()
                        pending = members[position].value
                    }
                    open.append(.object(object, order: order, next: next + 1))
                } else {
                    output.newline(depth: baseDepth + open.count)
                    output.append(UInt8(ascii: "}"))
                }
            }
        }
    }

    /// The member positions sorted by key (stably) when asked; nil for document order.
    private static func memberOrder(of object: SmartJSONObject, options: SmartJSONWritingOptions) -> [Int]? {
        guard options.sortedKeys else { return nil }
        return object.withMembers { members in
            members.indices.sorted { lhs, rhs in
                members[lhs].key != members[rhs].key ? members[lhs].key < members[rhs].key : lhs < rhs
            }
        }
    }

    /// The position of the `step`-th member to write.
    private static func position(_ step: Int, in order: [Int]?) -> Int {
        guard let order else { return step }
        return order[step]
    }

    /// The path of the value being written (`items[2].price`), from the open containers.
    private static func path(of open: [OpenContainer]) -> String {
        var text = ""
        for container in open {
            switch container {
            case .array(_, let next):
                text += "[\(next - 1)]"
            case .object(let object, let order, let next):
                if !text.isEmpty { text += "." }
                text += object[position(next - 1, in: order)].key
            }
        }
        return text
    }
}
