/// A run of consecutive stream elements (about one chunk's worth), copied out of the
/// splitter's buffer so that any thread can decode them, with the stream-level issues
/// found between them, in input order.
///
/// Unchecked `Sendable`: a batch goes through three owners, one at a time, and each
/// handover happens under the lock of its `ParallelStreamWork`. The iterating thread
/// fills it before it is queued; the one thread that claims it from the queue decodes it;
/// the iterating thread takes its models and logs only after the work says it is done.
/// So its models (which need not be `Sendable`) and issue logs are each handed over once.
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
    /// The elements' bytes, released once they are decoded.
    private(set) var bytes: [UInt8] = []
    private(set) var entries: [ParallelStreamEntry] = []
    /// How many entries are elements.
    private var elementCount = 0
    /// Per element, in order: whether it became a model (false: it was skipped).
    private(set) var becameModel: [Bool] = []
    /// Per element, in order, when anyone listens: its issues.
    private(set) var logs: [IssueLog?] = []
    /// The models decoded, in order; `takeModel` moves them out one at a time.
    private var models: UnsafeMutablePointer<Model>?
    private var modelCount = 0
    private var takenCount = 0
    /// Set under the work's lock when the batch is decoded.
    var isDone = false

    init(listens: Bool, issueLimit: Int, expectedByteCount: Int) {
        self.listens = listens
        self.issueLimit = issueLimit
        bytes.reserveCapacity(expectedByteCount)
    }

    deinit {
        guard let models else { return }
        (models + takenCount).deinitialize(count: modelCount - takenCount)
        models.deallocate()
    }

    /// Whether nothing was added.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds a copy of an element's bytes.
    func addElement(_ element: UnsafeBufferPointer<UInt8>, step: PathStep, origin: StreamPosition) {
        let start = bytes.count
        bytes.append(contentsOf: element)
        entries.append(.element(start..<bytes.count, step: step, origin: origin))
        elementCount += 1
    }

    /// Adds an issue about the stream after the elements so far.
    func addIssue(_ issue: StreamLevelIssue) {
        entries.append(.issue(issue))
    }

    /// Decodes every element with `elements` (owned by the calling thread), stopping early
    /// when `shouldStop` says so (the batch is then never handed out).
    func decode(with elements: StreamElementDecoder<Model>, shouldStop: () -> Bool) {
        let storage = UnsafeMutablePointer<Model>.allocate(capacity: Swift.max(elementCount, 1))
        models = storage
        becameModel.reserveCapacity(elementCount)
        if listens { logs.reserveCapacity(elementCount) }
        bytes.withUnsafeBufferPointer { all in
            for entry in entries {
                guard case .element(let range, let step, let origin) = entry else { continue }
                if shouldStop() { return }
                let log = listens ? IssueLog(limit: issueLimit) : nil
                if let model = elements.decodeWhole(UnsafeBufferPointer(rebasing: all[range]), step: step, log: log, origin: { origin }) {
                    (storage + modelCount).initialize(to: model)
                    modelCount += 1
                    becameModel.append(true)
                } else {
                    becameModel.append(false)
                }
                if listens { logs.append(log) }
            }
        }
        // Documents that models kept were detached from these bytes.
        bytes = []
    }

    /// The next model not yet taken, moved out; nil when every one was.
    func takeModel() -> Model? {
        guard let models, takenCount < modelCount else { return nil }
        takenCount += 1
        return (models + (takenCount - 1)).move()
    }
}
