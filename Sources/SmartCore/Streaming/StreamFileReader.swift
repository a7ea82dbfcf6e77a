import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a file a chunk at a time for a stream iterator, closing it afterwards when the
/// stream opened it.
///
/// On Linux, chunks are read with `read(2)` straight into one buffer kept for the whole
/// stream: there `FileHandle.read(upToCount:)` reads in pieces of the file system's block
/// size (4 KiB) into a new, growing `Data` per call (32,821 system calls for 128 MB).
/// Apple's Foundation reads a chunk in one call, so other platforms keep `FileHandle`.
final class StreamFileReader {
    private let handle: FileHandle
    private let closesHandle: Bool
    /// The chunk buffer, allocated on the first read and reused.
    private var buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)

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

    deinit {
        buffer.deallocate()
        if closesHandle { try? handle.close() }
    }

    /// Hands `body` the next bytes, at most `count` of them (fewer only at the end of the
    /// file); false at the end of the file, and `body` is not called. Throws when reading
    /// fails.
    func read(upTo count: Int, into body: (UnsafeRawBufferPointer) -> Void) throws -> Bool {
        #if canImport(Glibc) || canImport(Musl)
        if buffer.count < count {
            buffer.deallocate()
            buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        }
        guard let base = buffer.baseAddress, count > 0 else { return false }
        let descriptor = handle.fileDescriptor
        var filled = 0
        while filled < count {
            let result = readBytes(descriptor, base + filled, count - filled)
            if result > 0 {
                filled += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        guard filled > 0 else { return false }
        body(UnsafeRawBufferPointer(start: base, count: filled))
        return true
        #else
        guard let chunk = try handle.read(upToCount: count), !chunk.isEmpty else { return false }
        chunk.withUnsafeBytes(body)
        return true
        #endif
    }
}

#if canImport(Glibc) || canImport(Musl)
/// The C library's `read(2)` (inside the reader, `read` names its own method).
private func readBytes(_ descriptor: CInt, _ destination: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, destination, count)
}
#endif
