@testable import SmartCore

/// Feeds a splitter `bytes` a chunk at a time, as the stream readers do, rejecting every
/// candidate (so elements come out whole): the events it gave, and the most bytes it held.
struct SplitterRun {
    private(set) var events: [StreamSplitter.Event] = []
    private(set) var largestKept = 0

    init(_ splitter: inout StreamSplitter, bytes: [UInt8], chunkSize: Int) {
        var offset = 0
        while true {
            let atEnd = offset >= bytes.count
            while let event = splitter.next(atEndOfInput: atEnd) {
                if case .candidate = event {
                    splitter.reject()
                    continue
                }
                events.append(event)
                if event == .finished { break }
            }
            if atEnd || events.last == .finished { break }
            let end = min(offset + chunkSize, bytes.count)
            bytes[offset..<end].withUnsafeBytes { splitter.append($0) }
            largestKept = max(largestKept, splitter.bytes.count)
            offset = end
        }
    }

    /// How many elements were handed out whole.
    var elementCount: Int { events.filter { if case .element = $0 { true } else { false } }.count }
}
