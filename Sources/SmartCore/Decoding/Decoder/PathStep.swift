/// How the decoder got to a nested value: through an object member, an array element,
/// or nowhere new (a single-value container reading the same value).
enum PathStep {
    case same
    /// A property, by its coding key.
    case key(any CodingKey)
    /// A dictionary member, by the name written in the document.
    case name(String)
    case index(Int)
    /// A JSON Lines element, by its line number (named `line N` in paths).
    case line(Int)

    /// The name a `line` step goes by in coding paths and issue paths.
    static func lineName(_ line: Int) -> String { "line \(line)" }
}

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

/// The coding key of an array position; small enough to live in an existential without
/// allocating.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    init?(intValue: Int) {
        self.index = intValue
    }

    init?(stringValue: String) {
        guard let value = Int(stringValue) else { return nil }
        self.index = value
    }

    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }
}
