/// A strict RFC 8259 parser from UTF-8 bytes to `JSONValue`.
///
/// One pass, no intermediate tokens. Plain integers of up to 18 digits are stored as
/// `Int64`; every other number keeps its text. Strings without escapes are made straight
/// from the input bytes after a word-at-a-time scan. All reads are bounds-checked by the
/// parser's own logic before they happen, and nesting is kept on heap stacks rather than
/// the call stack, so no input can crash it.
struct JSONParser: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var position = 0
    private let maximumDepth: Int
    /// Containers not yet closed, innermost last; their count is the current depth.
    private var open: [OpenContainer] = []
    /// Elements of open arrays, and members of open objects, innermost at the top.
    private var elements = MoveStack<JSONValue>()
    private var members = MoveStack<JSONObject.Member>()
    /// For each open object, the name of the member whose value is being parsed.
    private var pendingKeys: [String] = []
    /// Reused buffer for strings that contain escapes.
    private var scratch: [UInt8] = []
    /// A one-byte fingerprint (length, first and last byte) of the last string parsed,
    /// used to spot repeated member names cheaply.
    private var lastStringFingerprint: UInt8 = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
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

    private mutating func parseDocument(allowsTopLevelScalars: Bool) throws(JSONParseError) -> JSONValue {
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
    private struct OpenContainer {
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
    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
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
                    value = .array([])
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
                    value = .object(JSONObject(members: members.popArray(from: container.start), repeatedKeys: container.repeatedKeys))
                } else {
                    value = .array(elements.popArray(from: container.start))
                }
            }
            return value
        }
    }

    /// Reads `"name" :` at `position` and leaves `position` at the member's value.
    private mutating func readMemberName(into container: inout OpenContainer) throws(JSONParseError) {
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
    private static func testAndSet(_ fingerprint: UInt8, in filter: inout (UInt64, UInt64, UInt64, UInt64)) -> Bool {
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
    private static func fingerprint(count: Int, first: UInt8, last: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: count &* 31 &+ Int(first) &+ Int(last) &* 7)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
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

    private func checkDepth() throws(JSONParseError) {
        if open.count + 1 > maximumDepth {
            throw failure(
                .depthLimitExceeded, at: position,
                "Arrays and objects are nested more than \(maximumDepth) levels deep; raise JSONParsingOptions.maximumDepth if this is intended.")
        }
    }

    // MARK: Numbers

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
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

    // MARK: Strings

    /// Parses the string whose opening quote is at `position`.
    private mutating func parseString() throws(JSONParseError) -> String {
        let open = position
        position += 1
        let start = position
        while true {
            skipPlainASCIIWords()
            guard position < count else { throw unterminatedString(openedAt: open) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                let length = position - start
                lastStringFingerprint = length == 0 ? 0
                    : JSONParser.fingerprint(count: length, first: bytes[start], last: bytes[position - 1])
                position += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(contentStart: start, openedAt: open)
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else if byte < 0x80 {
                position += 1
            } else {
                position += try utf8SequenceLength(at: position)
            }
        }
    }

    /// Advances over 8-byte words that hold only printable ASCII other than `"` and `\`.
    @inline(__always)
    private mutating func skipPlainASCIIWords() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // A high bit survives for a byte equal to `"` or `\`, below 0x20, or above 0x7F.
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                | ((word &- ones &* 0x20) & ~word) | word
            if special & highBits != 0 { return }
            position += 8
        }
    }

    /// The slow path: builds the string in `scratch`, resolving escapes.
    private mutating func parseEscapedString(contentStart: Int, openedAt open: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                if let first = scratch.first, let last = scratch.last {
                    lastStringFingerprint = JSONParser.fingerprint(count: scratch.count, first: first, last: last)
                } else {
                    lastStringFingerprint = 0
                }
                return String(decoding: scratch, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try appendEscape()
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else if byte < 0x80 {
                scratch.append(byte)
                position += 1
            } else {
                let length = try utf8SequenceLength(at: position)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]))
                position += length
            }
        }
        throw unterminatedString(openedAt: open)
    }

    /// Reads the escape at `position` (a backslash) and appends what it stands for.
    private mutating func appendEscape() throws(JSONParseError) {
        let escapeStart = position
        position += 1
        guard position < count else { throw endOfInput(expecting: "an escape character after '\\'") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexUnit(escapeStart: escapeStart)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position + 1 < count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw failure(
                        .invalidUnicodeEscape, at: escapeStart,
                        "The escape \(snippet(from: escapeStart, length: 6)) is a high surrogate and must be followed by a low surrogate escape (\\uDC00–\\uDFFF).")
                }
                let lowStart = position
                position += 2
                let low = try readHexUnit(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(
                        .invalidUnicodeEscape, at: lowStart,
                        "The escape \(snippet(from: lowStart, length: 6)) follows a high surrogate but is not a low surrogate (\\uDC00–\\uDFFF).")
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw failure(
                    .invalidUnicodeEscape, at: escapeStart,
                    "The escape \(snippet(from: escapeStart, length: 6)) is a low surrogate without a high surrogate before it.")
            }
            appendUTF8(scalarValue)
        default:
            throw failure(
                .invalidEscape, at: escapeStart,
                "\\\(describeRaw(byte)) is not a JSON escape; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.")
        }
    }

    /// Reads the four hex digits after `\u` (position is at the first digit).
    private mutating func readHexUnit(escapeStart: Int) throws(JSONParseError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < count else { throw endOfInput(expecting: "four hex digits after \\u") }
            let byte = bytes[position]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default:
                throw failure(
                    .invalidUnicodeEscape, at: escapeStart,
                    "\\u must be followed by exactly four hex digits; found \(describe(byte)).")
            }
            unit = unit << 4 | UInt16(nibble)
            position += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `start` (a byte >= 0x80),
    /// following RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
    private func utf8SequenceLength(at start: Int) throws(JSONParseError) -> Int {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default:
            throw failure(.invalidUTF8, at: start, "Byte 0x\(hex(lead)) cannot start a UTF-8 character; the input must be valid UTF-8.")
        }
        guard start + length <= count else {
            throw failure(.invalidUTF8, at: start, "The input ends inside a UTF-8 character that starts with byte 0x\(hex(lead)).")
        }
        guard secondRange.contains(bytes[start + 1]) else {
            throw failure(.invalidUTF8, at: start + 1, "Byte 0x\(hex(bytes[start + 1])) is not a valid continuation of the UTF-8 character started by 0x\(hex(lead)).")
        }
        var offset = 2
        while offset < length {
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else {
                throw failure(.invalidUTF8, at: start + offset, "Byte 0x\(hex(byte)) is not a valid continuation of the UTF-8 character started by 0x\(hex(lead)).")
            }
            offset += 1
        }
        return length
    }

    // MARK: Whitespace

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    // MARK: Errors

    private func failure(_ kind: JSONParseError.Kind, at offset: Int, _ message: String) -> JSONParseError {
        let clamped = min(max(offset, 0), count)
        var line = 1
        var lineStart = 0
        for index in 0..<clamped where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<clamped where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return JSONParseError(kind: kind, offset: clamped, line: line, column: column, message: message)
    }

    private func endOfInput(expecting expected: String) -> JSONParseError {
        failure(.unexpectedEndOfInput, at: count, "The input ends too early; expected \(expected).")
    }

    private func unterminatedString(openedAt open: Int) -> JSONParseError {
        let start = failure(.unexpectedEndOfInput, at: open, "")
        return failure(
            .unexpectedEndOfInput, at: count,
            "The input ends inside the string that starts at line \(start.line), column \(start.column); a closing '\"' is missing.")
    }

    private func controlCharacter(_ byte: UInt8) -> JSONParseError {
        failure(
            .controlCharacterInString, at: position,
            "Control character 0x\(hex(byte)) must be escaped inside a string (for example \\n, \\t or \\u00\(hex(byte))).")
    }

    private func unexpected(_ byte: UInt8, expecting expected: String) -> JSONParseError {
        var hint = ""
        switch byte {
        case UInt8(ascii: "/"): hint = " Comments are not allowed in JSON."
        case UInt8(ascii: "'"): hint = " Strings and member names need double quotes, not single quotes."
        case UInt8(ascii: "+"), UInt8(ascii: "."): hint = " Numbers start with '-' or a digit."
        case UInt8(ascii: "]"), UInt8(ascii: "}"): hint = " The container closes where a value should be."
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            hint = " Text must be in double quotes; the only bare words are true, false and null."
        default: break
        }
        let kind: JSONParseError.Kind
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
            kind = .invalidNumber
        } else if byte >= 0x80, (try? utf8SequenceLength(at: position)) == nil {
            kind = .invalidUTF8
        } else {
            kind = .unexpectedCharacter
        }
        return failure(kind, at: position, "Expected \(expected), found \(describe(byte)).\(hint)")
    }

    /// `'x'` for printable ASCII, otherwise `byte 0xNN`.
    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    private func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        return "(0x\(hex(byte)))"
    }

    /// Up to `length` bytes of input from `start`, for quoting in a message.
    private func snippet(from start: Int, length: Int = 24) -> String {
        let end = min(count, start + length, max(position, start + 1))
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
