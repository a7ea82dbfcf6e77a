/// One thing in a parallel batch, in stream order. Not generic, so that the batches'
/// bookkeeping runs as specialized code whatever the model type.
enum ParallelStreamEntry {
    /// An element: its bytes in the batch's `bytes`, its path step and where it starts in
    /// the stream.
    case element(Range<Int>, step: PathStep, origin: StreamPosition)
    /// An issue about the stream, delivered between the elements around it.
    case issue(StreamLevelIssue)
}
