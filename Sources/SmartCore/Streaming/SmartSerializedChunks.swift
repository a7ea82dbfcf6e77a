import Foundation

/// The models of a sequence as JSON Lines or one JSON array, encoded lazily into chunks
/// of about `chunkSize` bytes as they are awaited (see
/// `Sequence.serializedChunks(format:options:useMappedKeys:chunkSize:)`): a response body
/// or upload stream that never holds more than one chunk.
///
/// The loop throws `EncodingError` for a model that cannot be encoded, after handing out
/// the elements encoded before it, and `CancellationError` once the task is cancelled.
public struct SmartSerializedChunks<Models: Sequence>: AsyncSequence where Models.Element: SmartEncodable {
    /// Each element is one chunk of the encoded text.
    public typealias Element = Data

    let models: Models
    let format: SmartStreamFormat
    let options: Set<SmartEncodingOption>?
    let useMappedKeys: Bool
    let chunkSize: Int

    /// Starts encoding from a new iterator of the models.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            models: models.makeIterator(),
            builder: StreamChunkBuilder(
                format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: chunkSize))
    }

    /// Encodes models until a chunk is full, then hands it out.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var models: Models.Iterator
        private var builder: StreamChunkBuilder<Models.Element>
        private var finished = false
        /// An encoding error held back while the elements before it are handed out.
        private var heldError: (any Error)?

        init(models: Models.Iterator, builder: StreamChunkBuilder<Models.Element>) {
            self.models = models
            self.builder = builder
        }

        /// The next chunk; nil after the last one.
        public mutating func next() async throws -> Data? {
            if let error = heldError {
                heldError = nil
                throw error
            }
            guard !finished else { return nil }
            do {
                while !builder.hasFullChunk {
                    try Task.checkCancellation()
                    guard let model = models.next() else {
                        builder.close()
                        finished = true
                        let rest = builder.takePending()
                        return rest.isEmpty ? nil : rest
                    }
                    try builder.add(model)
                }
            } catch {
                finished = true
                let pending = builder.takePending()
                guard error is EncodingError, !pending.isEmpty else { throw error }
                // First the elements encoded before the failing one, then the error.
                heldError = error
                return pending
            }
            return builder.takePending()
        }
    }
}

extension SmartSerializedChunks: Sendable where Models: Sendable {}
