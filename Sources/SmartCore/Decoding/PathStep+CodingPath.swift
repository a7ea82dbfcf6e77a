extension PathStep {
    /// The coding key this step adds to a coding path, if any.
    var codingKey: (any CodingKey)? {
        switch self {
        case .same: return nil
        case .key(let key): return key
        case .name(let name): return SmartJSONCodingKey(stringValue: name)
        case .index(let index): return IndexCodingKey(index)
        case .line(let line): return SmartJSONCodingKey(stringValue: PathStep.lineName(line))
        }
    }

    /// The coding path that `steps` lead to from `base`: keys as they are, array positions
    /// as `Index N` keys; steps that stay on the same value add nothing.
    static func codingPath(from base: [any CodingKey], through steps: some Sequence<PathStep>) -> [any CodingKey] {
        var path = base
        for step in steps {
            if let key = step.codingKey { path.append(key) }
        }
        return path
    }
}
