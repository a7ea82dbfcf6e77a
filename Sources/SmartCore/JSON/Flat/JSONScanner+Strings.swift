/// Strings: a word-at-a-time scan over plain ASCII, validation of escapes, surrogate
/// pairs and UTF-8. Nothing is decoded; the entry records where the text is and whether
/// it holds escapes.
extension JSONScanner {

    /// Scans the string value whose opening quote is at `position` and hands it to `sink`.
    /// A value of plain ASCII up to its closing quote (most values) is told here, a word
    /// at a time; anything else goes on from the first byte that needs a closer look in
    /// `scanString(into:isName:from:)`, which holds the validation and the errors.
    ///
    /// Written into the value loop (`@_transparent`, for the reason given at
    /// `scanMemberName`): as a call of its own, its entry and exit cost more than the scan
    /// of a short value. Decode instructions: airports10000 -1.1%, twitter -1.4%, the
    /// small payload -1.3%; citm_catalog and canada, with few strings, +0.1%.
    @_transparent
    mutating func scanStringValue<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink) throws(SmartJSONParseError) {
        let start = position &+ 1
        let index = endOfPlainASCII(from: start)
        if index < count, base[index] == UInt8(ascii: "\"") {
            position = index &+ 1
            guard sink.string(start: start, length: index &- start, hasEscapes: false, isASCII: true) else {
                throw outOfMemory()
            }
            return
        }
        try scanString(into: &sink, isName: false, from: index)
    }

    /// Scans the string whose opening quote is at `position` and hands it to `sink` as a
    /// value or a member name; for a name, returns its fingerprint (see
    /// `MemberNameCheck`). `index` is where to go on from: any offset from the first byte
    /// of the string's text up to the first byte that is not plain ASCII. The string is
    /// walked with a local index, written back to `position` at its end and before
    /// anything that reads `position`.
    @discardableResult
    @inline(never)
    mutating func scanString<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink, isName: Bool, from index: Int)
        throws(SmartJSONParseError) -> UInt8
    {
        let open = position
        let start = open &+ 1
        var index = index
        var hasEscapes = false
        // Everything before `index` is plain ASCII (see above).
        var isASCII = true
        while true {
            guard index < count else {
                position = index
                throw unterminatedString(openedAt: open)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let length = index &- start
                position = index &+ 1
                if isName {
                    return try recordName(
                        start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII, into: &sink)
                }
                guard sink.string(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII) else {
                    throw outOfMemory()
                }
                return 0
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                // A one-character escape (`\/` in URLs, `\n`, `\"`: most escapes) is
                // passed here; `\u` escapes and bad ones go to `validateEscape`.
                if index &+ 1 < count, JSONScanner.isSingleCharacterEscape(base[index &+ 1]) {
                    index &+= 2
                } else {
                    position = index
                    try validateEscape()
                    index = position
                }
            } else if byte < 0x20 {
                position = index
                throw controlCharacter(byte)
            } else if byte < 0x80 {
                index &+= 1
            } else {
                isASCII = false
                index = try endOfMultibyteRun(from: index)
            }
            index = endOfPlainASCII(from: index)
        }
    }

    /// Hands a member name to `sink` and keeps it for the repeated-name check; returns its
    /// fingerprint.
    @inline(__always)
    mutating func recordName<Sink: JSONScanSink & ~Copyable>(
        start: Int, length: Int, hasEscapes: Bool, isASCII: Bool, into sink: inout Sink
    ) throws(SmartJSONParseError) -> UInt8 {
        let fingerprint =
            hasEscapes
            ? escapedNameFingerprint(start: start, length: length)
            : MemberNameCheck.fingerprint(UnsafeBufferPointer(rebasing: bytes[start..<(start &+ length)]))
        try recordName(
            start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII, fingerprint: fingerprint,
            into: &sink)
        return fingerprint
    }

    @inline(__always)
    mutating func recordName<Sink: JSONScanSink & ~Copyable>(
        start: Int, length: Int, hasEscapes: Bool, isASCII: Bool, fingerprint: UInt8, into sink: inout Sink
    ) throws(SmartJSONParseError) {
        names.push(start: start, length: length, hasEscapes: hasEscapes, fingerprint: fingerprint)
        guard sink.name(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII) else {
            throw outOfMemory()
        }
    }

    /// Reads the member name whose opening quote is at `position` when it is at most 31
    /// bytes of plain ASCII (most names are), and leaves `position` after its closing
    /// quote: the name's fingerprint; nil, with nothing read, for any other name. Saves the call into
    /// `scanString` for the common case. (String values have no such path of their own:
    /// `scanStringValue`'s word-at-a-time search for the closing quote serves them.)
    @inline(__always)
    mutating func scanShortName<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink) throws(SmartJSONParseError)
        -> UInt8?
    {
        let start = position &+ 1
        guard start &+ 32 <= count else { return nil }
        var offset = 0
        while offset < 32 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + (start &+ offset)).loadUnaligned(as: UInt64.self))
            let special = JSONScanner.specialBytes(in: word)
            if special != 0 {
                let length = offset &+ special.trailingZeroBitCount >> 3
                guard base[start &+ length] == UInt8(ascii: "\"") else { return nil }
                position = start &+ length &+ 1
                // The fingerprint from the words at hand (see `MemberNameCheck`): the
                // first eight bytes, masked to the name, and the last eight.
                let first = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                let head = length >= 8 ? first : first & ((1 << (UInt64(length) << 3)) &- 1)
                let tail =
                    length >= 8
                    ? UInt64(
                        littleEndian: UnsafeRawPointer(base + (start &+ length &- 8)).loadUnaligned(as: UInt64.self))
                    : head
                let fingerprint = MemberNameCheck.fingerprint(head: head, tail: tail, length: length)
                try recordName(
                    start: start, length: length, hasEscapes: false, isASCII: true, fingerprint: fingerprint,
                    into: &sink)
                return fingerprint
            }
            offset &+= 8
        }
        return nil
    }

    /// The high bit of each byte of `word` (little-endian) that is `"`, `\`, a control
    /// character or not ASCII, and possibly of bytes after the first such byte, but never
    /// of one before it: the lowest flagged byte is the first special one, and a word with
    /// none has no flag. Only a flagged byte can borrow from the byte above it, so
    /// everything below the first special byte is computed exactly.
    ///
    /// The optimizer drops the `& ~x` of the three zero-byte tests, because the high-bit
    /// term flags every byte where they would matter: what runs is four terms under one
    /// mask (about eight operations a word). Three would do, since a non-ASCII byte other
    /// than 0xA2 keeps its high bit through the XOR with `"` and the subtraction of one,
    /// and 0xA2 less 0x20 keeps it. Written that way (one operation fewer in each loop),
    /// the scan of twitter.json took 0.16% more instructions: the rest of the function
    /// came out differently.
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        WordBytes.someZeroBytes(word ^ WordBytes.repeating(0x22))
            | WordBytes.someZeroBytes(word ^ WordBytes.repeating(0x5C)) | WordBytes.someBytesBelow(word, 0x20)
            | word & WordBytes.highBits
    }

    /// Validates the run of non-ASCII characters at `offset` and returns the offset just
    /// past it. Two- and three-byte characters (most non-Latin text) are checked with one
    /// 32-bit load each: the bit pattern of the lead and continuation bytes, then for
    /// three bytes the lead's low nibble with the top payload bit of the second byte,
    /// which is 0 exactly for the overlong forms (E0 80–9F) and 27 exactly for the
    /// surrogates (ED A0–BF); for two bytes the overlong leads C0 and C1 are the ones
    /// without bits 1–4. Runs of three-byte characters go four at a time first
    /// (`areFourPlainThreeByteCharacters`). Anything else (four-byte characters, the last
    /// bytes of the input, errors) goes through `utf8SequenceLength`. `mutating` though it
    /// changes nothing, to spare a copy of the scanner per call (see `namesEqual`).
    @inline(__always)
    mutating func endOfMultibyteRun(from offset: Int) throws(SmartJSONParseError) -> Int {
        var index = offset
        while index < count {
            if base[index] < 0x80 { return index }
            if index &+ 14 <= count, JSONScanner.areFourPlainThreeByteCharacters(at: base + index) {
                index &+= 12
                continue
            }
            // Two three-byte characters in a row (a run of CJK text) from one 64-bit load:
            // the same checks as below, on bytes 0–2 and 3–5.
            if index &+ 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if word & 0x0000_C0C0_F0C0_C0F0 == 0x0000_8080_E080_80E0 {
                    let first = (word & 0x0F) << 1 | (word >> 13) & 1
                    let second = (word >> 23) & 0x1E | (word >> 37) & 1
                    if first != 0, first != 27, second != 0, second != 27 {
                        index &+= 6
                        continue
                    }
                }
            }
            if index &+ 4 <= count {
                let word = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                if word & 0x00C0_C0F0 == 0x0080_80E0 {
                    let nibbleAndTopBit = (word & 0x0F) << 1 | (word >> 13) & 1
                    if nibbleAndTopBit != 0, nibbleAndTopBit != 27 {
                        index &+= 3
                        continue
                    }
                } else if word & 0xC0E0 == 0x80C0, word & 0x1E != 0 {
                    index &+= 2
                    continue
                }
            }
            index &+= try utf8SequenceLength(at: index)
        }
        return index
    }

    /// Whether the twelve bytes at `start` (fourteen must be readable) are four
    /// three-byte characters whose leads are neither E0 nor ED, a run of CJK text: two
    /// 64-bit loads (bytes 0–7 and 6–13) each hold two characters in bytes 0–5, checked
    /// for the lead and continuation bit patterns together, and the leads' low nibbles
    /// are gathered into one word and tested for 0 and 13 a byte each. Such characters
    /// cannot be overlong or surrogates; leads E0 and ED need their second byte looked at
    /// and are left to the checks of `endOfMultibyteRun`.
    @inline(__always)
    static func areFourPlainThreeByteCharacters(at start: UnsafePointer<UInt8>) -> Bool {
        let raw = UnsafeRawPointer(start)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 6, as: UInt64.self))
        let bitMask: UInt64 = 0x0000_C0C0_F0C0_C0F0
        let bitPattern: UInt64 = 0x0000_8080_E080_80E0
        guard ((low & bitMask) ^ bitPattern) | ((high & bitMask) ^ bitPattern) == 0 else { return false }
        // The four leads' low nibbles in bytes 0, 3, 4 and 7; the other bytes are zero and
        // are not looked at. A flag in a looked-at byte means that some looked-at byte is
        // 0 (or 13): a borrow only starts at such a byte.
        let leadNibbles: UInt64 = 0x0F00_000F
        let nibbles = (low & leadNibbles) | (high & leadNibbles) << 32
        let leadBytes: UInt64 = 0x8000_0080_8000_0080
        let ones: UInt64 = 0x0100_0001_0100_0001
        let thirteens = nibbles ^ 0x0D00_000D_0D00_000D
        return ((nibbles &- ones) & ~nibbles | (thirteens &- ones) & ~thirteens) & leadBytes == 0
    }

    /// The offset of the first byte at or after `offset` that is `"`, `\`, a control
    /// character or non-ASCII, or where fewer than eight bytes are left; eight bytes at a
    /// time.
    @inline(__always)
    func endOfPlainASCII(from offset: Int) -> Int {
        var index = offset
        while index &+ 8 <= count {
            // Little-endian order, so that the numerically lowest byte comes first in memory.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let special = JSONScanner.specialBytes(in: word)
            // The lowest flagged byte is exact (borrows can flag later ones only).
            if special != 0 { return index &+ special.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        return index
    }

    /// Whether `byte`, after a backslash, makes a complete escape of its own: one of
    /// `" \\ / b f n r t`.
    @inline(__always)
    static func isSingleCharacterEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default:
            false
        }
    }

    /// Checks the escape at `position` (a backslash) and moves past it.
    mutating func validateEscape() throws(SmartJSONParseError) {
        let escapeStart = position
        position &+= 1
        guard position < count else { throw endOfInput(expecting: "an escape character after '\\'") }
        let byte = bytes[position]
        position &+= 1
        if JSONScanner.isSingleCharacterEscape(byte) { return }
        switch byte {
        case UInt8(ascii: "u"):
            let unit = try readHexUnit(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard position &+ 1 < count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position &+ 1] == UInt8(ascii: "u")
                else {
                    throw failure(
                        .invalidUnicodeEscape, at: escapeStart,
                        "The escape \(snippet(from: escapeStart, length: 6)) is a high surrogate and must be followed by a low surrogate escape (\\uDC00–\\uDFFF)."
                    )
                }
                let lowStart = position
                position &+= 2
                let low = try readHexUnit(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(
                        .invalidUnicodeEscape, at: lowStart,
                        "The escape \(snippet(from: lowStart, length: 6)) follows a high surrogate but is not a low surrogate (\\uDC00–\\uDFFF)."
                    )
                }
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw failure(
                    .invalidUnicodeEscape, at: escapeStart,
                    "The escape \(snippet(from: escapeStart, length: 6)) is a low surrogate without a high surrogate before it."
                )
            }
        default:
            throw failure(
                .invalidEscape, at: escapeStart,
                "\\\(describeRaw(byte)) is not a JSON escape; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX."
            )
        }
    }

    /// Reads the four hex digits after `\u` (position is at the first digit).
    mutating func readHexUnit(escapeStart: Int) throws(SmartJSONParseError) -> UInt16 {
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
            position &+= 1
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence starting at `start` (a byte >= 0x80),
    /// following RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
    func utf8SequenceLength(at start: Int) throws(SmartJSONParseError) -> Int {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw failure(
                .invalidUTF8, at: start,
                "Byte 0x\(hex(lead)) cannot start a UTF-8 character; the input must be valid UTF-8.")
        }
        guard start &+ length <= count else {
            throw failure(
                .invalidUTF8, at: start, "The input ends inside a UTF-8 character that starts with byte 0x\(hex(lead))."
            )
        }
        guard secondRange.contains(bytes[start &+ 1]) else {
            throw failure(
                .invalidUTF8, at: start &+ 1,
                "Byte 0x\(hex(bytes[start &+ 1])) is not a valid continuation of the UTF-8 character started by 0x\(hex(lead))."
            )
        }
        var offset = 2
        while offset < length {
            let byte = bytes[start &+ offset]
            guard byte & 0xC0 == 0x80 else {
                throw failure(
                    .invalidUTF8, at: start &+ offset,
                    "Byte 0x\(hex(byte)) is not a valid continuation of the UTF-8 character started by 0x\(hex(lead)).")
            }
            offset += 1
        }
        return length
    }
}
