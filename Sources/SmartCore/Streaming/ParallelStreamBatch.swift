/// A run of consecutive stream elements (about a quarter chunk), copied out of the
/// splitter's buffer so that any thread can decode them, with the stream-level issues
/// found between them, in input order.
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
    /// The elements' bytes, kept until the batch is handed out so that their storage can
    /// serve a later batch.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    @exclusivity(unchecked) private(set) var elements: [ParallelStreamElement] = []
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

    /// An empty batch whose bytes go into `storage` (empty, possibly with capacity).
    init(listens: Bool, issueLimit: Int, storage: [UInt8]) {
        self.listens = listens
        self.issueLimit = issueLimit
        bytes = storage
    }

    deinit {
        guard let models else { return }
        (models + takenCount).deinitialize(count: modelCount - takenCount)
        models.deallocate()
    }

    /// Whether nothing was added.
    var isEmpty: Bool { elements.isEmpty && issues.isEmpty }

    /// Adds a copy of an element's bytes; `number` is its index, or its line in JSON Lines.
    func addElement(_ element: UnsafeBufferPointer<UInt8>, number: Int, isLine: Bool, origin: StreamPosition) {
        let start = bytes.count
        bytes.append(contentsOf: element)
        elements.append(
            ParallelStreamElement(start: start, end: bytes.count, number: number, isLine: isLine, origin: origin))
    }

    /// Adds an issue about the stream after the elements so far.
    func addIssue(_ issue: StreamLevelIssue) {
        issues.append((elements.count, issue))
    }

    /// Decodes every element with `decoder` (owned by the calling thread), stopping early
    /// when `shouldStop` says so (the batch is then never handed out).
    func decode(with decoder: StreamElementDecoder<Model>, shouldStop: () -> Bool) {
        let storage = UnsafeMutablePointer<Model>.allocate(capacity: Swift.max(elements.count, 1))
        models = storage
        becameModel.reserveCapacity(elements.count)
        if listens { logs.reserveCapacity(elements.count) }
        bytes.withUnsafeBufferPointer { all in
            for element in elements {
                if shouldStop() { return }
                let log = listens ? IssueLog(limit: issueLimit) : nil
                let model = decoder.decodeWhole(
                    UnsafeBufferPointer(rebasing: all[element.start..<element.end]),
                    step: element.isLine ? .line(element.number) : .index(element.number), log: log
                ) { element.origin }
                var became = false
                if let model {
                    (storage + modelCount).initialize(to: model)
                    modelCount += 1
                    became = true
                }
                becameModel.append(became)
                if listens { logs.append(log) }
            }
        }
    }

    /// The storage of the bytes, emptied, for another batch; documents that models kept
    /// were detached from it when they were decoded.
    func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// The next model not yet taken, moved out; nil when every one was.
    func takeModel() -> Model? {
        guard let models, takenCount < modelCount else { return nil }
        takenCount += 1
        return (models + (takenCount - 1)).move()
    }
}
