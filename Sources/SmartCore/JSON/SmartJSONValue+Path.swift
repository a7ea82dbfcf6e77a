extension SmartJSONValue {
    /// The value at a dot-separated path, such as `data.user.name` or `data.items.0.id`.
    ///
    /// Each segment is a member name inside an object, or a zero-based index inside an
    /// array. Empty and all-whitespace segments are skipped (`data..user` works); other
    /// segments are used verbatim (`" data"` does not match `data`). An empty path gives
    /// the whole value. Any segment that does not resolve gives nil.
    public func value(atPath path: String) -> SmartJSONValue? {
        var current = self
        for segment in path.split(separator: ".", omittingEmptySubsequences: true) {
            if segment.allSatisfy(\.isWhitespace) { continue }
            switch current {
            case .object(let object):
                guard let next = object[String(segment)] else { return nil }
                current = next
            case .array(let elements):
                guard let position = Int(segment), elements.indices.contains(position) else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }
}
