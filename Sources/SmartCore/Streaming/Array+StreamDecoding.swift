import Foundation

extension Array where Element: SmartDecodable {
    /// The models of a JSON array or JSON Lines document, decoded one at a time as the
    /// sequence is iterated, each with the tolerance of `deserialize(from:)`.
    ///
    /// An element that is not an object (or cannot be decoded at all) becomes `Element()`;
    /// one that is not valid JSON is skipped, and decoding goes on with the next one. Each
    /// element's issues are delivered as a report of their own, whose paths start with the
    /// element's index (`[12]`) or, for JSON Lines, its line (`line 13`).
    ///
    /// - Parameters:
    ///   - format: `.jsonArray`, `.jsonLines`, or `.automatic` (an array when the first
    ///     byte that is not whitespace is `[`).
    ///   - options: the decoding options, as for `deserialize(from:options:)`.
    public static func deserializeElements(
        from data: Data, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> SmartDecodedElements<Element> {
        SmartDecodedElements(source: .data(data), format: format, options: options, chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines text (see `deserializeElements(from: Data)`).
    public static func deserializeElements(
        from json: String, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> SmartDecodedElements<Element> {
        deserializeElements(from: Data(json.utf8), format: format, options: options)
    }

    /// The models of a JSON array or JSON Lines file, read a chunk at a time, so memory
    /// stays bounded by the largest element whatever the file's size (see
    /// `deserializeElements(from: Data)`). Throws when the file cannot be opened.
    public static func deserializeElements(
        contentsOf url: URL, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) throws -> SmartDecodedElements<Element> {
        _ = try StreamFileReader(contentsOf: url)
        return SmartDecodedElements(
            source: .file(url), format: format, options: options, chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines stream read from `handle` (a file, a pipe,
    /// standard input) from its current offset, a chunk at a time (see
    /// `deserializeElements(from: Data)`). The caller closes the handle.
    public static func deserializeElements(
        from handle: FileHandle, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> SmartDecodedElements<Element> {
        SmartDecodedElements(
            source: .handle(handle), format: format, options: options, chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines stream arriving byte by byte (such as
    /// `URLSession.AsyncBytes` or `FileHandle.AsyncBytes`), decoded as they are awaited:
    /// each model comes out as soon as its last byte has arrived.
    public static func deserializeElements<Bytes: AsyncSequence>(
        from bytes: Bytes, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> SmartAsyncDecodedElements<Element, Bytes> where Bytes.Element == UInt8 {
        SmartAsyncDecodedElements(base: bytes, format: format, options: options, input: .bytes)
    }

    /// The models of a JSON array or JSON Lines stream arriving in chunks (`Data` or
    /// `[UInt8]`, such as a server's request body), decoded as they are awaited.
    public static func deserializeElements<Chunks: AsyncSequence>(
        from chunks: Chunks, format: SmartStreamFormat = .automatic, options: Set<SmartDecodingOption>? = nil
    ) -> SmartAsyncDecodedElements<Element, Chunks> where Chunks.Element: DataProtocol {
        SmartAsyncDecodedElements(base: chunks, format: format, options: options, input: .chunks)
    }
}
