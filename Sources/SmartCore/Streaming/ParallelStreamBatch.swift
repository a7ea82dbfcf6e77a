/// A run of consecutive stream elements (about a quarter chunk) that any thread can
/// decode, with the stream-level issues found between them, in input order. Each element's
/// bytes are copied out of the splitter's buffer; an element the iterating thread parsed
/// comes with its entries too, so that the thread that decodes it does not parse it again
/// (one that did not parse is parsed again where it is decoded, which reports why). The
/// batch owns that memory, so documents are made, used and freed by the decoding thread
/// alone (memory allocated on one thread and freed on another is much slower to get from
/// the allocator).
///
/// Unchecked `Sendable`: a batch goes through three owners, one at a time, and each
/// handover happens under the lock of its `ParallelStreamWork`. The iterating thread
/// fills it before it is queued; the one thread that claims it from the queue decodes it;
/// the iterating thread takes its models and logs only after the work says it is done.
/// So its models (which need not be `Sendable`) and issue logs are each handed over once,
/// and no access to a property overlaps another (hence the unchecked exclusivity).
///
/// Models are kept in a buffer of `Model`s, not in an array of optionals or enums: code
/// generic over a model type from another module is not specialized, and every such
/// container would cost a type-metadata lookup per element.
final class ParallelStreamBatch<Model: SmartDecodable>: @unchecked Sendable {
    /// Whether anyone listened for reports when the batch was made: elements get an issue
    /// log only then, as in the sequential session.
    let listens: Bool
    /// The issue limit of each element's log.
    let issueLimit: Int
    /// The elements' bytes and entries, kept until the batch is handed out so that their
    /// memory can serve a later batch.
    @exclusivity(unchecked) private var storage: ParallelStreamStorage
    @exclusivity(unchecked) private(set) var elements: [ParallelStreamElement] = []
    /// The trailing commas inside parsed elements, by element (rarely any).
    @exclusivity(unchecked) private var trailingCommas: [Int: [Int]] = [:]
    /// Issues about the stream, each with the number of this batch's elements before it.
    @exclusivity(unchecked) private(set) var issues: [(elementsBefore: Int, issue: StreamLevelIssue)] = []
    /// Per element, in order: whether it became a model (false: it was skipped).
    @exclusivity(unchecked) private(set) var becameModel: [Bool] = []
    /// Per element, in order, when anyone listens: its issues.
    @exclusivity(unchecked) private(set) var logs: [IssueLog?] = []
    /// The models decoded, in order; `takeModel` moves them out one at a time.
    @exclusivity(unchecked) private var models: UnsafeMutablePointer<Model>?
    @exclusivity(unchecked) private var modelCount = 0
    @exclusivity(unchecked) private var takenCount = 0
    /// Set under the work's lock when the batch is decoded.
    @exclusivity(unchecked) var isDone = false

    /// An empty batch that fills `storage` (empty, possibly with capacity).
    init(listens: Bool, issueLimit: Int, storage: ParallelStreamStorage) {
        self.listens = listens
        self.issueLimit = issueLimit
        self.storage = storage
    }

    deinit {
        guard let models else { return }
        (models + takenCount).deinitialize(count: modelCount - takenCount)
        models.deallocate()
    }

    /// Whether nothing was added.
    var isEmpty: Bool { elements.isEmpty && issues.isEmpty }

    /// The bytes of the elements so far.
    var byteCount: Int { storage.bytes.count }

    /// Adds a copy of an element's bytes, to be parsed where it is decoded; `number` is its
    /// index, or its line in JSON Lines.
    func addElement(_ element: UnsafeBufferPointer<UInt8>, number: Int, isLine: Bool, origin: StreamPosition) {
        let start = storage.bytes.count
        storage.bytes.append(contentsOf: element)
        elements.append(
            ParallelStreamElement(
                start: start, end: storage.bytes.count, entryStart: 0, entryCount: 0, number: number, isLine: isLine,
                origin: origin))
    }

    /// Adds an element parsed already: copies of its bytes and its entries (which point
    /// into those bytes), and the trailing commas inside it.
    func addParsedElement(
        _ element: UnsafeBufferPointer<UInt8>, entries: UnsafeBufferPointer<FlatEntry>, trailingCommas commas: [Int],
        number: Int, isLine: Bool, origin: StreamPosition
    ) {
        let start = storage.bytes.count
        storage.bytes.append(contentsOf: element)
        let entryStart = storage.entries.count
        storage.entries.append(contentsOf: entries)
        if !commas.isEmpty { trailingCommas[elements.count] = commas }
        elements.append(
            ParallelStreamElement(
                start: start, end: storage.bytes.count, entryStart: entryStart, entryCount: entries.count,
                number: number, isLine: isLine, origin: origin))
    }

    /// Adds an issue about the stream after the elements so far.
    func addIssue(_ issue: StreamLevelIssue) {
        issues.append((elements.count, issue))
    }

    /// Decodes every element with `decoder` (owned by the calling thread), stopping early
    /// when `shouldStop` says so (the batch is then never handed out).
    func decode(with decoder: StreamElementDecoder<Model>, shouldStop: () -> Bool) {
        let modelStorage = UnsafeMutablePointer<Model>.allocate(capacity: Swift.max(elements.count, 1))
        models = modelStorage
        becameModel.reserveCapacity(elements.count)
        if listens { logs.reserveCapacity(elements.count) }
        storage.bytes.withUnsafeBufferPointer { allBytes in
            storage.entries.withUnsafeBufferPointer { allEntries in
                for (position, element) in elements.enumerated() {
                    if shouldStop() { return }
                    let log = listens ? IssueLog(limit: issueLimit) : nil
                    let model = decode(
                        element, at: position, bytes: allBytes, entries: allEntries, with: decoder, log: log)
                    var became = false
                    if let model {
                        (modelStorage + modelCount).initialize(to: model)
                        modelCount += 1
                        became = true
                    }
                    becameModel.append(became)
                    if listens { logs.append(log) }
                }
            }
        }
    }

    /// Decodes one element: from its entries when it was parsed (and memory for its
    /// document is there), else parsed from its bytes; nil when it was skipped.
    private func decode(
        _ element: ParallelStreamElement, at position: Int, bytes: UnsafeBufferPointer<UInt8>,
        entries: UnsafeBufferPointer<FlatEntry>, with decoder: StreamElementDecoder<Model>, log: IssueLog?
    ) -> Model? {
        let step: PathStep = element.isLine ? .line(element.number) : .index(element.number)
        let elementBytes = UnsafeBufferPointer(rebasing: bytes[element.start..<element.end])
        if element.entryCount > 0,
            var document = FlatDocument.copying(
                UnsafeBufferPointer(rebasing: entries[element.entryStart..<(element.entryStart + element.entryCount)]),
                borrowing: elementBytes, trailingCommas: trailingCommas[position] ?? [])
        {
            return decoder.decode(&document, step: step, log: log) { element.origin }
        }
        return decoder.decodeWhole(elementBytes, step: step, log: log) { element.origin }
    }

    /// The memory of the bytes and entries, emptied, for another batch; documents that
    /// models kept were detached from it when they were decoded.
    func takeStorage() -> ParallelStreamStorage {
        var taken = ParallelStreamStorage()
        swap(&taken, &storage)
        taken.removeAll()
        return taken
    }

    /// The next model not yet taken, moved out; nil when every one was.
    func takeModel() -> Model? {
        guard let models, takenCount < modelCount else { return nil }
        takenCount += 1
        return (models + (takenCount - 1)).move()
    }
}
