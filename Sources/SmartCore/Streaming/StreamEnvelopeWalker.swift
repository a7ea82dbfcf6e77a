/// Walks the JSON document around the array a `designatedPath` leads to, a buffer at a
/// time: in, through the members before the array (and through array elements, for a
/// numeric path step), then, after the array, out through the members that follow it to
/// the document's last closing bracket.
///
/// The members it passes are skipped without being kept, unless the envelope is
/// captured: then the members of the objects on the path are written, as they are, into
/// a JSON object that leaves out the array (and the member of each object on the path
/// that leads to it), for a model of its own. Members inside an array on the path are not
/// captured. Like the decoder, it follows the first member of a name; unlike it (which
/// reads the last), it cannot know whether a later member has the same name.
struct StreamEnvelopeWalker {
    /// What the walk reached.
    enum Outcome: Equatable {
        /// The array's `[`: its elements start at the position.
        case arrayOpened
        /// The path leads to nothing (`found` nil), or to a value of kind `found` that is
        /// not an array. The walk goes on to the end of the document.
        case notFound(found: SmartJSONValue.Kind?)
        /// The outermost bracket closed: the document is over.
        case closed
        /// The document is not JSON at `at`; nothing more can be read.
        case malformed(reason: String, at: Int)
    }

    /// An object or array the walk is inside.
    private struct Frame {
        let isObject: Bool
        /// Whether its members are written into the captured envelope.
        let captures: Bool
        /// Whether a member was written into the envelope for it yet (a comma comes next).
        var wroteMember = false
        /// For an array on the path: how many elements to skip before the one to follow.
        var elementsToSkip = 0
    }

    private enum Stage: Equatable {
        /// The value the path has followed so far starts here.
        case value
        /// After `{` or a `,` in an object: a member name, or `}`.
        case memberStart
        /// A member name that starts (with its quote) at `nameStart`.
        case name
        /// After a member name: `:`.
        case colon
        /// After `:`: the member's value.
        case memberValue
        /// A value being passed over; its member starts at `nameStart` when captured.
        case skipping(captured: Bool)
        /// After a value: `,` or the closing bracket of the innermost frame.
        case separator
        /// In an array on the path (or after the target): the next element, or `]`.
        case elementStart
        /// The walk is over.
        case done
    }

    /// The path's steps, names or (in arrays) indices.
    private let segments: [String]
    private let maximumCapturedValueBytes: Int
    private var followed = 0
    private var frames: [Frame] = []
    private var stage = Stage.value
    private var skipper = JSONValueSkipper()
    /// Where the member being read starts (its name's quote), while it may be captured.
    private var nameStart: Int?
    /// The name being read, once read.
    private var name = ""
    /// How far the search for the end of the name being read got, and whether it stopped
    /// right after a backslash: each byte of a name is looked at once, however it arrives.
    private var nameSearched = 0
    private var nameSearchEscaped = false
    /// Whether the target was reached (or found missing): from then on, the walk only
    /// goes out of the document.
    private var pastTarget = false
    /// The envelope written so far, when it is captured.
    private(set) var envelope: [UInt8]?
    /// Whether the walk stopped at a top-level value that is not an object or array it can
    /// go into: where that value ends is not looked for.
    private(set) var abandoned = false

    /// A walker to the array at `path`; nil when the path has no steps (the whole input
    /// is the array).
    init?(path: String?, capturesEnvelope: Bool, maximumCapturedValueBytes: Int) {
        guard let path else { return nil }
        segments = path.split(separator: ".", omittingEmptySubsequences: true)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .map(String.init)
        guard !segments.isEmpty else { return nil }
        envelope = capturesEnvelope ? [] : nil
        self.maximumCapturedValueBytes = maximumCapturedValueBytes
    }

    /// The captured envelope, once the walk reached the document's end; nil before, when
    /// it is not captured, or when the document was not whole.
    var capturedEnvelope: [UInt8]? { stage == .done && !abandoned ? envelope : nil }

    /// Whether the walk is inside the document after the array (it goes on out of it).
    var isLeaving: Bool { pastTarget && stage != .done }

    /// The earliest buffer index the walk still needs (a member it may write into the
    /// envelope, or a name it is reading); nil when it needs none behind its position.
    var keptFrom: Int? {
        switch stage {
        case .name, .colon, .memberValue, .value: return nameStart
        case .skipping(let captured): return captured ? nameStart : nil
        default: return nil
        }
    }

    /// The buffer's first `count` bytes were dropped.
    mutating func dropFirst(_ count: Int) {
        if let start = nameStart { nameStart = start - count }
        nameSearched = max(nameSearched - count, 0)
    }

    /// Walks `bytes` from `position`: what it reached, or nil when it needs more bytes.
    mutating func advance(_ bytes: UnsafeBufferPointer<UInt8>, position: inout Int) -> Outcome? {
        while true {
            switch stage {
            case .done:
                return .closed
            case .value:
                guard let byte = Self.firstSignificant(bytes, from: &position) else { return nil }
                if let outcome = enterValue(bytes, startingWith: byte, at: &position) { return outcome }
            case .memberStart:
                guard let byte = Self.firstSignificant(bytes, from: &position) else { return nil }
                if byte == UInt8(ascii: "}") {
                    if let outcome = close(at: &position, with: byte) { return outcome }
                    continue
                }
                guard byte == UInt8(ascii: "\"") else {
                    return stop(reason: "A member name was expected in the document around the array.", at: position)
                }
                nameStart = position
                nameSearched = position + 1
                nameSearchEscaped = false
                stage = .name
            case .name:
                guard let start = nameStart else { return stop(reason: "A member name was lost.", at: position) }
                guard let end = findNameEnd(bytes) else {
                    if bytes.count - start > maximumCapturedValueBytes {
                        return stop(reason: "A member name is longer than the largest element allowed.", at: start)
                    }
                    position = bytes.count
                    return nil
                }
                // The same limit whether the name came whole or in pieces.
                guard end - start <= maximumCapturedValueBytes else {
                    return stop(reason: "A member name is longer than the largest element allowed.", at: start)
                }
                name = Self.decodedName(bytes, from: start + 1, to: end)
                position = end + 1
                stage = .colon
            case .colon:
                guard let byte = Self.firstSignificant(bytes, from: &position) else { return nil }
                guard byte == UInt8(ascii: ":") else {
                    return stop(reason: "A ':' was expected after the member name \"\(name)\".", at: position)
                }
                position += 1
                stage = .memberValue
            case .memberValue:
                guard Self.firstSignificant(bytes, from: &position) != nil else { return nil }
                if !pastTarget, followed < segments.count, name == segments[followed] {
                    followed += 1
                    stage = .value
                } else {
                    beginSkipping(captured: frames.last?.captures ?? false)
                }
            case .skipping(let captured):
                guard let end = skipper.scan(bytes, from: &position, endsAtBrace: true) else {
                    if captured, let start = nameStart, bytes.count - start > maximumCapturedValueBytes {
                        // Too large to keep: left out of the envelope.
                        stage = .skipping(captured: false)
                        nameStart = nil
                    }
                    return nil
                }
                // Left out when too large, whether it came whole or in pieces.
                if captured, let start = nameStart, end - start <= maximumCapturedValueBytes {
                    write(bytes, from: start, to: end)
                }
                nameStart = nil
                position = end
                stage = .separator
            case .separator:
                guard let byte = Self.firstSignificant(bytes, from: &position) else { return nil }
                switch byte {
                case UInt8(ascii: ","):
                    position += 1
                    guard let frame = frames.last else {
                        return stop(reason: "A ',' outside any object.", at: position)
                    }
                    if frame.isObject {
                        stage = .memberStart
                    } else {
                        frames[frames.count - 1].elementsToSkip -= 1
                        stage = .elementStart
                    }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if let outcome = close(at: &position, with: byte) { return outcome }
                default:
                    return stop(
                        reason: "A ',' or closing bracket was expected in the document around the array.", at: position)
                }
            case .elementStart:
                guard let byte = Self.firstSignificant(bytes, from: &position) else { return nil }
                if byte == UInt8(ascii: "]") {
                    if let outcome = close(at: &position, with: byte) { return outcome }
                    continue
                }
                if !pastTarget, frames.last?.elementsToSkip == 0 {
                    followed += 1
                    stage = .value
                } else {
                    beginSkipping(captured: false)
                }
            }
        }
    }

    // MARK: Steps

    /// The value the path followed so far starts with `byte` at `position`.
    private mutating func enterValue(
        _ bytes: UnsafeBufferPointer<UInt8>, startingWith byte: UInt8, at position: inout Int
    ) -> Outcome? {
        let capturing = envelope != nil && frames.allSatisfy(\.captures)
        if followed == segments.count {
            pastTarget = true
            if byte == UInt8(ascii: "[") {
                // The target: its member is left out of the envelope.
                nameStart = nil
                position += 1
                stage = .separator
                return .arrayOpened
            }
            return missTarget(found: Self.kind(startingWith: byte), capturing: capturing)
        }
        let segment = segments[followed]
        if byte == UInt8(ascii: "{") {
            if capturing { openObject(bytes, at: position) }
            nameStart = nil
            frames.append(Frame(isObject: true, captures: capturing))
            position += 1
            stage = .memberStart
            return nil
        }
        if byte == UInt8(ascii: "["), let index = Int(segment), index >= 0 {
            // Arrays on the path are not captured, nor the member that leads to one.
            nameStart = nil
            frames.append(Frame(isObject: false, captures: false, elementsToSkip: index))
            position += 1
            stage = .elementStart
            return nil
        }
        return missTarget(found: nil, capturing: capturing)
    }

    /// The path does not lead to an array: the value here is passed over (and captured
    /// as a member of the envelope), and the walk goes on out of the document.
    private mutating func missTarget(found: SmartJSONValue.Kind?, capturing: Bool) -> Outcome {
        pastTarget = true
        if frames.isEmpty {
            // Not inside any object: there is no document around it to walk.
            stage = .done
            abandoned = true
        } else {
            beginSkipping(captured: capturing && nameStart != nil)
        }
        return .notFound(found: found)
    }

    private mutating func beginSkipping(captured: Bool) {
        skipper.reset()
        if !captured { nameStart = nil }
        stage = .skipping(captured: captured)
    }

    /// `byte` closes the innermost frame at `position`.
    private mutating func close(at position: inout Int, with byte: UInt8) -> Outcome? {
        guard let frame = frames.last, frame.isObject == (byte == UInt8(ascii: "}")) else {
            return stop(reason: "A closing bracket does not match its opening one.", at: position)
        }
        position += 1
        frames.removeLast()
        if frame.captures { envelope?.append(UInt8(ascii: "}")) }
        guard pastTarget else {
            // The object or array ended before the path's next step was found in it.
            pastTarget = true
            stage = frames.isEmpty ? .done : .separator
            return .notFound(found: nil)
        }
        guard !frames.isEmpty else {
            stage = .done
            return .closed
        }
        stage = .separator
        return nil
    }

    private mutating func stop(reason: String, at position: Int) -> Outcome {
        stage = .done
        envelope = nil
        return .malformed(reason: reason, at: position)
    }

    // MARK: The captured envelope

    /// Opens an object in the envelope at `bytes[position]`, as the value of the member
    /// being read (written as it is, `"data" :`).
    private mutating func openObject(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
        guard envelope != nil else { return }
        if let start = nameStart, !frames.isEmpty {
            if frames[frames.count - 1].wroteMember { envelope?.append(UInt8(ascii: ",")) }
            frames[frames.count - 1].wroteMember = true
            envelope?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        }
        envelope?.append(UInt8(ascii: "{"))
    }

    /// Writes the member `bytes[start..<end]` (name, colon and value) into the envelope.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard envelope != nil, !frames.isEmpty else { return }
        var last = end
        while last > start, bytes[last - 1].isJSONWhitespace { last -= 1 }
        if frames[frames.count - 1].wroteMember { envelope?.append(UInt8(ascii: ",")) }
        frames[frames.count - 1].wroteMember = true
        envelope?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<last]))
    }

    // MARK: Bytes

    /// The first byte from `position` that is not whitespace (`position` moves to it); nil
    /// when the bytes end first.
    private static func firstSignificant(_ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int) -> UInt8? {
        while position < bytes.count, bytes[position].isJSONWhitespace { position += 1 }
        return position < bytes.count ? bytes[position] : nil
    }

    /// The index of the quote that ends the member name being read, searching on from
    /// where the last search stopped; nil when the bytes end first.
    private mutating func findNameEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = nameSearched
        var escaped = nameSearchEscaped
        defer {
            nameSearched = index
            nameSearchEscaped = escaped
        }
        while index < bytes.count {
            if escaped {
                escaped = false
            } else if bytes[index] == UInt8(ascii: "\\") {
                escaped = true
            } else if bytes[index] == UInt8(ascii: "\"") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The member name between `start` and `end` (its escapes resolved).
    private static func decodedName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: FlatDocument.unescaped(raw), as: UTF8.self)
    }

    /// The kind of the JSON value that starts with `byte`.
    private static func kind(startingWith byte: UInt8) -> SmartJSONValue.Kind? {
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: return nil
        }
    }
}
