/// What one `deserializeElements` call asked for, handed from the entry point to the
/// iterator and its session.
struct StreamSettings: Sendable {
    var format: SmartStreamFormat
    var options: Set<SmartDecodingOption>?
    /// The path to the array whose elements are streamed, when it is not the whole input.
    var designatedPath: String?
    /// Where the members around the array at `designatedPath` go, when anyone wants them.
    var envelope: SmartStreamEnvelope?
    /// The largest element read; a larger one is skipped without being kept.
    var maximumElementBytes: Int
    /// How many threads decode elements (1: the calling thread alone).
    var parallelism: Int

    init(
        format: SmartStreamFormat, options: Set<SmartDecodingOption>?, designatedPath: String? = nil,
        envelope: SmartStreamEnvelope? = nil, maximumElementBytes: Int = SmartStreamLimits.defaultMaximumElementBytes,
        parallelism: Int = 1
    ) {
        self.format = format
        self.options = options
        self.designatedPath = designatedPath
        self.envelope = envelope
        self.maximumElementBytes = max(maximumElementBytes, 1)
        self.parallelism = max(parallelism, 1)
    }
}
