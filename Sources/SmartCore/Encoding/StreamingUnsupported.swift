/// Thrown when a value is encoded in a way text cannot be streamed for (a container
/// written to after a later one, `superEncoder`, keys merged from a flattened model…);
/// the call then encodes the value again through the tree encoder.
struct StreamingUnsupported: Error {}
