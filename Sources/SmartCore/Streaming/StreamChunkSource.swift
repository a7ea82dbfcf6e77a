import Foundation

/// The bytes of a synchronous stream (`Data`, or a file read through a
/// `StreamFileReader`), handed out a chunk at a time to whoever splits them.
struct StreamChunkSource {
    private let data: Data?
    private let reader: StreamFileReader?
    /// Data: how much of it has been handed out.
    private var dataOffset = 0

    /// The bytes of `data`, handed out in slices (not copied).
    init(data: Data) {
        self.data = data
        reader = nil
    }

    /// The bytes `reader` reads.
    init(reader: StreamFileReader) {
        data = nil
        self.reader = reader
    }

    /// Hands `body` the next bytes, at most `count` of them; false at the end of the input
    /// (and `body` is not called). Throws what reading the file throws.
    mutating func read(upTo count: Int, into body: (UnsafeRawBufferPointer) -> Void) throws -> Bool {
        if let reader { return try reader.read(upTo: count, into: body) }
        guard let data else { return false }
        let start = dataOffset
        let end = start + Swift.min(count, data.count - start)
        guard start < end else { return false }
        data.withUnsafeBytes { bytes in body(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) }
        dataOffset = end
        return true
    }
}
