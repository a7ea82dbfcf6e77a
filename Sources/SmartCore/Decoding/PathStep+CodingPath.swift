extension PathStep {
    /// The coding path that `steps` lead to from `base`: keys as they are, array positions
    /// as `Index N` keys; steps that stay on the same value add nothing.
    static func codingPath(from base: [any CodingKey], through steps: some Sequence<PathStep>) -> [any CodingKey] {
        var path = base
        for step in steps {
            switch step {
            case .same: break
            case .key(let key): path.append(key)
            case .index(let index): path.append(IndexCodingKey(index))
            }
        }
        return path
    }
}
