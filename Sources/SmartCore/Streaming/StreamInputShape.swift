import Foundation

/// What an async byte source yields: single bytes or chunks of them.
enum StreamInputShape: Sendable {
    /// `UInt8`s (`URLSession.AsyncBytes`, `FileHandle.AsyncBytes`).
    case bytes
    /// Values conforming to `DataProtocol` (`Data`, `[UInt8]`).
    case chunks

    /// Adds `element` to `pending`; true when the bytes so far should be decoded now: after
    /// every chunk, and after a byte that may end a stream element (a line feed, comma or
    /// closing bracket), so each model comes out as soon as its last byte has arrived.
    func absorb<Element>(_ element: Element, into pending: inout [UInt8]) throws -> Bool {
        switch self {
        case .bytes:
            let byte = try SmartDecoderImpl.same(element, as: UInt8.self)
            pending.append(byte)
            return byte == 0x0A || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                || pending.count >= StreamReading.chunkSize
        case .chunks:
            guard let chunk = element as? any DataProtocol else { return false }
            append(chunk, to: &pending)
            return true
        }
    }

    private func append<Chunk: DataProtocol>(_ chunk: Chunk, to pending: inout [UInt8]) {
        for region in chunk.regions { region.withUnsafeBytes { pending.append(contentsOf: $0) } }
    }
}
