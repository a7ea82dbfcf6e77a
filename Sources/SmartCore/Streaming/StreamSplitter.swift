import Foundation

/// Finds where each element of a stream begins and ends, fed bytes in chunks of any size
/// (a chunk may end anywhere: inside a string, an escape, a number or a UTF-8 sequence).
///
/// For JSON Lines an element is a line. For a JSON array, each element is first offered
/// as a `candidate` for the parser to read in place from the bytes at hand; the parser
/// tells where it ended (`accept`). An element the parser cannot finish (it is cut off
/// by the end of the bytes so far, or damaged) is found instead by following strings,
/// escapes and bracket depth to the first `,` or `]` outside them, and handed out whole:
/// damage that stays inside its element's brackets costs that element only.
///
/// Only the bytes from the current element on are kept, so memory is bounded by the
/// largest element plus one chunk.
struct StreamSplitter {
    /// What the splitter found. Positions are indices into `bytes`, valid until the next
    /// `append`.
    enum Event: Equatable {
        /// Array element `index` starts at `start`: parse it in place and `accept` where
        /// it ends, or `reject` it to have it handed out whole as an `element`.
        case candidate(start: Int, index: Int)
        /// Element `index` is `bytes[start..<end]`; `line` is its line for JSON Lines (0
        /// for arrays: ask `position(at:)`).
        case element(start: Int, end: Int, index: Int, line: Int)
        /// A comma right before the array's `]`, accepted.
        case trailingComma(at: Int)
        /// The stream is not laid out as its format says (no `[` for an array, text after
        /// the closing `]`); nothing more is read.
        case malformed(reason: String, at: Int)
        /// The input ended inside element `index`, which starts at `at`, or (with no
        /// index) between elements, at `at`, before the array was closed.
        case truncated(index: Int?, at: Int)
        /// The bytes kept do not fit in memory; nothing more is read.
        case outOfMemory(at: Int)
        /// Nothing more will come.
        case finished
    }

    private enum Phase {
        case start
        case beforeElement
        case candidate
        case inElement
        case afterArray
        case done
    }

    private let storage = StreamBuffer()
    /// Where scanning goes on.
    private var position = 0
    /// Bytes before this index are no longer needed.
    private var consumed = 0
    private(set) var format: SmartStreamFormat
    private var phase = Phase.start
    private var elementStart = 0
    private var elementIndex = 0
    /// The index of the comma that ended the last array element, if one did.
    private var lastComma: Int?
    /// JSON Lines: the number of the next line to read, and how far the search for the
    /// end of the current one got.
    private var line = 1
    private var lineSearched = 0
    /// Arrays: where each position is, worked out when asked.
    private var lines = StreamLineCounter()
    private var ranOutOfMemory = false
    /// Whether the last element of an unclosed array has been offered as a candidate at
    /// the end of the input (once: if it does not parse, it is reported as cut off).
    private var offeredFinalCandidate = false
    // The state of a partly scanned array element.
    private var depth = 0
    private var inString = false
    private var escaped = false

    init(format: SmartStreamFormat) {
        self.format = format
    }

    /// The bytes kept, valid until the next `append`.
    var bytes: UnsafeBufferPointer<UInt8> { storage.bytes }

    /// Adds the next bytes of the stream.
    mutating func append(_ new: UnsafeRawBufferPointer) {
        compact()
        if !storage.append(new) { ranOutOfMemory = true }
    }

    /// The line and column of `bytes[index]`. Ask in stream order: a position before one
    /// asked for already gets that earlier answer.
    mutating func position(at index: Int) -> StreamPosition {
        lines.advance(to: index, in: storage.bytes)
        return StreamPosition(line: lines.line, column: lines.column)
    }

    /// Drops the bytes already handed out once they are a good share of the buffer. The
    /// comma that ended the last element stays (it may turn out to be a trailing comma
    /// whose position is reported), so what is reported never depends on where a chunk
    /// ended.
    private mutating func compact() {
        let dropped = min(consumed, lastComma ?? consumed)
        guard dropped > 0, dropped >= 1 << 16 || dropped * 2 >= storage.count else { return }
        if format != .jsonLines {
            lines.advance(to: dropped, in: storage.bytes)
            lines.dropFirst(dropped)
        }
        storage.dropFirst(dropped)
        position -= dropped
        elementStart -= dropped
        lineSearched = max(lineSearched - dropped, 0)
        if let comma = lastComma { lastComma = comma - dropped }
        consumed -= dropped
    }

    // MARK: Candidates

    /// The candidate was parsed and its value ends before `valueEnd`: true when a `,` or
    /// `]` follows (the element is done); false when the bytes so far end first or
    /// something else follows, and the element is then split by scanning instead.
    mutating func accept(valueEnd: Int) -> Bool {
        guard phase == .candidate else { return false }
        var index = valueEnd
        while index < storage.count, storage[index].isJSONWhitespace { index += 1 }
        guard index < storage.count else {
            guard offeredFinalCandidate else {
                reject()
                return false
            }
            // The last element of an array whose `]` never came: it is complete; the
            // next event says the array was not closed.
            position = index
            consumed = position
            lastComma = nil
            phase = .beforeElement
            elementIndex += 1
            return true
        }
        switch storage[index] {
        case UInt8(ascii: ","):
            lastComma = index
            phase = .beforeElement
        case UInt8(ascii: "]"):
            lastComma = nil
            phase = .afterArray
        default:
            reject()
            return false
        }
        position = index + 1
        consumed = position
        elementIndex += 1
        return true
    }

    /// The candidate could not be parsed in place: it is split by scanning.
    mutating func reject() {
        guard phase == .candidate else { return }
        position = elementStart
        depth = 0
        inString = false
        escaped = false
        phase = .inElement
    }

    // MARK: Events

    /// The next event, or nil when more bytes are needed (never nil at the end of input).
    mutating func next(atEndOfInput: Bool) -> Event? {
        if ranOutOfMemory {
            guard phase != .done else { return .finished }
            let at = phase == .inElement || phase == .candidate ? elementStart : position
            phase = .done
            return .outOfMemory(at: at)
        }
        while true {
            switch phase {
            case .start:
                guard skipByteOrderMark(atEndOfInput: atEndOfInput) else { return nil }
                if format == .jsonLines {
                    phase = .beforeElement
                    continue
                }
                // Whitespace before the first value; if it turns out to be JSON Lines, the
                // first value's line is kept whole so its columns stay right. `consumed`
                // marks where that line starts, also when the whitespace came in several
                // chunks.
                var lineStart = consumed
                while position < storage.count, storage[position].isJSONWhitespace {
                    if storage[position] == 0x0A {
                        line += 1
                        lineStart = position + 1
                    }
                    position += 1
                }
                consumed = lineStart
                guard position < storage.count else {
                    if !atEndOfInput { return nil }
                    phase = .done
                    return .finished
                }
                if format == .automatic { format = storage[position] == UInt8(ascii: "[") ? .jsonArray : .jsonLines }
                if format == .jsonLines {
                    position = lineStart
                } else {
                    guard storage[position] == UInt8(ascii: "[") else {
                        phase = .done
                        return .malformed(
                            reason: "The stream does not start with '[', so it is not a JSON array.", at: position)
                    }
                    position += 1
                    consumed = position
                }
                phase = .beforeElement
            case .beforeElement:
                if format == .jsonLines { return nextLine(atEndOfInput: atEndOfInput) }
                while position < storage.count, storage[position].isJSONWhitespace { position += 1 }
                guard position < storage.count else { return atEndOfInput ? finish() : nil }
                if storage[position] == UInt8(ascii: "]") {
                    let closing = position
                    position += 1
                    consumed = position
                    phase = .afterArray
                    if let comma = lastComma, comma < closing { return .trailingComma(at: comma) }
                    continue
                }
                elementStart = position
                phase = .candidate
                return .candidate(start: elementStart, index: elementIndex)
            case .candidate:
                reject()
            case .inElement:
                guard let end = scanArrayElement() else {
                    guard atEndOfInput else { return nil }
                    // The input ends inside an array that was never closed. If this last
                    // element is balanced, offer it once more: when it parses as a whole
                    // value it is kept (a cut after a complete record keeps the record).
                    if !offeredFinalCandidate, depth == 0, !inString {
                        offeredFinalCandidate = true
                        phase = .candidate
                        return .candidate(start: elementStart, index: elementIndex)
                    }
                    return finish()
                }
                let closesArray = storage[end] == UInt8(ascii: "]")
                position = end + 1
                consumed = position
                lastComma = closesArray ? nil : end
                phase = closesArray ? .afterArray : .beforeElement
                defer { elementIndex += 1 }
                return .element(start: elementStart, end: end, index: elementIndex, line: 0)
            case .afterArray:
                while position < storage.count, storage[position].isJSONWhitespace { position += 1 }
                guard position < storage.count else {
                    if !atEndOfInput { return nil }
                    phase = .done
                    return .finished
                }
                phase = .done
                return .malformed(
                    reason: "The stream goes on after the array's closing ']'; the rest is not read.", at: position)
            case .done:
                return .finished
            }
        }
    }

    /// Steps over a UTF-8 byte order mark at the start; false when the bytes so far could
    /// still turn out to be one.
    private mutating func skipByteOrderMark(atEndOfInput: Bool) -> Bool {
        guard position == 0 else { return true }
        guard storage.count > 0 else { return atEndOfInput }
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let available = min(storage.count, mark.count)
        guard storage.bytes[0..<available].elementsEqual(mark[0..<available]) else { return true }
        if available < mark.count { return atEndOfInput }
        position = mark.count
        consumed = position
        lines.skip(to: position)
        return true
    }

    /// The end of the input: the current element (or array) was never closed.
    private mutating func finish() -> Event {
        let wasIn = phase
        phase = .done
        switch wasIn {
        case .inElement, .candidate: return .truncated(index: elementIndex, at: elementStart)
        case .beforeElement: return .truncated(index: nil, at: storage.count)
        default: return .finished
        }
    }

    /// JSON Lines: the next line that is not blank, or nil when it is not complete yet.
    private mutating func nextLine(atEndOfInput: Bool) -> Event? {
        while true {
            let start = position
            let searchFrom = max(lineSearched, start)
            let end: Int
            if let newline = storage.bytes.firstLineFeed(from: searchFrom) {
                end = newline
                position = newline + 1
            } else {
                guard atEndOfInput else {
                    lineSearched = storage.count
                    return nil
                }
                guard start < storage.count else {
                    phase = .done
                    return .finished
                }
                end = storage.count
                position = end
            }
            consumed = position
            let number = line
            line += 1
            var contentEnd = end
            if contentEnd > start, storage[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if storage.bytes[start..<contentEnd].allSatisfy(\.isJSONWhitespace) { continue }
            defer { elementIndex += 1 }
            return .element(start: start, end: contentEnd, index: elementIndex, line: number)
        }
    }

    /// Scans the array element from `position`: the index of the `,` or `]` that ends it,
    /// or nil when the bytes end first (the scan state is kept for the next ones).
    private mutating func scanArrayElement() -> Int? {
        let bytes = storage.bytes
        let count = bytes.count
        var index = position
        var depth = self.depth
        var inString = self.inString
        var escaped = self.escaped
        var found: Int?
        scan: while index < count {
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
                guard index < count else { break scan }
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
                if depth > 0 { depth -= 1 }
            case UInt8(ascii: "]"):
                if depth == 0 {
                    found = index
                    break scan
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    found = index
                    break scan
                }
            default:
                break
            }
            index += 1
        }
        if found == nil {
            self.depth = depth
            self.inString = inString
            self.escaped = escaped
            position = index
        }
        return found
    }
}
