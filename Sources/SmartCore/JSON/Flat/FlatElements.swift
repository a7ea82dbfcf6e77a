/// The elements of an array cursor, in document order: the one walk over an array's
/// entries (`for element in array.elements`), each step jumping over the element's whole
/// subtree with `FlatDocument.next(after:)`.
struct FlatElements: Sequence, IteratorProtocol {
    unowned(unsafe) let document: FlatDocument
    /// The entry of the next element.
    private var index: Int
    private var remaining: Int

    @inline(__always)
    init(of array: FlatCursor) {
        document = array.document
        index = array.index + 1
        remaining = Int(array.entry.length)
    }

    @inline(__always)
    mutating func next() -> FlatCursor? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let element = FlatCursor(document, index)
        index = document.next(after: index)
        return element
    }
}

extension FlatCursor {
    /// The elements of this array (the cursor must be on an array).
    @inline(__always)
    var elements: FlatElements { FlatElements(of: self) }

    /// Element `position` of this array, or nil when there is no such element.
    func element(at position: Int) -> FlatCursor? {
        guard position >= 0, position < Int(entry.length) else { return nil }
        var elements = self.elements
        for _ in 0..<position { _ = elements.next() }
        return elements.next()
    }
}
