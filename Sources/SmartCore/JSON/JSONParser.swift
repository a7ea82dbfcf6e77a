/// A strict RFC 8259 parser from UTF-8 bytes to `JSONValue`.
///
/// One pass, no intermediate tokens. Plain integers of up to 18 digits are stored as
/// `Int64`; every other number keeps its text. Strings without escapes are made straight
/// from the input bytes after a word-at-a-time scan. All reads are bounds-checked by the
/// parser's own logic before they happen, and nesting is kept on heap stacks rather than
/// the call stack, so no input can crash it.
struct JSONParser: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    let maximumDepth: Int
    /// Containers not yet closed, innermost last; their count is the current depth.
    var open: [OpenContainer] = []
    /// Elements of open arrays, and members of open objects, innermost at the top.
    var elements = MoveStack<JSONValue>()
    var members = MoveStack<JSONObject.Member>()
    /// For each open object, the name of the member whose value is being parsed.
    var pendingKeys: [String] = []
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []
    /// A one-byte fingerprint (length, first and last byte) of the last string parsed,
    /// used to spot repeated member names cheaply.
    var lastStringFingerprint: UInt8 = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.count = bytes.count
        self.maximumDepth = maximumDepth
    }

    /// Parses one complete document.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions
    ) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumDepth: options.effectiveMaximumDepth)
        return try parser.parseDocument(allowsTopLevelScalars: options.allowsTopLevelScalars)
    }

    mutating func parseDocument(allowsTopLevelScalars: Bool) throws(JSONParseError) -> JSONValue {
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3  // UTF-8 byte order mark
        }
        skipWhitespace()
        guard position < count else {
            throw failure(.emptyInput, at: position, "The input holds no JSON value; it is empty or only whitespace.")
        }
        let valueStart = position
        let value = try parseValue()
        skipWhitespace()
        if position < count {
            throw failure(
                .unexpectedContentAfterDocument, at: position,
                "Found \(describe(bytes[position])) after the end of the document. A JSON document is exactly one value; put several values in an array."
            )
        }
        if !allowsTopLevelScalars {
            switch value {
            case .array, .object: break
            default:
                throw failure(
                    .topLevelScalarNotAllowed, at: valueStart,
                    "The document is a single \(value.kind.rawValue); an object or an array is required here.")
            }
        }
        return value
    }

    // MARK: Values

    /// An array or object whose closing bracket has not been reached yet.
    struct OpenContainer {
        let isObject: Bool
        /// Where its elements (arrays) or members (objects) start on their stack.
        let start: Int
        /// A 256-bit filter of member-name fingerprints: a repeated name always hits a set
        /// bit; only then are names compared.
        var seen: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var repeatedKeys = false
    }

    /// Parses the value starting at `position`, which must be a non-whitespace byte.
    ///
    /// Iterative: nesting lives on `open`, `elements` and `members`, not on the call
    /// stack, so no depth of input can overflow the thread's stack.
    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        var value: JSONValue
        valueLoop: while true {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "["):
                try checkDepth()
                position += 1
                skipWhitespace()
                guard position < count else { throw endOfInput(expecting: "an array element or ']'") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    value = .array(JSONArray())
                } else {
                    open.append(OpenContainer(isObject: false, start: elements.count))
                    continue valueLoop
                }
            case UInt8(ascii: "{"):
                try checkDepth()
                position += 1
                skipWhitespace()
                guard position < count else { throw endOfInput(expecting: "a member name or '}'") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    var container = OpenContainer(isObject: true, start: members.count)
                    try readMemberName(into: &container)
                    open.append(container)
                    continue valueLoop
                }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            default:
                throw unexpected(byte, expecting: "a value")
            }

            // A complete value: add it to its container, closing containers that end here.
            while let index = open.indices.last {
                let isObject = open[index].isObject
                if isObject, let key = pendingKeys.popLast() {
                    members.push(JSONObject.Member(key: key, value: value))
                } else {
                    elements.push(value)
                }
                skipWhitespace()
                guard position < count else {
                    throw endOfInput(expecting: isObject ? "',' or '}' after a member" : "',' or ']' after an array element")
                }
                let next = bytes[position]
                if next == UInt8(ascii: ",") {
                    position += 1
                    skipWhitespace()
                    guard position < count else {
                        throw endOfInput(expecting: isObject ? "a member name after ','" : "an array element after ','")
                    }
                    if isObject {
                        if bytes[position] == UInt8(ascii: "}") {
                            throw failure(.trailingComma, at: position, "A ',' must be followed by another member; remove the trailing comma before '}'.")
                        }
                        var container = open[index]
                        try readMemberName(into: &container)
                        open[index] = container
                    } else if bytes[position] == UInt8(ascii: "]") {
                        throw failure(.trailingComma, at: position, "A ',' must be followed by another element; remove the trailing comma before ']'.")
                    }
                    continue valueLoop
                }
                guard next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw unexpected(next, expecting: isObject ? "',' or '}' after a member" : "',' or ']' after an array element")
                }
                position += 1
                let container = open.removeLast()
                if isObject {
                    let repeatedKeys = container.repeatedKeys
                    value = .object(members.popMoving(from: container.start) { JSONObject(movingMembersFrom: $0, repeatedKeys: repeatedKeys) })
                } else {
                    value = .array(elements.popMoving(from: container.start) { JSONArray(movingFrom: $0) })
                }
            }
            return value
        }
    }

    /// Reads `"name" :` at `position` and leaves `position` at the member's value.
    mutating func readMemberName(into container: inout OpenContainer) throws(JSONParseError) {
        let keyByte = bytes[position]
        guard keyByte == UInt8(ascii: "\"") else {
            throw unexpected(keyByte, expecting: "a member name in double quotes")
        }
        let key = try parseString()
        if !container.repeatedKeys, JSONParser.testAndSet(lastStringFingerprint, in: &container.seen) {
            container.repeatedKeys = members.elements(from: container.start).contains { $0.key == key }
        }
        skipWhitespace()
        guard position < count else { throw endOfInput(expecting: "':' after the member name") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw unexpected(bytes[position], expecting: "':' after the member name \"\(key)\"")
        }
        position += 1
        skipWhitespace()
        guard position < count else { throw endOfInput(expecting: "the value of \"\(key)\"") }
        pendingKeys.append(key)
    }

    /// Sets bit `fingerprint` in the filter and says whether it was already set.
    @inline(__always)
    static func testAndSet(_ fingerprint: UInt8, in filter: inout (UInt64, UInt64, UInt64, UInt64)) -> Bool {
        let bit: UInt64 = 1 << (fingerprint & 63)
        let wasSet: Bool
        switch fingerprint >> 6 {
        case 0: wasSet = filter.0 & bit != 0; filter.0 |= bit
        case 1: wasSet = filter.1 & bit != 0; filter.1 |= bit
        case 2: wasSet = filter.2 & bit != 0; filter.2 |= bit
        default: wasSet = filter.3 & bit != 0; filter.3 |= bit
        }
        return wasSet
    }

    @inline(__always)
    static func fingerprint(count: Int, first: UInt8, last: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: count &* 31 &+ Int(first) &+ Int(last) &* 7)
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = position
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for offset in 0..<expected.count {
            let at = start + offset
            guard at < count else {
                throw failure(.unexpectedEndOfInput, at: at, "The input ends inside the literal '\(literal)'.")
            }
            if bytes[at] != expected[offset] {
                throw failure(
                    .unexpectedCharacter, at: at,
                    "Found \(describe(bytes[at])) while reading '\(literal)'. JSON literals are exactly true, false and null.")
            }
        }
        position = start + expected.count
    }

    func checkDepth() throws(JSONParseError) {
        if open.count + 1 > maximumDepth {
            throw failure(
                .depthLimitExceeded, at: position,
                "Arrays and objects are nested more than \(maximumDepth) levels deep; raise JSONParsingOptions.maximumDepth if this is intended.")
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
            guard position < count else { throw endOfInput(expecting: "a digit after '-'") }
        }
        var value: Int64 = 0
        var digitCount = 0
        let first = bytes[position]
        if first == UInt8(ascii: "0") {
            position += 1
            if position < count, bytes[position].isASCIIDigit {
                throw failure(.invalidNumber, at: start, "Numbers cannot have leading zeros (\(snippet(from: start))).")
            }
        } else if first.isASCIIDigit {
            while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                if digitCount < 18 { value = value &* 10 &+ Int64(digit) }
                digitCount += 1
                position += 1
            }
        } else {
            throw failure(.invalidNumber, at: position, "Expected a digit after '-', found \(describe(first)).")
        }
        var isPlainInteger = true
        if position < count, bytes[position] == UInt8(ascii: ".") {
            isPlainInteger = false
            position += 1
            guard position < count, bytes[position].isASCIIDigit else {
                throw failure(.invalidNumber, at: position, "A decimal point must be followed by at least one digit (\(snippet(from: start))).")
            }
            while position < count, bytes[position].isASCIIDigit { position += 1 }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isPlainInteger = false
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < count, bytes[position].isASCIIDigit else {
                throw failure(.invalidNumber, at: position, "An exponent must have at least one digit (\(snippet(from: start))).")
            }
            while position < count, bytes[position].isASCIIDigit { position += 1 }
        }
        if isPlainInteger, digitCount <= 18, !(negative && value == 0) {
            return JSONNumber(storage: .integer(negative ? 0 &- value : value))
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return JSONNumber(storage: .literal(text))
    }

    // MARK: Whitespace

    @inline(__always)
    mutating func skipWhitespace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

}
