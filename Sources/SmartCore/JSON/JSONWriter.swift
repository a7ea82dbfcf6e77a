/// Writes a `JSONValue` as UTF-8 JSON text into a byte buffer.
struct JSONWriter {
    private(set) var output: [UInt8] = []
    private let options: JSONWritingOptions

    init(options: JSONWritingOptions, capacity: Int = 1024) {
        self.options = options
        output.reserveCapacity(capacity)
    }

    mutating func write(_ value: JSONValue, depth: Int = 0) throws(JSONWriteError) {
        switch value {
        case .null:
            append("null")
        case .bool(let flag):
            append(flag ? "true" : "false")
        case .number(let number):
            try write(number)
        case .string(let text):
            write(string: text)
        case .array(let elements):
            try write(array: elements, depth: depth)
        case .object(let object):
            try write(object: object, depth: depth)
        }
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

    private mutating func write(array elements: [JSONValue], depth: Int) throws(JSONWriteError) {
        guard !elements.isEmpty else {
            append("[]")
            return
        }
        output.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            do {
                try write(element, depth: depth + 1)
            } catch {
                throw error.nested(under: "[\(position)]")
            }
        }
        newline(depth: depth)
        output.append(UInt8(ascii: "]"))
    }

    private mutating func write(object: JSONObject, depth: Int) throws(JSONWriteError) {
        guard !object.isEmpty else {
            append("{}")
            return
        }
        var members = object.members
        if options.sortedKeys {
            // Stable: repeated keys keep their document order.
            members = members.enumerated().sorted { lhs, rhs in
                lhs.element.key != rhs.element.key ? lhs.element.key < rhs.element.key : lhs.offset < rhs.offset
            }.map(\.element)
        }
        output.append(UInt8(ascii: "{"))
        for (position, member) in members.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            write(string: member.key)
            append(options.prettyPrinted ? " : " : ":")
            do {
                try write(member.value, depth: depth + 1)
            } catch {
                throw error.nested(under: member.key)
            }
        }
        newline(depth: depth)
        output.append(UInt8(ascii: "}"))
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

extension JSONWriteError {
    /// The same error with `component` (a key or `[index]`) put in front of its path.
    func nested(under component: String) -> JSONWriteError {
        switch self {
        case .nonFiniteNumber(let value, let path):
            let joined: String
            if path.isEmpty {
                joined = component
            } else if path.hasPrefix("[") {
                joined = component + path
            } else {
                joined = component + "." + path
            }
            return .nonFiniteNumber(value, path: joined)
        }
    }
}
