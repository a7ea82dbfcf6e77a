/// Where one element of a parallel batch is: its bytes in the batch, its entries when it
/// was parsed already, its number (its index in an array, its line in JSON Lines) and
/// where it starts in the stream. Plain integers, so that batches are filled and read
/// without reference counting.
struct ParallelStreamElement {
    let start: Int
    let end: Int
    /// Its first entry in the batch's entries, and how many: none when it was not parsed.
    let entryStart: Int
    let entryCount: Int
    let number: Int
    /// Whether `number` is a line (JSON Lines) rather than an index.
    let isLine: Bool
    let origin: StreamPosition
}
