/// The members of an object cursor, in document order: the one walk over an object's
/// entries (`for member in object.members`). Each member is its name entry (read it with
/// `FlatDocument.string(at:)`) and its value.
struct FlatMembers: Sequence, IteratorProtocol {
    /// One member: the entry of its name, and its value (the entry after the name).
    struct Member {
        let name: Int
        let value: FlatCursor
    }

    unowned(unsafe) let document: FlatDocument
    /// The name entry of the next member.
    private var index: Int
    private var remaining: Int

    @inline(__always)
    init(of object: FlatCursor) {
        document = object.document
        index = object.index + 1
        remaining = Int(object.entry.length)
    }

    @inline(__always)
    mutating func next() -> Member? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let member = Member(name: index, value: FlatCursor(document, index + 1))
        index = document.next(after: index + 1)
        return member
    }
}

extension FlatCursor {
    /// The members of this object (the cursor must be on an object).
    @inline(__always)
    var members: FlatMembers { FlatMembers(of: self) }
}
