import Foundation

/// Lays encoded models out as a JSON array or JSON Lines, in chunks of about `chunkSize`
/// bytes: the one writer behind `SmartStreamWriter` and `SmartSerializedChunks`.
struct StreamChunkBuilder<Model: SmartEncodable> {
    /// `.jsonArray` or `.jsonLines` (`.automatic` writes JSON Lines).
    let format: SmartStreamFormat
    private let settings: EncodingSettings
    let chunkSize: Int
    /// Bytes not handed out yet.
    private(set) var pending = Data()
    private var count = 0
    private(set) var isClosed = false

    init(format: SmartStreamFormat, options: Set<SmartEncodingOption>?, useMappedKeys: Bool, chunkSize: Int) {
        self.format = format == .jsonArray ? .jsonArray : .jsonLines
        settings = EncodingSettings(options: options, useMappedKeys: useMappedKeys)
        self.chunkSize = max(chunkSize, 1)
    }

    /// Encodes `model` after the ones before it. Throws `EncodingError` when it cannot be
    /// encoded (nothing of it is written then), or when the stream was closed.
    mutating func add(_ model: Model) throws {
        guard !isClosed else {
            throw EncodingError.invalidValue(
                model,
                EncodingError.Context(
                    codingPath: [], debugDescription: "The stream is finished; nothing more can be written."))
        }
        let encoded = try TopLevelEncoding.encodedText(model, settings: settings, writing: SmartJSONWritingOptions())
        if format == .jsonArray {
            pending.append(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            pending.append(0x0A)
        }
        pending.append(encoded)
        if format == .jsonLines { pending.append(0x0A) }
        count += 1
    }

    /// Whether a chunk's worth is pending.
    var hasFullChunk: Bool { pending.count >= chunkSize }

    /// Hands out the pending bytes.
    mutating func takePending() -> Data {
        let chunk = pending
        pending = Data()
        return chunk
    }

    /// Ends the stream (an array gets its `]`); later calls do nothing.
    mutating func close() {
        guard !isClosed else { return }
        isClosed = true
        guard format == .jsonArray else { return }
        pending.append(contentsOf: count == 0 ? Array("[]\n".utf8) : Array("\n]\n".utf8))
    }
}
