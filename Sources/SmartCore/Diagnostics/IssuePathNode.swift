/// One step of an issue's path, linked to the step before it. The decoder makes one per
/// nesting level that reports something, and every issue under that level shares it, so
/// a call's issues take memory in proportion to their number, not to their number times
/// the depth.
final class IssuePathNode: @unchecked Sendable {
    // @unchecked: immutable once made; `parent` is only cleared by `deinit`, which has
    // the node to itself.
    let component: SmartDecodingIssue.PathComponent
    private(set) var parent: IssuePathNode?
    /// How many components the path has, this one included.
    let count: Int

    init(_ component: SmartDecodingIssue.PathComponent, parent: IssuePathNode?) {
        self.component = component
        self.parent = parent
        self.count = (parent?.count ?? 0) + 1
    }

    /// A chain of nodes for `components`, root first.
    static func chain(_ components: [SmartDecodingIssue.PathComponent]) -> IssuePathNode? {
        var node: IssuePathNode?
        for component in components { node = IssuePathNode(component, parent: node) }
        return node
    }

    /// The components from the root to this node.
    var components: [SmartDecodingIssue.PathComponent] {
        var result: [SmartDecodingIssue.PathComponent] = []
        result.reserveCapacity(count)
        var node: IssuePathNode? = self
        while let current = node {
            result.append(current.component)
            node = current.parent
        }
        result.reverse()
        return result
    }

    // Releasing the last reference to a long chain releases its parents one after the
    // other here, instead of one nested deinit per level.
    deinit {
        var pending = parent
        parent = nil
        while var node = pending {
            pending = nil
            guard isKnownUniquelyReferenced(&node) else { return }
            pending = node.parent
            node.parent = nil
        }
    }
}
