/// Works out the line and column of positions in a stream whose bytes arrive, and are
/// dropped, a buffer at a time.
///
/// It counts forward from the last position it was asked about (positions are asked
/// for in stream order), and is moved past bytes before they are dropped, so each byte
/// is counted once, eight at a time. Columns count characters (UTF-8 lead bytes), as
/// editors and `SmartJSONParseError` do.
struct StreamLineCounter {
    /// The buffer index counted up to, and the line and column found there.
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Counts `bytes[index..<target]` (nothing when `target` is not ahead).
    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(target, bytes.count)
        guard end > index else { return }
        var from = index
        if let lastLineFeed = bytes.lastLineFeed(in: index..<end) {
            line += bytes.lineFeedCount(in: index..<(lastLineFeed + 1))
            column = 1
            from = lastLineFeed + 1
        }
        column += bytes.characterCount(in: from..<end)
        index = end
    }

    /// Moves to `target` without counting the bytes passed (a byte order mark).
    mutating func skip(to target: Int) {
        index = max(index, target)
    }

    /// The buffer's first `count` bytes were dropped (after `advance(to: count)`).
    mutating func dropFirst(_ count: Int) {
        index = max(index - count, 0)
    }
}
