import Foundation

/// Decodes the elements of a synchronous stream on several threads and hands the models
/// out in input order, with the reports the sequential session would deliver.
///
/// The iterating thread reads the source, runs the splitter and parses every element: an
/// array element in place, as the sequential session does (so no separate scan finds
/// where it ends), a JSON Lines line (or an array element handed out whole) as it is cut
/// out. It copies each element's bytes and entries into a batch of about a quarter chunk
/// (an element that does not parse goes in as bytes only, to be parsed again and reported
/// where it is decoded, and so does one larger than a batch, whose entries would otherwise
/// be held three times), with its index or line and stream position (asked of the
/// splitter in stream order) and the stream-level issues between them, and queues the
/// batch. Parsing there leaves the threads that decode little but the models to make.
/// Worker threads, each with its own `StreamElementDecoder`, decode queued batches; the
/// iterating thread decodes the oldest unclaimed one itself while it waits, so n threads
/// do the work of n. Reports are delivered by the iterating thread as it hands the models
/// out, so they reach the `SmartDiagnostics` scope of the loop, in order.
///
/// At most `4 × parallelism` batches of a quarter chunk are read ahead, so memory stays
/// bounded by about `parallelism` chunks (an element larger than a batch is one batch of
/// its own) whatever the stream's size. When the iterator goes away, the workers stop
/// within a few elements and their threads end before the engine does.
final class ParallelStreamEngine<Model: SmartDecodable> {
    /// The stack each worker thread gets: as much as a process's main thread usually has,
    /// so the stack checks of a decode give the same answers as on the iterating thread.
    static var workerStackSize: Int { 8 << 20 }
    /// The most threads one stream uses, whatever `parallelism` asks for.
    static var maximumThreads: Int { 64 }

    let work = ParallelStreamWork<Model>()
    // Unchecked: only the iterating thread touches the engine's state, one call at a
    // time, and no access to these overlaps another.
    @exclusivity(unchecked) private var splitter: StreamSplitter
    @exclusivity(unchecked) private var input: StreamChunkSource
    private let settings: StreamSettings
    private let chunkSize: Int
    /// About how many bytes of elements make a batch: a quarter of a chunk, so that a
    /// thread seldom waits for another to finish a batch.
    private let batchSize: Int
    /// The iterating thread's decoder: for the batches it decodes and its reports.
    private let elements: StreamElementDecoder<Model>
    /// The iterating thread and the workers.
    private let threadCount: Int
    private let maximumInFlight: Int
    /// Memory of batches handed out, for the next ones (no larger than two batches).
    @exclusivity(unchecked) private var spareStorage: [ParallelStreamStorage] = []
    /// Batches queued or decoded and not yet handed out, oldest first.
    @exclusivity(unchecked) private var inFlight: [ParallelStreamBatch<Model>] = []
    /// The batch being handed out, and its next element and stream issue.
    @exclusivity(unchecked) private var current: ParallelStreamBatch<Model>?
    @exclusivity(unchecked) private var currentElement = 0
    @exclusivity(unchecked) private var currentIssue = 0
    private var inputEnded = false
    /// False once the splitter finished or the source failed.
    private var splitting = true
    private var workersStarted = false

    init(input: StreamChunkSource, settings: StreamSettings, chunkSize: Int) {
        self.input = input
        self.settings = settings
        self.chunkSize = Swift.max(chunkSize, 1)
        batchSize = Swift.max(chunkSize / 4, 1)
        splitter = StreamSplitter(
            format: settings.format, maximumElementBytes: settings.maximumElementBytes,
            designatedPath: settings.designatedPath, capturesEnvelope: settings.envelope != nil)
        settings.envelope?.reset()
        elements = StreamElementDecoder(settings: DecodingSettings(options: settings.options))
        threadCount = Swift.min(settings.parallelism, Self.maximumThreads)
        maximumInFlight = 4 * threadCount
    }

    deinit {
        work.stop()
    }

    /// The next model, or nil when the stream is over.
    func next() -> Model? {
        while true {
            if let model = handOutCurrent() { return model }
            while splitting, inFlight.count < maximumInFlight, let batch = makeBatch() {
                inFlight.append(batch)
                work.submit(batch)
            }
            guard !inFlight.isEmpty else {
                work.stop()
                return nil
            }
            if !workersStarted, inFlight.count > 1 || splitting { startWorkers() }
            let oldest = inFlight.removeFirst()
            // Decode while the oldest is not done: it, if no worker took it yet, else the
            // next one nobody took.
            while !work.isDone(oldest), let unclaimed = work.claimIfAny() {
                unclaimed.decode(with: elements) { false }
                work.finish(unclaimed)
            }
            work.waitUntilDone(oldest)
            current = oldest
            currentElement = 0
            currentIssue = 0
        }
    }

    /// Hands out the current batch up to its next model, delivering the reports before
    /// it (its elements' and the stream's, in stream order); nil when the batch is used up.
    private func handOutCurrent() -> Model? {
        guard let batch = current else { return nil }
        let issues = batch.issues
        while true {
            while currentIssue < issues.count, issues[currentIssue].elementsBefore <= currentElement {
                issues[currentIssue].issue.deliver(with: elements)
                currentIssue += 1
            }
            guard currentElement < batch.elements.count else { break }
            let element = currentElement
            currentElement += 1
            let becameModel = batch.becameModel[element]
            if batch.listens, let log = batch.logs[element], let destination = SmartDiagnostics.currentDestination(),
                let report = elements.report(of: log, succeeded: becameModel)
            {
                destination.deliver(report)
            }
            if becameModel { return batch.takeModel() }
        }
        current = nil
        let storage = batch.takeStorage()
        if storage.bytes.capacity / 2 <= batchSize { spareStorage.append(storage) }
        return nil
    }

    // MARK: Splitting

    /// The next batch of about `batchSize` bytes of elements; nil when the stream has no more.
    private func makeBatch() -> ParallelStreamBatch<Model>? {
        let batch = ParallelStreamBatch<Model>(
            listens: SmartDiagnostics.currentDestination() != nil, issueLimit: SmartDiagnostics.issueLimit,
            storage: spareStorage.popLast() ?? ParallelStreamStorage())
        while splitting, batch.byteCount < batchSize {
            guard let event = splitter.next(atEndOfInput: inputEnded) else {
                read(failuresInto: batch)
                continue
            }
            switch event {
            case .candidate(let start, let index):
                parse(candidateAt: start, index: index, into: batch)
            case .element(let start, let end, let index, let line):
                let jsonLines = splitter.format == .jsonLines
                let bytes = UnsafeBufferPointer(rebasing: splitter.bytes[start..<end])
                let number = jsonLines ? line : index
                let origin = jsonLines ? StreamPosition(line: line, column: 1) : splitter.position(at: start)
                // An element larger than a batch goes over as bytes: its entries would be
                // held twice more (here and in the batch) for the one thread that decodes it.
                let parsed: Void? =
                    bytes.count > batchSize
                    ? nil
                    : elements.parseEntries(bytes, leading: false) { entries, _, trailingCommas in
                        batch.addParsedElement(
                            bytes, entries: entries, trailingCommas: trailingCommas, number: number,
                            isLine: jsonLines, origin: origin)
                    }
                if parsed == nil { batch.addElement(bytes, number: number, isLine: jsonLines, origin: origin) }
            case .finished:
                splitting = false
                if let text = splitter.envelopeText { settings.envelope?.receive(text) }
            default:
                if let issue = StreamLevelIssue(event, splitter: &splitter) { batch.addIssue(issue) }
            }
        }
        return batch.isEmpty ? nil : batch
    }

    /// Reads the next chunk into the splitter, or marks the end of the input; a read that
    /// fails ends the stream with its issue after the elements so far, as in the
    /// sequential session.
    private func read(failuresInto batch: ParallelStreamBatch<Model>) {
        do {
            if !(try input.read(upTo: chunkSize) { splitter.append($0) }) { inputEnded = true }
        } catch {
            batch.addIssue(StreamLevelIssue(readFailure: error))
            splitting = false
        }
    }

    /// An array element offered in place: parsed here, as the sequential session does,
    /// and added with its entries; when it does not parse, or does not end where an
    /// element should, it is rejected and the splitter hands it out whole.
    private func parse(candidateAt start: Int, index: Int, into batch: ParallelStreamBatch<Model>) {
        let rest = UnsafeBufferPointer(rebasing: splitter.bytes[start...])
        let added: Bool? = elements.parseEntries(rest, leading: true) { entries, end, trailingCommas in
            guard splitter.accept(valueEnd: start + end) else { return false }
            let element = UnsafeBufferPointer(rebasing: rest[..<end])
            let origin = splitter.position(at: start)
            if end > batchSize {
                // As for a large element handed out whole: bytes only.
                batch.addElement(element, number: index, isLine: false, origin: origin)
            } else {
                batch.addParsedElement(
                    element, entries: entries, trailingCommas: trailingCommas, number: index, isLine: false,
                    origin: origin)
            }
            return true
        }
        if added != true { splitter.reject() }
    }

    // MARK: Workers

    /// Starts one worker thread fewer than `threadCount` (the iterating thread is the last).
    private func startWorkers() {
        workersStarted = true
        let work = self.work
        let settings = self.settings
        // The worker's body as a method of the shared, `Sendable` work: the thread's block
        // then captures no generic metatype. `Model`'s conformance is not isolated to any
        // actor (decoding is synchronous and runs on any thread), so using it there is safe.
        let runWorker: @Sendable (StreamSettings) -> Void = work.runWorker
        for _ in 1..<Swift.max(threadCount, 2) {
            let thread = Thread { runWorker(settings) }
            thread.stackSize = Self.workerStackSize
            thread.name = "SmartCodable stream worker"
            work.workerStarting()
            thread.start()
        }
    }
}
