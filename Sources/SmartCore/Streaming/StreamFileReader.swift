import Foundation

/// Reads a file a chunk at a time for a stream iterator, closing it afterwards when the
/// stream opened it.
final class StreamFileReader {
    private let handle: FileHandle
    private let closesHandle: Bool

    /// Reads `handle` from its current offset; the caller keeps ownership.
    init(handle: FileHandle) {
        self.handle = handle
        closesHandle = false
    }

    /// Opens the file at `url` (closed when the reader goes away).
    init(contentsOf url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
        closesHandle = true
    }

    /// The next bytes, or nil at the end of the file.
    func read(upTo count: Int) throws -> Data? {
        guard let chunk = try handle.read(upToCount: count), !chunk.isEmpty else { return nil }
        return chunk
    }

    deinit {
        if closesHandle { try? handle.close() }
    }
}
