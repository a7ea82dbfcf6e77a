/// Where a keyed container expects the next member name: JSON usually lists members in
/// declaration order, so each lookup starts where the previous one ended. The hint says
/// which object it belongs to, so a hint left by another container is never trusted.
struct LookupHint {
    /// The document and object entry the hint is for.
    var document: ObjectIdentifier?
    var object = 0
    /// The entry index of the member name to try first.
    var name = 0

    /// The name entry to start at in `object`: the hint when it belongs to this object,
    /// else the first member.
    @inline(__always)
    func start(in object: FlatCursor) -> Int {
        if self.object == object.index, document == ObjectIdentifier(object.document) { return name }
        return object.index + 1
    }
}
