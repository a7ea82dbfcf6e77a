/// Sizes shared by the stream readers.
enum StreamReading {
    /// How many bytes one read of a file (or one slice of `Data`) hands the splitter.
    static let chunkSize = 1 << 20
}
