import SmartCore

/// The lines that share one path in a block, with the path's steps and their types.
struct LogContainer {
    /// The path as recorded, with each step's own type.
    var path: [SmartDecodingIssue.PathComponent]
    /// The path as grouping and ordering see it.
    var steps: [LogPathStep]
    var lines: [LogLine]

    init(path: [SmartDecodingIssue.PathComponent]) {
        self.path = path
        self.steps = path.map(LogPathStep.init)
        self.lines = []
    }

    /// Whether the path goes through an array element (its lines take part in deduplication).
    var isUnderArrayElement: Bool { steps.contains(where: \.isIndex) }

    /// The container line for step `position`: `items: [Item]` or `Index 2`.
    func label(at position: Int) -> String {
        let component = path[position]
        if let index = component.index {
            return SmartSentinel.unKeyContainerSign + LogPathStep.indexLabel(index)
        }
        return SmartSentinel.keyContainerSign + (component.key ?? "") + ": "
            + ContainerTypeName.render(component.typeName)
    }
}
