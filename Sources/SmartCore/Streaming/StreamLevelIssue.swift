/// An issue a stream reports on its own rather than as part of an element's decode: its
/// layout, its end, its memory, its source.
///
/// Every splitter event that is not an element (or the end) becomes one of these here,
/// for the sequential session and the parallel engine alike, so a new kind of event is
/// handled in this one place.
struct StreamLevelIssue {
    let problem: SmartDecodingIssue.Problem
    let resolution: SmartDecodingIssue.Resolution
    /// The element it is about, or nil for the stream as a whole.
    let step: PathStep?

    /// Whether the report holding it says the stream (or element) succeeded.
    var succeeded: Bool { resolution != .failed && resolution != .skipped }

    /// The issue `event` reports, with its position asked of `splitter` (so ask in stream
    /// order); nil for an element, a candidate or the end.
    init?(_ event: StreamSplitter.Event, splitter: inout StreamSplitter) {
        switch event {
        case .candidate, .element, .finished:
            return nil
        case .outOfMemory(let at):
            let position = splitter.position(at: at)
            problem = .invalidInput(
                reason:
                    "The element at line \(position.line), column \(position.column) does not fit in memory; the rest of the stream is not read."
            )
            resolution = .failed
            step = nil
        case .trailingComma(let position):
            problem = .trailingComma(line: position.line, column: position.column)
            resolution = .converted
            step = nil
        case .malformed(let reason, let at):
            let position = splitter.position(at: at)
            problem = .invalidInput(reason: "\(reason) (line \(position.line), column \(position.column))")
            resolution = .failed
            step = nil
        case .truncated(let index, let at):
            // Only arrays end inside an element: a JSON Lines line ends with the input.
            let position = splitter.position(at: at)
            problem = .truncatedStream(line: position.line, column: position.column)
            resolution = index == nil ? .failed : .skipped
            step = index.map { PathStep.index($0) }
        case .elementTooLarge(let index, let position, let byteCount):
            problem = .elementTooLarge(
                line: position.line, column: position.column, byteCount: byteCount,
                limit: splitter.maximumElementBytes)
            resolution = .skipped
            step = splitter.format == .jsonLines ? .line(position.line) : .index(index)
        case .pathNotFound(let found):
            let path = splitter.designatedPath ?? ""
            if let found {
                problem = .invalidInput(
                    reason:
                        "designatedPath '\(path)' leads to \(found == .object ? "an" : "a") \(found.rawValue), not an array; no element is read."
                )
            } else {
                problem = .pathNotFound(path: path)
            }
            resolution = .failed
            step = nil
        }
    }

    /// Reading the stream's source failed with `error`; nothing more is read.
    init(readFailure error: any Error) {
        problem = .invalidInput(reason: "Reading the stream failed: \(error)")
        resolution = .failed
        step = nil
    }

    /// Delivers the issue as a report of its own, when anyone listens on this thread.
    func deliver<Model>(with elements: StreamElementDecoder<Model>) {
        guard let destination = SmartDiagnostics.currentDestination() else { return }
        let log = IssueLog()
        elements.record(problem: problem, resolution: resolution, at: step, to: log)
        if let report = elements.report(of: log, succeeded: succeeded) { destination.deliver(report) }
    }
}
