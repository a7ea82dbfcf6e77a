import Foundation

/// Writes models one at a time as JSON Lines or as one JSON array, handing the text out
/// in chunks, so a stream of any length is written in bounded memory.
///
/// ```swift
/// let writer = SmartStreamWriter<Order>(format: .jsonLines, to: handle)
/// for order in orders { try writer.write(order) }
/// try writer.finish()
/// ```
///
/// `finish()` writes what is pending (and an array's closing `]`); a writer dropped
/// without it leaves the output incomplete.
public final class SmartStreamWriter<Model: SmartEncodable> {
    private var builder: StreamChunkBuilder<Model>
    private let output: (Data) throws -> Void

    /// A writer that hands each chunk of about `chunkSize` bytes to `output`.
    ///
    /// - Parameters:
    ///   - format: `.jsonLines` (one model per line, the default) or `.jsonArray`;
    ///     `.automatic` writes JSON Lines.
    ///   - options: the encoding options, as for `toJSONString(options:)`.
    ///   - useMappedKeys: write each property under the first key of its `mappingForKey`.
    ///   - chunkSize: how many bytes to collect before handing them out (64 KiB by default,
    ///     at least 1). A chunk ends with the model that fills it, so it may be larger; the
    ///     last one may be smaller.
    ///   - output: receives each chunk, called from `write` and `finish`, which throw what
    ///     it throws.
    public init(
        format: SmartStreamFormat = .jsonLines, options: Set<SmartEncodingOption>? = nil, useMappedKeys: Bool = false,
        chunkSize: Int = 64 * 1024, output: @escaping (Data) throws -> Void
    ) {
        builder = StreamChunkBuilder(
            format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: chunkSize)
        self.output = output
    }

    /// A writer that writes to `handle` from its current offset (the caller closes it).
    public convenience init(
        format: SmartStreamFormat = .jsonLines, options: Set<SmartEncodingOption>? = nil, useMappedKeys: Bool = false,
        to handle: FileHandle
    ) {
        self.init(format: format, options: options, useMappedKeys: useMappedKeys, chunkSize: 1 << 20) { chunk in
            try handle.write(contentsOf: chunk)
        }
    }

    /// Encodes `model` as the next element. Throws `EncodingError` when it cannot be
    /// encoded (nothing of it is written; the stream stays valid) or the writer is
    /// finished, and whatever `output` throws.
    public func write(_ model: Model) throws {
        try builder.add(model)
        if builder.hasFullChunk { try output(builder.takePending()) }
    }

    /// Encodes every model of `models` in order (see `write(_:)`).
    public func write<Models: Sequence>(contentsOf models: Models) throws where Models.Element == Model {
        for model in models { try write(model) }
    }

    /// Hands out what is pending without ending the stream: the elements written before a
    /// model that could not be encoded, so they are not lost with it.
    func handOutPending() throws {
        let pending = builder.takePending()
        if !pending.isEmpty { try output(pending) }
    }

    /// Writes what is pending and ends the stream; later calls do nothing.
    public func finish() throws {
        guard !builder.isClosed else { return }
        builder.close()
        let rest = builder.takePending()
        if !rest.isEmpty { try output(rest) }
    }
}
