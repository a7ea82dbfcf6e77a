/// Decodes the elements of one stream as its bytes arrive: the splitter cuts them out,
/// each is parsed in place and decoded by one `StreamElementDecoder`, and each element's
/// issues are delivered as a report of their own.
///
/// Elements are tolerant as in `[Model].deserialize`: one that is not an object (or
/// cannot be decoded at all) becomes `Model()`; one that is not valid JSON is skipped.
final class StreamDecodingSession<Model: SmartDecodable> {
    /// What `next` found.
    enum Step {
        case model(Model)
        /// More bytes are needed.
        case needsInput
        /// The stream is over.
        case finished
    }

    // Unchecked: the session is used by one iterator at a time, and no access to the
    // splitter overlaps another.
    @exclusivity(unchecked) private var splitter: StreamSplitter
    private let elements: StreamElementDecoder<Model>
    private let envelope: SmartStreamEnvelope?

    init(settings: StreamSettings) {
        splitter = StreamSplitter(
            format: settings.format, maximumElementBytes: settings.maximumElementBytes,
            designatedPath: settings.designatedPath, capturesEnvelope: settings.envelope != nil)
        envelope = settings.envelope
        envelope?.reset()
        elements = StreamElementDecoder(settings: DecodingSettings(options: settings.options))
    }

    /// Adds the next bytes of the stream.
    func append(_ bytes: UnsafeRawBufferPointer) {
        splitter.append(bytes)
    }

    /// The next model, or what has to happen before there can be one.
    func next(atEndOfInput: Bool) -> Step {
        while let event = splitter.next(atEndOfInput: atEndOfInput) {
            switch event {
            case .candidate(let start, let index):
                if let model = decodeCandidate(start: start, index: index) { return .model(model) }
            case .element(let start, let end, let index, let line):
                if let model = decodeElement(start: start, end: end, index: index, line: line) { return .model(model) }
            case .finished:
                if let text = splitter.envelopeText { envelope?.receive(text) }
                return .finished
            default:
                // Every other event is about the stream: one shared function says what.
                StreamLevelIssue(event, splitter: &splitter)?.deliver(with: elements)
            }
        }
        return .needsInput
    }

    /// Ends the stream early because its bytes could not be read.
    func fail(reading error: any Error) {
        StreamLevelIssue(readFailure: error).deliver(with: elements)
    }

    // MARK: Elements

    /// The path step that names element `index`: its index in an array, its line in
    /// JSON Lines.
    private func step(index: Int, line: Int) -> PathStep {
        splitter.format == .jsonLines ? .line(line) : .index(index)
    }

    /// Parses array element `index` in place from `bytes[start...]`; when it ends where
    /// an element should, decodes it, else leaves it to the splitter to hand out whole.
    /// nil when it is not decoded (yet).
    private func decodeCandidate(start: Int, index: Int) -> Model? {
        let rest = UnsafeBufferPointer(rebasing: splitter.bytes[start...])
        guard var parsed = elements.parseLeadingValue(rest), splitter.accept(valueEnd: start + parsed.end) else {
            splitter.reject()
            return nil
        }
        return decode(&parsed.document, start: start, line: 0, step: .index(index))
    }

    /// Parses and decodes `bytes[start..<end]`, an element handed out whole; nil when it
    /// was skipped.
    private func decodeElement(start: Int, end: Int, index: Int, line: Int) -> Model? {
        let step = step(index: index, line: line)
        let destination = SmartDiagnostics.currentDestination()
        let log = destination == nil ? nil : IssueLog()
        let model = elements.decodeWhole(
            UnsafeBufferPointer(rebasing: splitter.bytes[start..<end]), step: step, log: log
        ) { elementOrigin(start: start, line: line) }
        if let destination, let log { deliver(log, to: destination, succeeded: model != nil) }
        return model
    }

    /// Decodes a parsed element (which starts at `bytes[start]`) and delivers its issues.
    private func decode(_ document: inout FlatDocument, start: Int, line: Int, step: PathStep) -> Model {
        let destination = SmartDiagnostics.currentDestination()
        let log = destination == nil ? nil : IssueLog()
        let model = elements.decode(&document, step: step, log: log) { elementOrigin(start: start, line: line) }
        if let destination, let log { deliver(log, to: destination, succeeded: true) }
        return model
    }

    /// Where the element at `buffer[start]` starts in the stream.
    private func elementOrigin(start: Int, line: Int) -> StreamPosition {
        splitter.format == .jsonLines ? StreamPosition(line: line, column: 1) : splitter.position(at: start)
    }

    // MARK: Reports

    private func deliver(_ log: IssueLog, to destination: ReportDestination, succeeded: Bool) {
        if let report = elements.report(of: log, succeeded: succeeded) { destination.deliver(report) }
    }
}
