/// Parses and decodes the elements of one stream, one at a time, with one decoder that
/// keeps its per-type caches from element to element, and writes their issues.
///
/// It does not know where elements are or where reports go: the session that drives it
/// (or each worker of a parallel one) hands it an element's bytes, its path step and
/// where it starts in the stream, and delivers the issue log it fills.
final class StreamElementDecoder<Model: SmartDecodable> {
    let rootTypeName = String(describing: [Model].self)
    let modelTypeName = String(describing: Model.self)
    private let settings: DecodingSettings
    // Unchecked: one thread at a time uses a decoder, and no access overlaps another.
    @exclusivity(unchecked) private var decoder: SmartDecoderImpl?
    @exclusivity(unchecked) private var context: ModelContext?
    private let parsing = SmartJSONParsingOptions(allowsTopLevelScalars: true, allowsTrailingCommas: true)
    /// Twice the size of the last element read in place, to size the next one's entries.
    @exclusivity(unchecked) private var expectedByteCount = 512
    /// The entries of the last value `parseEntries` read; the memory is reused.
    @exclusivity(unchecked) private var reusedEntries = FlatDocumentSink(expectedByteCount: 4096)

    init(settings: DecodingSettings) {
        self.settings = settings
    }

    /// The log header and footer every report of the stream carries.
    var logHeader: String { settings.logHeader }
    var logFooter: String { settings.logFooter }

    /// Parses the value at the start of `bytes` (an array element read in place); nil when
    /// it is not a whole valid value there. `end` is where the value ends in `bytes`.
    func parseLeadingValue(_ bytes: UnsafeBufferPointer<UInt8>) -> (document: FlatDocument, end: Int)? {
        guard
            let parsed = try? JSONScanner.flatDocumentOfLeadingValue(
                bytes, options: parsing, expectedByteCount: expectedByteCount)
        else { return nil }
        expectedByteCount = parsed.end * 2
        return (parsed.document, parsed.end)
    }

    /// Parses `bytes` without making a document, for another thread to decode: the value
    /// at their start like `parseLeadingValue` (`leading`), or the whole of them as one
    /// document like `decodeWhole`. `body` gets the entries (valid during the call only),
    /// where the value ends and the trailing commas inside it. nil when it does not parse;
    /// the element then goes to `decodeWhole`, which reports why.
    func parseEntries<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, leading: Bool,
        _ body: (_ entries: UnsafeBufferPointer<FlatEntry>, _ end: Int, _ trailingCommas: [Int]) -> Result
    ) -> Result? {
        var scanner = JSONScanner(bytes: bytes, options: parsing)
        reusedEntries.entries.removeAll()
        defer {
            // Memory kept for one huge element is given back.
            if reusedEntries.entries.capacity > Self.keptEntryCapacity {
                reusedEntries = FlatDocumentSink(expectedByteCount: 4096)
            }
        }
        let end: Int
        do {
            if leading {
                end = try scanner.scanLeadingValue(into: &reusedEntries)
            } else {
                try scanner.scanDocument(into: &reusedEntries, allowsTopLevelScalars: true)
                end = bytes.count
            }
        } catch {
            return nil
        }
        return body(reusedEntries.entries.written, end, scanner.trailingCommas)
    }

    /// The most entries `parseEntries` keeps memory for between elements.
    static var keptEntryCapacity: Int { 1 << 16 }

    /// Parses and decodes `bytes`, an element handed out whole; nil when it is not valid
    /// JSON and is skipped (the issue goes to `log`). `origin` is where it starts in the
    /// stream, asked only when an issue needs a position.
    func decodeWhole(
        _ bytes: UnsafeBufferPointer<UInt8>, step: PathStep, log: IssueLog?, origin: () -> StreamPosition
    ) -> Model? {
        var document: FlatDocument
        do {
            document = try JSONScanner.flatDocument(bytes, options: parsing)
        } catch {
            guard let log else { return nil }
            let position = origin().offsetting(by: StreamPosition(line: error.line, column: error.column))
            let reason = error.kind == .emptyInput ? "There is no value between two commas." : error.message
            record(
                problem: .malformedElement(line: position.line, column: position.column, reason: reason),
                resolution: .skipped, at: step, to: log)
            return nil
        }
        return decode(&document, step: step, log: log, origin: origin)
    }

    /// Decodes a parsed element; its issues go to `log`. `document` is the caller's only
    /// reference, so that whether anything else kept it can be told afterwards: a document
    /// kept past the call must not point into a buffer that moves on.
    func decode(
        _ document: inout FlatDocument, step: PathStep, log: IssueLog?, origin: () -> StreamPosition
    ) -> Model {
        let decoder = prepareDecoder(for: document, log: log)
        let model: Model = decoder.modelOrSubstitute(
            FlatCursor(document, 0), context: modelContext(with: decoder), step: step
        ) { problem in
            if let log { record(problem: problem, resolution: .substitutedElement, at: step, to: log) }
        }
        if let log, !document.trailingCommas.isEmpty {
            for problem in document.trailingCommaProblems(from: origin()) {
                record(problem: problem, resolution: .converted, at: step, to: log)
            }
        }
        decoder.release()
        if !isKnownUniquelyReferenced(&document) { document.detachFromBorrowedBytes() }
        return model
    }

    /// Records an issue about a whole element (at `step`) or the stream (at nil).
    func record(
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

    /// The report of one element's (or the stream's) issues; nil when there are none.
    func report(of log: IssueLog, succeeded: Bool) -> SmartDecodingReport? {
        guard !log.issues.isEmpty || log.omittedCount > 0 else { return nil }
        return SmartDecodingReport(
            rootType: rootTypeName, issues: log.issues, header: settings.logHeader, footer: settings.logFooter,
            succeeded: succeeded, omittedIssueCount: log.omittedCount)
    }

    /// The decoder, set up for `document`.
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
}
