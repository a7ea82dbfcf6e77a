/// The strict RFC 8259 parser: UTF-8 bytes in, values out to a `JSONScanSink` (the flat
/// form for decoding, or a `SmartJSONValue` tree).
///
/// One pass, no recursion: open containers live on a heap stack, so no depth of input
/// can exhaust the thread's stack. Every read is bounds-checked by the scanner's own
/// logic before it happens. Strings are validated (escapes, surrogate pairs, UTF-8);
/// plain integers of up to 18 digits are read as they are scanned; other numbers are
/// handed over as literal text. Each open container's state is read and updated in
/// place on that stack, so entering and leaving one copies nothing.
///
/// Repeated member names are detected in linear time whatever the names are (see
/// `MemberNameCheck`), so each object can say whether lookups must take the last
/// occurrence.
///
/// Per byte, the scanner avoids a branch per character where it can, reading eight
/// bytes as one little-endian word and classifying them with arithmetic (SWAR):
/// - strings: one word tells whether any byte is `"`, `\`, a control character or
///   non-ASCII (`endOfPlainASCII`); only such a byte is looked at on its own, and a
///   value that has none before its closing quote (most values) never enters the general
///   string function, whose validation and errors need a larger frame; the same
///   classification tells the sink whether the string is plain ASCII, so the `String`
///   made from it later takes that flag without reading its bytes again (decode
///   instructions: twitter -0.46%, small payload -0.24%);
/// - member names of up to 31 plain ASCII bytes (most names) are read by the object
///   loop itself from four words at most (`scanShortName`), without the call into the
///   general string path; the repeated-name filter's fingerprint comes from the same
///   words (the first and last eight bytes);
/// - two- and three-byte UTF-8 characters: one 32-bit load and a mask check the lead
///   and continuation bits, and two comparisons rule out overlong forms and surrogates
///   (`endOfMultibyteRun`); in runs of three-byte characters (CJK text) four are checked
///   from two 64-bit loads, their leads' nibbles tested for E0 and ED (the leads whose
///   second byte is restricted) a byte each (`areFourPlainThreeByteCharacters`), and
///   two from one load; four-byte characters are checked byte by byte;
/// - digits after the point and in the exponent: a byte is a digit when its high nibble
///   is 3 and adding 6 keeps it 3 (`endOfDigits`), so long fractions cost a word per
///   eight digits; integer digits are read one by one because they are also converted
///   (converting up to seven from one word was measured slower: integer parts are short),
///   with wrapping arithmetic whose result is kept only for at most 18 digits;
/// - whitespace: none at all costs one comparison; a newline or space starts a run that
///   is measured a word at a time (`endOfSpaces`), the shape of pretty-printed JSON;
///   after a value, after a comma and after an opening bracket the byte that follows is
///   read once, and the general whitespace path runs only when that byte is whitespace
///   (reading it again after a store to `position` cost four instructions a value);
/// - the next member name after `{` or after a comma in an object is found by one check
///   (`startOfName`: the quote at once, after one space, or after a line feed and a run
///   of spaces), which goes straight to the name without the tests for an empty object,
///   a trailing comma or a missing quote; scan per byte, with the line above:
///   airports10000 9.82 to 9.42, twitter 6.96 to 6.64, citm_catalog 6.35 to 6.13,
///   canada 11.60 to 11.50;
/// - `true`, `null` and `false` are compared as one 32-bit word.
/// Sixteen bytes a step with the standard library's vector types (`SIMD16<UInt8>`) was
/// measured and not kept. With the element type left to inference, Swift 6.3.1 picks the
/// generic lane comparisons (`.==`, `.<`), a loop over the lanes through memory; spelled
/// out, they become SSE2 compares, but a 16-byte step ahead of the words in
/// `endOfPlainASCII` still cost 0.5% to 1.2% more per byte (strings here are short), so
/// the eight-byte words stay (see Docs/Performance.md).
/// Open containers live on a `MoveStack` of plain values and are updated in place, so
/// nesting costs no reference counting and no copying. Offsets and counts move with the
/// wrapping operators (`&+`): a document is at most 4 GiB (checked before anything
/// else), so none of them can overflow, and the checked operators would add a test and
/// a branch to every step. Numbers, strings and runs of whitespace are walked with a
/// local index that is written back to `position` once (and before any error is made):
/// `position` lives in the scanner, in memory, and updating it per byte or word was a
/// store each time. The colon after a member name and the single space after it are
/// checked by two comparisons; the general path (`moveToMemberValue`) is out of line,
/// which took 0.6% off the instructions of decoding twitter.json. Reading a member name
/// is written into the value loop (`scanMemberName` is transparent): the call's entry
/// and exit were a quarter of a short name's cost. (Keeping a local index through the
/// whole value loop was measured slower: more values live across the calls out of it.)
/// Every member name is
/// read: predicting an object's names from the last object at the same place in the
/// document (compare the bytes, skip the classification and the repeated-name filter)
/// was built and measured, and saved 1.5% of decoding twitter.json but cost 1.7% on
/// airports10000.json, whose objects list their members in shuffled orders (one in eight
/// has the order of the one before), and 0.7% on canada.json (the bookkeeping per
/// container). Three more were built and measured, and not kept:
/// - remembering each nesting depth's indentation, to check a pretty-printed line's
///   spaces with one masked word: the check takes about as many instructions as
///   measuring a run of fewer than eight spaces, and it was not inlined (the value loop
///   is at the optimizer's inlining limit), which made the scan of airports10000.json
///   8% dearer;
/// - leaving repeated member names to the first lookup in each object, so that objects
///   no model reads are never checked: the scan alone fell by 11% to 15% on the
///   documents with many names (twitter.json to 6.9 instructions a byte), but checking
///   an object afterwards costs more per name than here, where each name's first and
///   last words are in registers: decoding took 2.4% more instructions on
///   airports10000.json and 2.8% more on citm_catalog.json, for 1.6% fewer on
///   twitter.json (whose retweets no model reads);
/// - keeping an object's names off the name stack until its filter first reports a
///   possible repeat (then reading them back from the entries): most small objects never
///   need the list, but large ones do, and then each name costs more; the scan of
///   airports10000.json fell 1%, and rose 4.8% on twitter.json and 1.7% on canada.json.
/// `Scripts/scan-cost.sh` counts the result in instructions per input byte.
struct JSONScanner: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes`' first byte: the word-at-a-time paths read through it without testing an
    /// optional each time. `bytes` always has a start address (`init` gives an empty
    /// buffer without one `placeholderBase`), so the unchecked unwrap is sound.
    var base: UnsafePointer<UInt8> { bytes.baseAddress.unsafelyUnwrapped }
    let count: Int
    var position = 0
    let maximumDepth: Int
    let allowsTrailingCommas: Bool
    /// The open containers, outermost first (a plain stack: pushing and popping does no
    /// uniqueness check).
    var open = MoveStack<OpenContainer>(capacity: 16)
    /// The names of the members of every open object, innermost object's last.
    var names = MemberNameStack()
    /// The name tables of the open objects that hash their names, innermost last.
    var nameTables: [MemberNameTable] = []
    /// Byte offsets of accepted trailing commas.
    var trailingCommas: [Int] = []

    /// An array or object whose closing bracket has not been reached yet.
    struct OpenContainer {
        /// What the sink returned when it opened.
        let token: Int
        let isObject: Bool
        var count = 0
        /// Where its member names start in `names`.
        let firstName: Int
        var nameCheck = MemberNameCheck()
    }

    init(bytes: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions) {
        self.bytes =
            bytes.baseAddress == nil ? UnsafeBufferPointer(start: JSONScanner.placeholderBase, count: 0) : bytes
        self.count = bytes.count
        self.maximumDepth = options.effectiveMaximumDepth
        self.allowsTrailingCommas = options.allowsTrailingCommas
    }

    /// Parses `bytes` into a flat document. The document borrows `bytes` unless
    /// `copyingBytes` is set.
    static func flatDocument(
        _ bytes: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions, copyingBytes: Bool = false
    ) throws(SmartJSONParseError) -> FlatDocument {
        var scanner = JSONScanner(bytes: bytes, options: options)
        var sink = FlatDocumentSink(expectedByteCount: bytes.count)
        try scanner.scanDocument(into: &sink, allowsTopLevelScalars: options.allowsTopLevelScalars)
        guard let (entries, entryCount) = sink.entries.handOver() else { throw scanner.outOfMemory() }
        let document = FlatDocument(
            bytes: bytes, ownsBytes: false, entries: entries, entryCount: entryCount,
            trailingCommas: scanner.trailingCommas)
        if copyingBytes { document.detachFromBorrowedBytes() }
        return document
    }

    /// Parses the one value at the start of `bytes` (after whitespace) and stops right
    /// after it, whatever follows: the document of that value, which borrows its bytes,
    /// and the offset just past it. For reading a stream element in place; a value cut off
    /// by the end of `bytes` fails like any unfinished document.
    static func flatDocumentOfLeadingValue(
        _ bytes: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions, expectedByteCount: Int
    ) throws(SmartJSONParseError) -> (document: FlatDocument, end: Int) {
        var scanner = JSONScanner(bytes: bytes, options: options)
        var sink = FlatDocumentSink(expectedByteCount: expectedByteCount)
        let end = try scanner.scanLeadingValue(into: &sink)
        guard let (entries, entryCount) = sink.entries.handOver() else { throw scanner.outOfMemory() }
        let document = FlatDocument(
            bytes: UnsafeBufferPointer(rebasing: bytes[..<end]), ownsBytes: false, entries: entries,
            entryCount: entryCount,
            trailingCommas: scanner.trailingCommas)
        return (document, end)
    }

    /// Scans the one value at the start of the bytes (after whitespace) into `sink`, after
    /// the entries it holds, and stops right after it: the offset just past the value.
    /// `trailingCommas` then lists the trailing commas inside it.
    mutating func scanLeadingValue(into sink: inout FlatDocumentSink) throws(SmartJSONParseError) -> Int {
        if count > Int(UInt32.max) {
            throw failure(.documentTooLarge, at: 0, "The element is larger than 4 GiB.")
        }
        skipWhitespace()
        guard position < count else {
            throw failure(.emptyInput, at: position, "The input holds no JSON value; it is empty or only whitespace.")
        }
        try scanValue(into: &sink)
        return position
    }

    /// Parses `bytes` into a `SmartJSONValue` tree.
    static func tree(_ bytes: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions) throws(SmartJSONParseError)
        -> SmartJSONValue
    {
        var scanner = JSONScanner(bytes: bytes, options: options)
        var sink = JSONTreeSink(bytes: bytes)
        try scanner.scanDocument(into: &sink, allowsTopLevelScalars: options.allowsTopLevelScalars)
        return sink.takeRoot()
    }

    mutating func scanDocument<Sink: JSONScanSink & ~Copyable>(
        into sink: inout Sink, allowsTopLevelScalars: Bool
    ) throws(SmartJSONParseError) {
        if count > Int(UInt32.max) {
            throw failure(
                .documentTooLarge, at: 0, "The document is larger than 4 GiB; decode it element by element instead.")
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3  // UTF-8 byte order mark
        }
        skipWhitespace()
        guard position < count else {
            throw failure(.emptyInput, at: position, "The input holds no JSON value; it is empty or only whitespace.")
        }
        let valueStart = position
        let first = bytes[position]
        try scanValue(into: &sink)
        skipWhitespace()
        if position < count {
            throw failure(
                .unexpectedContentAfterDocument, at: position,
                "Found \(describe(bytes[position])) after the end of the document. A JSON document is exactly one value; put several values in an array."
            )
        }
        if !allowsTopLevelScalars, first != UInt8(ascii: "["), first != UInt8(ascii: "{") {
            let kind: SmartJSONValue.Kind
            switch first {
            case UInt8(ascii: "\""): kind = .string
            case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = .bool
            case UInt8(ascii: "n"): kind = .null
            default: kind = .number
            }
            throw failure(
                .topLevelScalarNotAllowed, at: valueStart,
                "The document is a single \(kind.rawValue); an object or an array is required here.")
        }
    }

    // MARK: Values

    /// Scans the value starting at `position` (a non-whitespace byte) and everything
    /// nested in it.
    mutating func scanValue<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink) throws(SmartJSONParseError) {
        // The open containers are on `open`, innermost last, and are read and updated in
        // place: entering or leaving one copies no container state.
        let outerCount = open.count
        valueLoop: while true {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                try scanStringValue(into: &sink)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber(into: &sink)
            case UInt8(ascii: "{"):
                // An object whose first name follows at once, after a space, or on the next
                // line: no general whitespace reading and no test for an empty object.
                if let name = startOfName(after: position) {
                    if open.count &- outerCount &+ 1 > maximumDepth { throw depthLimitExceeded() }
                    guard let token = sink.begin(isObject: true) else { throw outOfMemory() }
                    position = name
                    open.push(OpenContainer(token: token, isObject: true, firstName: names.count))
                    try scanMemberName(into: &sink, container: open.topPointer, atQuote: true)
                    continue valueLoop
                }
                fallthrough
            case UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                if open.count &- outerCount &+ 1 > maximumDepth { throw depthLimitExceeded() }
                guard let token = sink.begin(isObject: isObject) else { throw outOfMemory() }
                position &+= 1
                guard position < count else {
                    throw endOfInput(expecting: isObject ? "a member name or '}'" : "an array element or ']'")
                }
                var first = bytes[position]
                if first <= 0x20 {
                    position = endOfWhitespaceRun(from: position)
                    guard position < count else {
                        throw endOfInput(expecting: isObject ? "a member name or '}'" : "an array element or ']'")
                    }
                    first = bytes[position]
                }
                if first == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position &+= 1
                    guard sink.end(isObject: isObject, token: token, count: 0, hasRepeatedNames: false) else {
                        throw outOfMemory()
                    }
                } else {
                    open.push(OpenContainer(token: token, isObject: isObject, firstName: names.count))
                    if isObject { try scanMemberName(into: &sink, container: open.topPointer) }
                    continue valueLoop
                }
            case UInt8(ascii: "t"):
                if hasWord(JSONScanner.trueWord) { position &+= 4 } else { try expectLiteral("true") }
                guard sink.literal(.true) else { throw outOfMemory() }
            case UInt8(ascii: "f"):
                if hasWord(JSONScanner.falsWord), position &+ 4 < count, bytes[position &+ 4] == UInt8(ascii: "e") {
                    position &+= 5
                } else {
                    try expectLiteral("false")
                }
                guard sink.literal(.false) else { throw outOfMemory() }
            case UInt8(ascii: "n"):
                if hasWord(JSONScanner.nullWord) { position &+= 4 } else { try expectLiteral("null") }
                guard sink.literal(.null) else { throw outOfMemory() }
            default:
                throw unexpected(byte, expecting: "a value")
            }

            // A complete value: count it in its container, closing containers that end here.
            while open.count > outerCount {
                let top = open.topPointer
                top.pointee.count &+= 1
                let isObject = top.pointee.isObject
                let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                // Most values are followed at once by ',' or the closing bracket: that byte
                // is read once, and `position` is not written again. (The same three steps
                // appear after '[' and after a comma. As one helper returning an optional
                // byte they cost 1% more on airports10000.json and twitter.json, inlined or
                // transparent.)
                guard position < count else {
                    throw endOfInput(
                        expecting: isObject ? "',' or '}' after a member" : "',' or ']' after an array element")
                }
                var next = bytes[position]
                if next <= 0x20 {
                    position = endOfWhitespaceRun(from: position)
                    guard position < count else {
                        throw endOfInput(
                            expecting: isObject ? "',' or '}' after a member" : "',' or ']' after an array element")
                    }
                    next = bytes[position]
                }
                if next == UInt8(ascii: ",") {
                    let comma = position
                    if isObject, let name = startOfName(after: comma) {
                        position = name
                        try scanMemberName(into: &sink, container: top, atQuote: true)
                        continue valueLoop
                    }
                    position &+= 1
                    guard position < count else {
                        throw endOfInput(expecting: isObject ? "a member name after ','" : "an array element after ','")
                    }
                    next = bytes[position]
                    if next <= 0x20 {
                        position = endOfWhitespaceRun(from: position)
                        guard position < count else {
                            throw endOfInput(
                                expecting: isObject ? "a member name after ','" : "an array element after ','")
                        }
                        next = bytes[position]
                    }
                    if next != closing {
                        if isObject { try scanMemberName(into: &sink, container: top) }
                        continue valueLoop
                    }
                    guard allowsTrailingCommas else { throw trailingComma(at: position, isObject: isObject) }
                    trailingCommas.append(comma)
                } else if next != closing {
                    throw unexpected(
                        next, expecting: isObject ? "',' or '}' after a member" : "',' or ']' after an array element")
                }
                position &+= 1
                let closed = top.pointee
                guard
                    sink.end(
                        isObject: isObject, token: closed.token, count: closed.count,
                        hasRepeatedNames: closed.nameCheck.hasRepeatedNames)
                else {
                    throw outOfMemory()
                }
                if isObject {
                    names.removeLast(names.count &- closed.firstName)
                    if closed.nameCheck.hasTable { _ = nameTables.popLast() }
                }
                open.removeLast(1)
            }
            return
        }
    }

    /// Reads `"name" :` at `position` for the object `container`, and leaves `position`
    /// at the member's value.
    ///
    /// Written into both places of the value loop that read a name. As a call, its entry
    /// and exit (five registers saved and restored, a frame, values spilled around it)
    /// were about 15 instructions of the 60 a short name costs. `@inline(__always)` is
    /// not honoured here (the value loop is past the optimizer's size limit for
    /// inlining), so the function is `@_transparent`, which the compiler inlines before
    /// it optimizes. Scan per byte: airports10000 11.74 to 10.79 instructions,
    /// twitter 8.08 to 7.41, citm_catalog 7.11 to 6.64, canada 13.33 to 13.11.
    @_transparent
    mutating func scanMemberName<Sink: JSONScanSink & ~Copyable>(
        into sink: inout Sink, container: UnsafeMutablePointer<OpenContainer>, atQuote: Bool = false
    ) throws(SmartJSONParseError) {
        guard atQuote || bytes[position] == UInt8(ascii: "\"") else { throw memberNameMissing() }
        let fingerprint: UInt8
        if let short = try scanShortName(into: &sink) {
            fingerprint = short
        } else {
            fingerprint = try scanString(into: &sink, isName: true, from: endOfPlainASCII(from: position &+ 1))
        }
        if lastNameMayRepeat(fingerprint: fingerprint, in: &container.pointee) {
            checkLastName(in: &container.pointee, sink: &sink)
        }
        // `"name":value` and `"name": value` (nearly every member) are told with a few
        // comparisons; anything else takes the general path, out of line.
        let colon = position
        if colon &+ 2 < count, bytes[colon] == UInt8(ascii: ":") {
            let value = colon &+ 1
            if bytes[value] == 0x20, bytes[value &+ 1] > 0x20 {
                position = value &+ 1
                return
            }
            if bytes[value] > 0x20 {
                position = value
                return
            }
        }
        try moveToMemberValue()
    }

    /// The error for a byte that should open a member name and does not; out of line, so
    /// that `scanMemberName` carries none of its message building (its frame halved, and
    /// decoding twitter.json took 0.1% fewer instructions with it).
    @inline(never)
    func memberNameMissing() -> SmartJSONParseError {
        unexpected(bytes[position], expecting: "a member name in double quotes")
    }

    /// Moves from the end of a member name to the member's value, whatever whitespace
    /// lies around the colon: the general path of `scanMemberName`.
    @inline(never)
    mutating func moveToMemberValue() throws(SmartJSONParseError) {
        skipWhitespace()
        guard position < count else { throw endOfInput(expecting: "':' after the member name") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw unexpected(bytes[position], expecting: "':' after the member name")
        }
        position &+= 1
        skipWhitespace()
        guard position < count else { throw endOfInput(expecting: "the member's value") }
    }

    /// What `base` points at when the input has no bytes: one byte, never read or written
    /// (so sharing it across threads is safe).
    nonisolated(unsafe) static let placeholderBase: UnsafePointer<UInt8> = {
        let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        byte.initialize(to: 0)
        return UnsafePointer(byte)
    }()

    /// `true`, `null` and the first four bytes of `false` as little-endian words.
    static let trueWord: UInt32 = 0x6575_7274
    static let nullWord: UInt32 = 0x6C6C_756E
    static let falsWord: UInt32 = 0x736C_6166

    /// Whether the four bytes at `position` are `word` (little-endian).
    @inline(__always)
    func hasWord(_ word: UInt32) -> Bool {
        guard position &+ 4 <= count else { return false }
        return UInt32(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self)) == word
    }

    /// Reads `literal` byte by byte, with a precise error where it differs.
    mutating func expectLiteral(_ literal: StaticString) throws(SmartJSONParseError) {
        let start = position
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for offset in 0..<expected.count {
            let at = start &+ offset
            guard at < count else {
                throw failure(.unexpectedEndOfInput, at: at, "The input ends inside the literal '\(literal)'.")
            }
            if bytes[at] != expected[offset] {
                throw failure(
                    .unexpectedCharacter, at: at,
                    "Found \(describe(bytes[at])) while reading '\(literal)'. JSON literals are exactly true, false and null."
                )
            }
        }
        position = start + expected.count
    }

    func depthLimitExceeded() -> SmartJSONParseError {
        failure(
            .depthLimitExceeded, at: position,
            "Arrays and objects are nested more than \(maximumDepth) levels deep; raise SmartJSONParsingOptions.maximumDepth if this is intended."
        )
    }
}
