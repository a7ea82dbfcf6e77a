/// A run of consecutive stream elements (about one chunk's worth), copied out of the
/// splitter's buffer so that any thread can decode them, with the stream-level issues
/// found between them, in input order.
///
/// Unchecked `Sendable`: a batch goes through three owners, one at a time, and each
/// handover happens under the lock of its `ParallelStreamWork`. The iterating thread
/// fills it before it is queued; the one thread that claims it from the queue decodes it;
/// the iterating thread reads its outcomes only after the work says it is done. So its
/// models (which need not be `Sendable`) and issue logs are each handed over once.
final class ParallelStreamBatch<Model: SmartDecodable>: @unchecked Sendable {
    /// One thing in the batch, in stream order.
    enum Entry {
        /// An element: its bytes in `bytes`, its path step and where it starts in the stream.
        case element(Range<Int>, step: PathStep, origin: StreamPosition)
        /// An issue about the stream, delivered between the elements around it.
        case issue(StreamLevelIssue)
    }

    /// What one entry became.
    enum Outcome {
        /// The element's model (nil when it was skipped) and its issues, if anyone listens.
        case element(Model?, IssueLog?)
        case issue(StreamLevelIssue)
    }

    /// Whether anyone listened for reports when the batch was made: elements get an issue
    /// log only then, as in the sequential session.
    let listens: Bool
    /// The issue limit of each element's log.
    let issueLimit: Int
    private(set) var bytes: [UInt8] = []
    private(set) var entries: [Entry] = []
    /// Filled by `decode`, one per entry.
    private(set) var outcomes: [Outcome] = []
    /// Set under the work's lock when `outcomes` is complete.
    var isDone = false

    init(listens: Bool, issueLimit: Int, expectedByteCount: Int) {
        self.listens = listens
        self.issueLimit = issueLimit
        bytes.reserveCapacity(expectedByteCount)
    }

    /// Whether nothing was added.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds a copy of an element's bytes.
    func addElement(_ element: UnsafeBufferPointer<UInt8>, step: PathStep, origin: StreamPosition) {
        let start = bytes.count
        bytes.append(contentsOf: element)
        entries.append(.element(start..<bytes.count, step: step, origin: origin))
    }

    /// Adds an issue about the stream after the elements so far.
    func addIssue(_ issue: StreamLevelIssue) {
        entries.append(.issue(issue))
    }

    /// Decodes every element with `elements` (owned by the calling thread), stopping early
    /// when `shouldStop` says so (the outcomes are then never read).
    func decode(with elements: StreamElementDecoder<Model>, shouldStop: () -> Bool) {
        outcomes.reserveCapacity(entries.count)
        bytes.withUnsafeBufferPointer { all in
            for entry in entries {
                switch entry {
                case .element(let range, let step, let origin):
                    if shouldStop() { return }
                    let log = listens ? IssueLog(limit: issueLimit) : nil
                    let model = elements.decodeWhole(
                        UnsafeBufferPointer(rebasing: all[range]), step: step, log: log
                    ) { origin }
                    outcomes.append(.element(model, log))
                case .issue(let issue):
                    outcomes.append(.issue(issue))
                }
            }
        }
        // The bytes are no longer needed (documents kept by models were detached from them).
        bytes = []
    }
}
