import SmartCore

/// One step of a container's path, as far as grouping and ordering care: the key or the
/// index, without the type.
enum LogPathStep: Hashable, Comparable {
    case key(String)
    case index(Int)

    init(_ component: SmartDecodingIssue.PathComponent) {
        if let index = component.index {
            self = .index(index)
        } else {
            self = .key(component.key ?? "")
        }
    }

    /// The same step with any index replaced by one shared value, for deduplication.
    var ignoringIndex: LogPathStep {
        if case .index = self { return .index(0) }
        return self
    }

    var isIndex: Bool {
        if case .index = self { return true }
        return false
    }

    /// How an array step is written: `Index 3`.
    static func indexLabel(_ index: Int) -> String { "Index \(index)" }

    /// Keys in string order, indices in numeric order (`Index 2` before `Index 10`).
    static func < (lhs: LogPathStep, rhs: LogPathStep) -> Bool {
        switch (lhs, rhs) {
        case (.index(let left), .index(let right)): return left < right
        case (.key(let left), .key(let right)): return left < right
        case (.index(let left), .key(let right)): return indexLabel(left) < right
        case (.key(let left), .index(let right)): return left < indexLabel(right)
        }
    }

    /// Whether the path `lhs` is written before `rhs`: step by step, a path before the
    /// paths that continue it.
    static func precedes(_ lhs: [LogPathStep], _ rhs: [LogPathStep]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            return left < right
        }
        return lhs.count < rhs.count
    }
}
