/// Follows the text of a JSON value (strings, escapes and bracket depth) to the
/// delimiter that ends it, fed a buffer at a time: the state between calls is kept, so a
/// buffer may end anywhere. It does not check the value, only finds its end.
struct JSONValueSkipper {
    /// Brackets open inside the value.
    private(set) var depth = 0
    /// Whether the bytes so far end inside a string.
    private(set) var inString = false
    private var escaped = false

    /// Starts again on a new value.
    mutating func reset() {
        depth = 0
        inString = false
        escaped = false
    }

    /// Scans `bytes` from `index`: returns the index of the `,` or `]` outside any string
    /// and bracket of the value (also `}` when `endsAtBrace`, for a member's value), or nil
    /// when the bytes end first; `index` is then `bytes.count`.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, endsAtBrace: Bool) -> Int? {
        let count = bytes.count
        var depth = self.depth
        var inString = self.inString
        var escaped = self.escaped
        defer {
            self.depth = depth
            self.inString = inString
            self.escaped = escaped
        }
        while index < count {
            if inString {
                // Inside a string only a quote or a backslash matters.
                if escaped {
                    escaped = false
                    index += 1
                }
                while index < count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                    index += 1
                }
                guard index < count else { return nil }
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                } else {
                    inString = false
                }
                index += 1
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                } else if endsAtBrace {
                    return index
                }
            case UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
