import Foundation

extension Sequence where Element: SmartEncodable {
    /// Writes the models as JSON Lines (the default) or one JSON array, handing `output`
    /// chunks of about `chunkSize` bytes, in bounded memory (see `SmartStreamWriter`).
    /// Throws `EncodingError` for a model that cannot be encoded (the elements before it
    /// have been handed out), and whatever `output` throws.
    public func serializeElements(
        format: SmartStreamFormat = .jsonLines, options: Set<SmartEncodingOption>? = nil, useMappedKeys: Bool = false,
        chunkSize: Int = 64 * 1024, to output: (Data) throws -> Void
    ) throws {
        try withoutActuallyEscaping(output) { output in
            let writer = SmartStreamWriter<Element>(
                format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: chunkSize, output: output)
            do {
                try writer.write(contentsOf: self)
            } catch let error as EncodingError {
                // The elements before the one that failed are handed out, as promised.
                try writer.handOutPending()
                throw error
            }
            try writer.finish()
        }
    }

    /// Writes the models as JSON Lines (the default) or one JSON array to `handle`, from
    /// its current offset (see `serializeElements(format:options:useMappedKeys:chunkSize:to:)`).
    public func serializeElements(
        format: SmartStreamFormat = .jsonLines, options: Set<SmartEncodingOption>? = nil, useMappedKeys: Bool = false,
        to handle: FileHandle
    ) throws {
        try serializeElements(format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: 1 << 20) {
            chunk in
            try handle.write(contentsOf: chunk)
        }
    }

    /// The models as JSON Lines (the default) or one JSON array, in chunks encoded as they
    /// are awaited (see `SmartSerializedChunks`).
    public func serializedChunks(
        format: SmartStreamFormat = .jsonLines, options: Set<SmartEncodingOption>? = nil, useMappedKeys: Bool = false,
        chunkSize: Int = 64 * 1024
    ) -> SmartSerializedChunks<Self> {
        SmartSerializedChunks(
            models: self, format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: chunkSize)
    }
}
