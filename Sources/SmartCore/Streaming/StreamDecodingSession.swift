/// Decodes the elements of one stream as its bytes arrive: the splitter cuts them out,
/// each is parsed in place and decoded by one decoder that keeps its per-type caches
/// from element to element, and each element's issues are delivered as a report of
/// their own.
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
    private let settings: DecodingSettings
    private let rootTypeName = String(describing: [Model].self)
    private let modelTypeName = String(describing: Model.self)
    @exclusivity(unchecked) private var decoder: SmartDecoderImpl?
    @exclusivity(unchecked) private var context: ModelContext?
    private let parsing = SmartJSONParsingOptions(allowsTopLevelScalars: true, allowsTrailingCommas: true)
    /// Twice the size of the last element read in place, to size the next one's entries.
    @exclusivity(unchecked) private var expectedByteCount = 512

    init(format: SmartStreamFormat, options: Set<SmartDecodingOption>?) {
        splitter = StreamSplitter(format: format)
        settings = DecodingSettings(options: options)
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
            case .outOfMemory(let at):
                let position = splitter.position(at: at)
                deliver(
                    problem: .invalidInput(
                        reason:
                            "The element at line \(position.line), column \(position.column) does not fit in memory; the rest of the stream is not read."
                    ),
                    resolution: .failed, at: nil)
            case .trailingComma(let at):
                let position = splitter.position(at: at)
                deliver(
                    problem: .trailingComma(line: position.line, column: position.column), resolution: .converted,
                    at: nil)
            case .malformed(let reason, let at):
                let position = splitter.position(at: at)
                deliver(
                    problem: .invalidInput(reason: "\(reason) (line \(position.line), column \(position.column))"),
                    resolution: .failed, at: nil)
            case .truncated(let index, let at):
                // Only arrays end inside an element: a JSON Lines line ends with the input.
                let position = splitter.position(at: at)
                deliver(
                    problem: .truncatedStream(line: position.line, column: position.column),
                    resolution: index == nil ? .failed : .skipped, at: index.map { PathStep.index($0) })
            case .finished:
                return .finished
            }
        }
        return .needsInput
    }

    /// Ends the stream early because its bytes could not be read.
    func fail(reading error: any Error) {
        deliver(problem: .invalidInput(reason: "Reading the stream failed: \(error)"), resolution: .failed, at: nil)
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
        let bytes = splitter.bytes
        let rest = UnsafeBufferPointer(rebasing: bytes[start...])
        guard
            var parsed = try? JSONScanner.flatDocumentOfLeadingValue(
                rest, options: parsing, expectedByteCount: expectedByteCount),
            splitter.accept(valueEnd: start + parsed.end)
        else {
            splitter.reject()
            return nil
        }
        expectedByteCount = parsed.end * 2
        return decode(&parsed.document, start: start, line: 0, step: .index(index))
    }

    /// Parses and decodes `bytes[start..<end]`, an element handed out whole; nil when it
    /// was skipped.
    private func decodeElement(start: Int, end: Int, index: Int, line: Int) -> Model? {
        let step = step(index: index, line: line)
        let bytes = UnsafeBufferPointer(rebasing: splitter.bytes[start..<end])
        var document: FlatDocument
        do {
            document = try JSONScanner.flatDocument(bytes, options: parsing)
        } catch {
            guard let destination = SmartDiagnostics.currentDestination() else { return nil }
            let log = IssueLog()
            let origin = elementOrigin(start: start, line: line)
            let position = origin.offsetting(by: StreamPosition(line: error.line, column: error.column))
            let reason = error.kind == .emptyInput ? "There is no value between two commas." : error.message
            append(
                problem: .malformedElement(line: position.line, column: position.column, reason: reason),
                resolution: .skipped, at: step, to: log)
            deliver(log, to: destination, succeeded: false)
            return nil
        }
        return decode(&document, start: start, line: line, step: step)
    }

    /// Decodes a parsed element (which starts at `bytes[start]`) and delivers its issues.
    /// `document` is the caller's only reference, so that whether anything else kept it
    /// can be told afterwards.
    private func decode(_ document: inout FlatDocument, start: Int, line: Int, step: PathStep) -> Model {
        let destination = SmartDiagnostics.currentDestination()
        let log = destination == nil ? nil : IssueLog()
        let decoder = prepareDecoder(for: document, log: log)
        let model: Model = decoder.modelOrSubstitute(
            FlatCursor(document, 0), context: modelContext(with: decoder), step: step
        ) { problem in
            if let log { append(problem: problem, resolution: .substitutedElement, at: step, to: log) }
        }
        if let log, !document.trailingCommas.isEmpty {
            for problem in document.trailingCommaProblems(from: elementOrigin(start: start, line: line)) {
                append(problem: problem, resolution: .converted, at: step, to: log)
            }
        }
        decoder.release()
        // Something kept the decoder (and with it the document): it must not point into
        // the splitter's buffer any longer.
        if !isKnownUniquelyReferenced(&document) { document.detachFromBorrowedBytes() }
        if let destination, let log { deliver(log, to: destination, succeeded: true) }
        return model
    }

    /// Where the element at `buffer[start]` starts in the stream.
    private func elementOrigin(start: Int, line: Int) -> StreamPosition {
        splitter.format == .jsonLines ? StreamPosition(line: line, column: 1) : splitter.position(at: start)
    }

    /// The session's decoder, set up for `document`.
    private func prepareDecoder(for document: FlatDocument, log: IssueLog?) -> SmartDecoderImpl {
        let limits = DecodingLimits.current()
        if let decoder {
            decoder.restart(on: document, log: log, limits: limits)
            return decoder
        }
        let made = SmartDecoderImpl(
            root: FlatCursor(document, 0), documents: [document], settings: settings, log: log,
            rootTypeName: rootTypeName, limits: limits)
        decoder = made
        return made
    }

    private func modelContext(with decoder: SmartDecoderImpl) -> ModelContext {
        if let context { return context }
        let made = decoder.modelContext(for: Model.self)
        context = made
        return made
    }

    // MARK: Reports

    /// Records an issue about a whole element (at `step`) or the stream (at nil).
    private func append(
        problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution, at step: PathStep?,
        to log: IssueLog
    ) {
        var node: IssuePathNode?
        switch step {
        case .index(let index): node = IssuePathNode(.init(index: index, typeName: modelTypeName), parent: nil)
        case .line(let line):
            node = IssuePathNode(.init(key: PathStep.lineName(line), typeName: modelTypeName), parent: nil)
        default: node = nil
        }
        let holder = node == nil ? rootTypeName : modelTypeName
        log.append(
            SmartDecodingIssue(
                rootType: rootTypeName, pathNode: node, modelType: holder, field: "", expectedType: holder,
                problem: problem, resolution: resolution))
    }

    /// Delivers a report holding one issue, when anyone listens.
    private func deliver(
        problem: SmartDecodingIssue.Problem, resolution: SmartDecodingIssue.Resolution, at step: PathStep?
    ) {
        guard let destination = SmartDiagnostics.currentDestination() else { return }
        let log = IssueLog()
        append(problem: problem, resolution: resolution, at: step, to: log)
        deliver(log, to: destination, succeeded: resolution != .failed && resolution != .skipped)
    }

    private func deliver(_ log: IssueLog, to destination: ReportDestination, succeeded: Bool) {
        guard !log.issues.isEmpty || log.omittedCount > 0 else { return }
        destination.deliver(
            SmartDecodingReport(
                rootType: rootTypeName, issues: log.issues, header: settings.logHeader, footer: settings.logFooter,
                succeeded: succeeded, omittedIssueCount: log.omittedCount))
    }
}
