/// A stack whose elements are read and updated where they are: the decoder's frames and
/// the direct encoder's levels, root first.
///
/// The coders update the innermost levels on every property or element they handle (a
/// keyed container's lookup hints, a container's count). In a Swift array each such
/// update in place first checks that the array's storage is not shared (twice per
/// property decoded: about 3% of a twitter.json decode); here an element is reached with
/// one bounds check and updated where it is. The storage is a `MoveStack`, so it has
/// exactly one owner and the elements left in it are released with it.
struct InPlaceStack<Element>: ~Copyable {
    private var elements: MoveStack<Element>

    init(capacity: Int = 16) {
        elements = MoveStack(capacity: capacity)
    }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.count == 0 }

    /// Adds `element` on top.
    @inline(__always)
    mutating func append(_ element: consuming Element) {
        elements.push(element)
    }

    /// Drops the top element, if there is one.
    @inline(__always)
    mutating func removeLast() {
        elements.removeLast(1)
    }

    /// Moves the top element out; nil when there is none.
    mutating func popLast() -> Element? {
        elements.pop()
    }

    /// A copy of the top element; nil when there is none.
    var last: Element? {
        elements.count > 0 ? elements.pointer(at: elements.count - 1).pointee : nil
    }

    /// The element at `index`, read and updated in place. An index at or above `count` is
    /// a bug in the coder, and stops it as an array would.
    subscript(index: Int) -> Element {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: elements.count), "no element at this level")
            return UnsafePointer(elements.pointer(at: index))
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: elements.count), "no element at this level")
            return elements.pointer(at: index)
        }
    }

    /// `transform` of each element, root first.
    func map<Result>(_ transform: (Element) throws -> Result) rethrows -> [Result] {
        try elements.elements(from: 0).map(transform)
    }
}
