/// Where one element of a parallel batch is: its bytes in the batch, its number (its
/// index in an array, its line in JSON Lines) and where it starts in the stream. Plain
/// integers, so that batches are filled and read without reference counting.
struct ParallelStreamElement {
    let start: Int
    let end: Int
    let number: Int
    /// Whether `number` is a line (JSON Lines) rather than an index.
    let isLine: Bool
    let origin: StreamPosition
}
