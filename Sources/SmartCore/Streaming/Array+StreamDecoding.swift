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
    ///   - designatedPath: the dotted path to the array to stream when it sits inside an
    ///     envelope (`"data.list"`); its elements are read one at a time and the members
    ///     around it are skipped without being kept. nil or `""`: the input is the array
    ///     (or the JSON Lines) itself.
    ///   - envelope: with a `designatedPath`, receives the members around the array (the
    ///     array left out) once the stream has ended, to decode a model of its own.
    ///   - format: `.jsonArray`, `.jsonLines`, or `.automatic` (an array when the first
    ///     byte that is not whitespace is `[`). Ignored with a `designatedPath`, which
    ///     always leads into one JSON document.
    ///   - options: the decoding options, as for `deserialize(from:options:)`.
    ///   - maximumElementBytes: the largest element read; a larger one is skipped without
    ///     being held in memory, with one `.elementTooLarge` issue.
    ///   - parallelism: how many threads decode elements (at most 64): the iterating one
    ///     and `parallelism - 1` helpers, which then also run the models' `init` and
    ///     `didFinishMapping()`. The models still come out in input order, with the same
    ///     reports as with 1; about `parallelism` chunks are read ahead.
    public static func deserializeElements(
        from data: Data, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes, parallelism: Int = 1
    ) -> SmartDecodedElements<Element> {
        SmartDecodedElements(
            source: .data(data),
            settings: StreamSettings(
                format: format, options: options, designatedPath: designatedPath, envelope: envelope,
                maximumElementBytes: maximumElementBytes, parallelism: parallelism),
            chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines text (see `deserializeElements(from: Data)`).
    public static func deserializeElements(
        from json: String, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes, parallelism: Int = 1
    ) -> SmartDecodedElements<Element> {
        deserializeElements(
            from: Data(json.utf8), designatedPath: designatedPath, envelope: envelope, format: format, options: options,
            maximumElementBytes: maximumElementBytes, parallelism: parallelism)
    }

    /// The models of a JSON array or JSON Lines file, read a chunk at a time, so memory
    /// stays bounded by the largest element whatever the file's size (see
    /// `deserializeElements(from: Data)`). Throws when the file cannot be opened.
    public static func deserializeElements(
        contentsOf url: URL, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes, parallelism: Int = 1
    ) throws -> SmartDecodedElements<Element> {
        _ = try StreamFileReader(contentsOf: url)
        return SmartDecodedElements(
            source: .file(url),
            settings: StreamSettings(
                format: format, options: options, designatedPath: designatedPath, envelope: envelope,
                maximumElementBytes: maximumElementBytes, parallelism: parallelism),
            chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines stream read from `handle` (a file, a pipe,
    /// standard input) from its current offset, a chunk at a time (see
    /// `deserializeElements(from: Data)`). The caller closes the handle.
    public static func deserializeElements(
        from handle: FileHandle, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes, parallelism: Int = 1
    ) -> SmartDecodedElements<Element> {
        SmartDecodedElements(
            source: .handle(handle),
            settings: StreamSettings(
                format: format, options: options, designatedPath: designatedPath, envelope: envelope,
                maximumElementBytes: maximumElementBytes, parallelism: parallelism),
            chunkSize: StreamReading.chunkSize)
    }

    /// The models of a JSON array or JSON Lines stream arriving byte by byte (such as
    /// `URLSession.AsyncBytes` or `FileHandle.AsyncBytes`), decoded as they are awaited:
    /// each model comes out as soon as its last byte has arrived (see
    /// `deserializeElements(from: Data)` for the parameters).
    public static func deserializeElements<Bytes: AsyncSequence>(
        from bytes: Bytes, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes
    ) -> SmartAsyncDecodedElements<Element, Bytes> where Bytes.Element == UInt8 {
        SmartAsyncDecodedElements(
            base: bytes,
            settings: StreamSettings(
                format: format, options: options, designatedPath: designatedPath, envelope: envelope,
                maximumElementBytes: maximumElementBytes),
            input: .bytes)
    }

    /// The models of a JSON array or JSON Lines stream arriving in chunks (`Data` or
    /// `[UInt8]`, such as a server's request body), decoded as they are awaited (see
    /// `deserializeElements(from: Data)` for the parameters).
    public static func deserializeElements<Chunks: AsyncSequence>(
        from chunks: Chunks, designatedPath: String? = nil, envelope: SmartStreamEnvelope? = nil,
        format: SmartStreamFormat = .automatic,
        options: Set<SmartDecodingOption>? = nil,
        maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes
    ) -> SmartAsyncDecodedElements<Element, Chunks> where Chunks.Element: DataProtocol {
        SmartAsyncDecodedElements(
            base: chunks,
            settings: StreamSettings(
                format: format, options: options, designatedPath: designatedPath, envelope: envelope,
                maximumElementBytes: maximumElementBytes),
            input: .chunks)
    }
}
