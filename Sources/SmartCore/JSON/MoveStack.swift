/// A growable stack whose top elements leave by moving into a container's storage, with
/// no copies and no reference-count traffic: the parser's scratch space for open containers.
///
/// Move-only, so its storage has exactly one owner, and `deinit` frees whatever is left
/// when parsing stops with an error.
struct MoveStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 1)
        self.base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The elements from `start` to the top, for reading while they stay on the stack.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        guard start >= 0, start <= count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: base + start, count: count - start)
    }

    /// Hands the elements from `start` to the top to `build`, which must move every one
    /// of them out (into a container's storage); they are then off the stack.
    @inline(__always)
    mutating func popMoving<Result>(from start: Int, _ build: (UnsafeMutableBufferPointer<Element>) -> Result) -> Result
    {
        let first = start >= 0 && start <= count ? start : count
        let result = build(UnsafeMutableBufferPointer(start: base + first, count: count - first))
        count = first
        return result
    }

    /// Moves the top element off the stack; nil when it is empty.
    mutating func pop() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return (base + count).move()
    }

    /// The top element in place, for reading and updating; valid until the next push
    /// (which may move the storage). The stack must not be empty.
    @inline(__always)
    var topPointer: UnsafeMutablePointer<Element> { base + (count &- 1) }

    /// The element at `index` in place, for reading and updating; valid until the next
    /// push. `index` must be below `count`.
    @inline(__always)
    func pointer(at index: Int) -> UnsafeMutablePointer<Element> { base + index }

    /// The element at `index`, which must be below `count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
    }

    /// Drops the top `count` elements.
    @inline(__always)
    mutating func removeLast(_ dropped: Int) {
        guard dropped > 0, dropped <= count else { return }
        (base + count - dropped).deinitialize(count: dropped)
        count &-= dropped
    }
}
