import Foundation

/// The models of a sequence as JSON Lines or one JSON array, encoded lazily into chunks
/// of about `chunkSize` bytes as they are awaited (see
/// `Sequence.serializedChunks(format:options:useMappedKeys:chunkSize:)`): a response body
/// or upload stream that never holds more than one chunk.
///
/// The loop throws `EncodingError` for a model that cannot be encoded, and
/// `CancellationError` once the task is cancelled.
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

        init(models: Models.Iterator, builder: StreamChunkBuilder<Models.Element>) {
            self.models = models
            self.builder = builder
        }

        /// The next chunk; nil after the last one.
        public mutating func next() async throws -> Data? {
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
                throw error
            }
            return builder.takePending()
        }
    }
}

extension SmartSerializedChunks: Sendable where Models: Sendable {}
