/// Error construction: kind, position (line and column in characters) and a message that
/// says what to fix.
extension JSONScanner {

    func failure(_ kind: SmartJSONParseError.Kind, at offset: Int, _ message: String) -> SmartJSONParseError {
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
        return SmartJSONParseError(kind: kind, offset: clamped, line: line, column: column, message: message)
    }

    func trailingComma(at offset: Int, isObject: Bool) -> SmartJSONParseError {
        failure(
            .trailingComma, at: offset,
            isObject
                ? "A ',' must be followed by another member; remove the trailing comma before '}'."
                : "A ',' must be followed by another element; remove the trailing comma before ']'.")
    }

    func outOfMemory() -> SmartJSONParseError {
        failure(.documentTooLarge, at: position, "There is not enough memory to hold the parsed document.")
    }

    func endOfInput(expecting expected: String) -> SmartJSONParseError {
        failure(.unexpectedEndOfInput, at: count, "The input ends too early; expected \(expected).")
    }

    func unterminatedString(openedAt open: Int) -> SmartJSONParseError {
        let start = failure(.unexpectedEndOfInput, at: open, "")
        return failure(
            .unexpectedEndOfInput, at: count,
            "The input ends inside the string that starts at line \(start.line), column \(start.column); a closing '\"' is missing."
        )
    }

    func controlCharacter(_ byte: UInt8) -> SmartJSONParseError {
        failure(
            .controlCharacterInString, at: position,
            "Control character 0x\(hex(byte)) must be escaped inside a string (for example \\n, \\t or \\u00\(hex(byte)))."
        )
    }

    func unexpected(_ byte: UInt8, expecting expected: String) -> SmartJSONParseError {
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
        let kind: SmartJSONParseError.Kind
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
    func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(byte))"
    }

    func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        return "(0x\(hex(byte)))"
    }

    /// Up to `length` bytes of input from `start`, for quoting in a message.
    func snippet(from start: Int, length: Int = 24) -> String {
        let end = min(count, start + length, max(position, start + 1))
        guard start < end else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
