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
/// largest element plus one chunk; an element that grows past `maximumElementBytes` is
/// followed to its end without keeping its bytes, and reported as too large.
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
        case trailingComma(position: StreamPosition)
        /// The stream is not laid out as its format says (no `[` for an array, text after
        /// the closing `]`); nothing more is read.
        case malformed(reason: String, at: Int)
        /// The input ended inside element `index`, which starts at `at`, or (with no
        /// index) between elements, at `at`, before the array was closed.
        case truncated(index: Int?, at: Int)
        /// `designatedPath` leads to nothing (`found` nil), or to a value of kind `found`
        /// that is not an array: no element comes.
        case pathNotFound(found: SmartJSONValue.Kind?)
        /// The bytes kept do not fit in memory; nothing more is read.
        case outOfMemory(at: Int)
        /// Element `index`, which starts at `position` and has `byteCount` bytes (up to the
        /// comma, bracket or line feed after it), is larger than allowed; it was skipped
        /// without being kept.
        case elementTooLarge(index: Int, position: StreamPosition, byteCount: Int)
        /// Nothing more will come.
        case finished
    }

    private enum Phase {
        case start
        /// Walking into the document around the array (`designatedPath`).
        case envelopeIn
        /// Walking out of it after the array.
        case envelopeOut
        case beforeElement
        case candidate
        case inElement
        case afterArray
        case done
    }

    /// An element too large to keep, being followed to its end.
    private struct OversizedElement {
        let index: Int
        let position: StreamPosition
        /// Where it starts, counted from the start of the stream.
        let streamOffset: Int
    }

    private let storage = StreamBuffer()
    /// The largest element kept.
    let maximumElementBytes: Int
    /// The path to the array inside the document, when there is one.
    let designatedPath: String?
    /// How many bytes have been dropped from the front of the buffer.
    private var droppedBytes = 0
    private var oversized: OversizedElement?
    /// An event found while accepting a candidate, handed out by the next `next`.
    private var pendingEvent: Event?
    /// The walk to and from the array inside a document, when there is a designated path.
    private var envelope: StreamEnvelopeWalker?
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
    /// Where that comma is in the stream, once a long run of whitespace after it was
    /// dropped (and with it the comma).
    private var droppedCommaPosition: StreamPosition?
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
    /// The state of a partly scanned array element.
    private var skipper = JSONValueSkipper()

    /// The most whitespace kept between two array elements.
    private static let keptWhitespace = 1 << 16

    /// A splitter for `format`; with a `designatedPath`, for the elements of the array at
    /// that path in one JSON document (whatever `format` says), writing the members
    /// around it into `envelopeText` when `capturesEnvelope`.
    init(
        format: SmartStreamFormat, maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes,
        designatedPath: String? = nil, capturesEnvelope: Bool = false
    ) {
        self.maximumElementBytes = max(maximumElementBytes, 1)
        self.designatedPath = designatedPath
        envelope = StreamEnvelopeWalker(
            path: designatedPath, capturesEnvelope: capturesEnvelope,
            maximumCapturedValueBytes: self.maximumElementBytes)
        self.format = envelope == nil ? format : .jsonArray
    }

    /// The members around the array as one JSON object, the array left out, once the
    /// document was walked to its end; nil before, or when nothing was captured.
    var envelopeText: [UInt8]? { envelope?.capturedEnvelope }

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
        envelope?.dropFirst(dropped)
        droppedBytes += dropped
        position -= dropped
        elementStart -= dropped
        lineSearched = max(lineSearched - dropped, 0)
        if let comma = lastComma { lastComma = comma - dropped }
        consumed -= dropped
    }

    // MARK: Candidates

    /// The candidate was parsed and its value ends before `valueEnd`: true when a `,` or
    /// `]` follows and the element is done; false when the bytes so far end first or
    /// something else follows, and the element is then split by scanning instead, or when
    /// it is larger than `maximumElementBytes` (the next event says so).
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
            return acceptWithinLimit(size: index - elementStart)
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
        return acceptWithinLimit(size: index - elementStart)
    }

    /// Counts the accepted element; false, with `.elementTooLarge` as the next event, when
    /// its `size` is over the limit (the same measure as for an element found by scanning).
    private mutating func acceptWithinLimit(size: Int) -> Bool {
        defer { elementIndex += 1 }
        guard size <= maximumElementBytes else {
            pendingEvent = .elementTooLarge(
                index: elementIndex, position: self.position(at: elementStart), byteCount: size)
            return false
        }
        return true
    }

    /// The candidate could not be parsed in place: it is split by scanning.
    mutating func reject() {
        guard phase == .candidate else { return }
        position = elementStart
        skipper.reset()
        phase = .inElement
    }

    // MARK: Events

    /// The next event, or nil when more bytes are needed (never nil at the end of input).
    mutating func next(atEndOfInput: Bool) -> Event? {
        if let event = pendingEvent {
            pendingEvent = nil
            return event
        }
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
                if envelope != nil {
                    phase = .envelopeIn
                    continue
                }
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
                if position - consumed > Self.keptWhitespace {
                    // A long run of whitespace is not kept; the comma before it is
                    // remembered by its position.
                    if let comma = lastComma { droppedCommaPosition = self.position(at: comma) }
                    lastComma = nil
                    consumed = position
                }
                guard position < storage.count else { return atEndOfInput ? finish() : nil }
                if storage[position] == UInt8(ascii: "]") {
                    let closing = position
                    position += 1
                    consumed = position
                    phase = .afterArray
                    let comma = lastComma
                    lastComma = nil
                    if let comma, comma < closing { return .trailingComma(position: self.position(at: comma)) }
                    if let dropped = droppedCommaPosition {
                        droppedCommaPosition = nil
                        return .trailingComma(position: dropped)
                    }
                    continue
                }
                droppedCommaPosition = nil
                elementStart = position
                phase = .candidate
                return .candidate(start: elementStart, index: elementIndex)
            case .candidate:
                reject()
            case .inElement:
                guard let end = scanArrayElement() else {
                    if oversized == nil, position - elementStart > maximumElementBytes {
                        oversized = OversizedElement(
                            index: elementIndex, position: self.position(at: elementStart),
                            streamOffset: droppedBytes + elementStart)
                        lastComma = nil
                    }
                    if oversized != nil { consumed = position }
                    guard atEndOfInput else { return nil }
                    if let big = oversized {
                        // Cut off inside the element too large to keep: it is reported, then
                        // the array as not closed.
                        oversized = nil
                        phase = .beforeElement
                        position = storage.count
                        consumed = position
                        elementIndex += 1
                        return .elementTooLarge(
                            index: big.index, position: big.position,
                            byteCount: droppedBytes + storage.count - big.streamOffset)
                    }
                    // The input ends inside an array that was never closed. If this last
                    // element is balanced, offer it once more: when it parses as a whole
                    // value it is kept (a cut after a complete record keeps the record).
                    if !offeredFinalCandidate, skipper.depth == 0, !skipper.inString {
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
                if let big = oversized {
                    oversized = nil
                    return .elementTooLarge(
                        index: big.index, position: big.position, byteCount: droppedBytes + end - big.streamOffset)
                }
                if end - elementStart > maximumElementBytes {
                    return .elementTooLarge(
                        index: elementIndex, position: self.position(at: elementStart), byteCount: end - elementStart)
                }
                return .element(start: elementStart, end: end, index: elementIndex, line: 0)
            case .envelopeIn, .envelopeOut:
                if let event = walkEnvelope(atEndOfInput: atEndOfInput) { return event }
                if phase == .envelopeIn || phase == .envelopeOut { return nil }
            case .afterArray:
                if envelope?.isLeaving == true {
                    phase = .envelopeOut
                    continue
                }
                while position < storage.count, storage[position].isJSONWhitespace { position += 1 }
                consumed = position
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

    /// Walks the document around the array: the event it leads to, or nil when the phase
    /// changed (go on) or more bytes are needed (the phase did not change).
    private mutating func walkEnvelope(atEndOfInput: Bool) -> Event? {
        guard var walker = envelope else {
            phase = .afterArray
            return nil
        }
        let outcome = walker.advance(storage.bytes, position: &position)
        envelope = walker
        consumed = walker.keptFrom ?? position
        switch outcome {
        case nil:
            return atEndOfInput ? finish() : nil
        case .arrayOpened:
            phase = .beforeElement
            return nil
        case .notFound(let found):
            phase = walker.abandoned ? .done : .envelopeOut
            return .pathNotFound(found: found)
        case .closed:
            phase = .afterArray
            return nil
        case .malformed(let reason, let at):
            phase = .done
            return .malformed(reason: reason, at: at)
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
        case .envelopeIn, .envelopeOut:
            return .malformed(
                reason: "The stream ends before the document around the array is closed.", at: storage.count)
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
                    // A carriage return at the end may turn out to be the line's `\r\n`.
                    var known = storage.count
                    if known > start, storage[known - 1] == 0x0D { known -= 1 }
                    if oversized == nil, known - start > maximumElementBytes {
                        oversized = OversizedElement(
                            index: elementIndex, position: StreamPosition(line: line, column: 1),
                            streamOffset: droppedBytes + start)
                    }
                    if oversized != nil {
                        // Its bytes are not kept (but a last `\r`, which may end the line):
                        // the search for its end goes on from here.
                        position = known
                        consumed = position
                    }
                    return nil
                }
                guard start < storage.count || oversized != nil else {
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
            if let big = oversized {
                oversized = nil
                defer { elementIndex += 1 }
                return .elementTooLarge(
                    index: big.index, position: big.position, byteCount: droppedBytes + contentEnd - big.streamOffset)
            }
            // Measured before the blank check: a line past the cap is found too large
            // before it ends, when it is not known whether it is blank.
            if contentEnd - start > maximumElementBytes {
                defer { elementIndex += 1 }
                return .elementTooLarge(
                    index: elementIndex, position: StreamPosition(line: number, column: 1),
                    byteCount: contentEnd - start)
            }
            if storage.bytes[start..<contentEnd].allSatisfy(\.isJSONWhitespace) { continue }
            defer { elementIndex += 1 }
            return .element(start: start, end: contentEnd, index: elementIndex, line: number)
        }
    }

    /// Scans the array element from `position`: the index of the `,` or `]` that ends it,
    /// or nil when the bytes end first (the scan state is kept for the next ones).
    private mutating func scanArrayElement() -> Int? {
        skipper.scan(storage.bytes, from: &position, endsAtBrace: false)
    }
}
