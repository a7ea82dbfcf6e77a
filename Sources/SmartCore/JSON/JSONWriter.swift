/// Writes a `JSONValue` as UTF-8 JSON text into a byte buffer.
///
/// Iterative: open containers live on an explicit stack, so any depth the parser
/// accepts can be written on a thread with a small stack.
struct JSONWriter {
    private(set) var output: [UInt8] = []
    private let options: JSONWritingOptions

    /// A container being written and the position of its next element.
    private enum OpenContainer {
        case array(JSONArray, next: Int)
        /// `order` holds the member positions sorted by key, when keys are sorted.
        case object(JSONObject, order: [Int]?, next: Int)
    }

    init(options: JSONWritingOptions, capacity: Int = 1024) {
        self.options = options
        output.reserveCapacity(capacity)
    }

    mutating func write(_ root: JSONValue) throws(JSONWriteError) {
        var open: [OpenContainer] = []
        var pending: JSONValue? = root
        while true {
            if let value = pending {
                pending = nil
                switch value {
                case .null:
                    append("null")
                case .bool(let flag):
                    append(flag ? "true" : "false")
                case .number(let number):
                    do {
                        try write(number)
                    } catch {
                        throw error.located(at: JSONWriter.path(of: open))
                    }
                case .string(let text):
                    write(string: text)
                case .array(let elements):
                    if elements.isEmpty {
                        append("[]")
                    } else {
                        output.append(UInt8(ascii: "["))
                        open.append(.array(elements, next: 0))
                    }
                case .object(let object):
                    if object.isEmpty {
                        append("{}")
                    } else {
                        output.append(UInt8(ascii: "{"))
                        open.append(.object(object, order: memberOrder(of: object), next: 0))
                    }
                }
            }
            guard let container = open.popLast() else { return }
            switch container {
            case .array(let elements, let next):
                if next < elements.count {
                    if next > 0 { output.append(UInt8(ascii: ",")) }
                    newline(depth: open.count + 1)
                    pending = elements[next]
                    open.append(.array(elements, next: next + 1))
                } else {
                    newline(depth: open.count)
                    output.append(UInt8(ascii: "]"))
                }
            case .object(let object, let order, let next):
                if next < object.count {
                    if next > 0 { output.append(UInt8(ascii: ",")) }
                    newline(depth: open.count + 1)
                    let position = JSONWriter.position(next, in: order)
                    object.withMembers { members in
                        write(string: members[position].key)
                        append(options.prettyPrinted ? " : " : ":")
                        pending = members[position].value
                    }
                    open.append(.object(object, order: order, next: next + 1))
                } else {
                    newline(depth: open.count)
                    output.append(UInt8(ascii: "}"))
                }
            }
        }
    }

    /// The member positions sorted by key (stably) when asked; nil for document order.
    private func memberOrder(of object: JSONObject) -> [Int]? {
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

    private mutating func write(_ number: JSONNumber) throws(JSONWriteError) {
        switch number.storage {
        case .integer(let value):
            output.append(contentsOf: String(value).utf8)
        case .literal(let text):
            output.append(contentsOf: text.utf8)
        case .nonFinite(let value):
            switch options.nonFiniteNumbers {
            case .throw:
                throw JSONWriteError.nonFiniteNumber(value, path: "")
            case .convertToString(let positive, let negative, let nan):
                write(string: value.isNaN ? nan : (value < 0 ? negative : positive))
            }
        }
    }

    @inline(__always)
    private mutating func newline(depth: Int) {
        guard options.prettyPrinted else { return }
        output.append(0x0A)
        for _ in 0..<depth {
            output.append(0x20)
            output.append(0x20)
        }
    }

    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func write(string: String) {
        output.append(UInt8(ascii: "\""))
        let escapesSlash = options.escapesForwardSlashes
        var text = string
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                let needsEscape = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || (escapesSlash && byte == UInt8(ascii: "/"))
                guard needsEscape else { continue }
                if runStart < index {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                }
                appendEscape(for: byte)
                runStart = index + 1
            }
            if runStart < utf8.count {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(for byte: UInt8) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            append("u00")
            hexDigits.withUTF8Buffer { digits in
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0x0F)])
            }
        }
    }
}
