extension FlatDocument {
    /// The value at a dot-separated path from the root, as `SmartJSONValue.value(atPath:)`
    /// reads it: member names in objects, zero-based indices in arrays, empty and
    /// all-whitespace segments skipped, repeated names resolved to the last one.
    func cursor(atPath path: String) -> FlatCursor? {
        var current = FlatCursor(self, 0)
        for segment in path.split(separator: ".", omittingEmptySubsequences: true) {
            if segment.allSatisfy(\.isWhitespace) { continue }
            switch current.flatKind {
            case .object:
                guard let next = KeyLookup.value(named: String(segment), in: current) else { return nil }
                current = next
            case .array:
                guard let position = Int(segment), let element = current.element(at: position) else { return nil }
                current = element
            default:
                return nil
            }
        }
        return current
    }
}
