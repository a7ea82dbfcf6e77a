/// How a stream of models is laid out.
public enum SmartStreamFormat: Sendable, Hashable {
    /// Told from the first byte that is not whitespace: `[` starts a JSON array, anything
    /// else is read as JSON Lines. When writing, JSON Lines.
    case automatic
    /// One top-level JSON array whose elements are the models.
    case jsonArray
    /// JSON Lines (`.jsonl`, NDJSON): one JSON value per line, blank lines skipped.
    case jsonLines
}
