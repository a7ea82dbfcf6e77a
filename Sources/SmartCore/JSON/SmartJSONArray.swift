/// The elements of a JSON array: the payload of `SmartJSONValue.array`.
///
/// A value type with copy-on-write storage, like `Array`: the elements live in one heap
/// allocation, shared by copies until one of them is changed. Unlike `Array`, freeing it
/// never recurses into nested containers, so a value nested any number of levels deep
/// can be released on any thread (see `JSONTeardown`).
///
/// ```swift
/// var tags: SmartJSONArray = ["a", "b"]
/// tags.append(3)
/// let json = SmartJSONValue.array(tags)     // ["a","b",3]
/// let plain: [SmartJSONValue] = tags.elements
/// ```
///
/// `Sendable` as `Array` is: storage is shared only while no copy changes it.
public struct SmartJSONArray: @unchecked Sendable {
    /// nil while the array is empty and has reserved no capacity.
    var storage: JSONArrayStorage?

    /// An empty array; it allocates nothing.
    public init() {
        storage = nil
    }

    init(storage: JSONArrayStorage?) {
        self.storage = storage
    }

    /// An array holding `elements`, in order. Another `SmartJSONArray` is shared, not copied.
    public init(_ elements: some Sequence<SmartJSONValue>) {
        if let same = elements as? SmartJSONArray {
            self = same
            return
        }
        if let copied = elements.withContiguousStorageIfAvailable({ SmartJSONArray(copying: $0) }) {
            self = copied
            return
        }
        self.init()
        reserveCapacity(elements.underestimatedCount)
        for element in elements { append(element) }
    }

    /// An array holding copies of `buffer`'s elements, in storage of exactly that size.
    init(copying buffer: UnsafeBufferPointer<SmartJSONValue>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else {
            storage = nil
            return
        }
        let storage = JSONArrayStorage.allocate(capacity: buffer.count)
        storage.withPointers { header, elements in
            elements.initialize(from: source, count: buffer.count)
            header.pointee.count = buffer.count
        }
        self.storage = storage
    }

    /// An array that takes `buffer`'s elements by moving them into one allocation of
    /// exactly their size; `buffer` is left uninitialized. For the parser and bridges.
    init(movingFrom buffer: UnsafeMutableBufferPointer<SmartJSONValue>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else {
            storage = nil
            return
        }
        let storage = JSONArrayStorage.allocate(capacity: buffer.count)
        storage.withPointers { header, elements in
            elements.moveInitialize(from: source, count: buffer.count)
            header.pointee.count = buffer.count
        }
        self.storage = storage
    }

    /// The elements as a Swift array (a copy of this array's element list; the elements
    /// themselves are shared, as copies of values are).
    public var elements: [SmartJSONValue] {
        let count = self.count
        guard count > 0 else { return [] }
        return [SmartJSONValue](unsafeUninitializedCapacity: count) { buffer, initialized in
            withElements { source in
                if let destination = buffer.baseAddress, let from = source.baseAddress {
                    destination.initialize(from: from, count: source.count)
                    initialized = source.count
                }
            }
        }
    }

    /// How many elements the array can hold before it needs a new allocation.
    public var capacity: Int { storage?.elementCapacity ?? 0 }

    /// Calls `body` with the elements in place, for reading.
    @inline(__always)
    func withElements<R>(_ body: (UnsafeBufferPointer<SmartJSONValue>) throws -> R) rethrows -> R {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try storage.withPointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    /// The storage, referenced only by this array and with room for `minimumCapacity`
    /// elements: copied when shared, moved to a larger allocation when full.
    @inline(__always)
    mutating func uniqueStorage(minimumCapacity: Int) -> JSONArrayStorage {
        let unique = isKnownUniquelyReferenced(&storage)
        if unique, let storage, storage.elementCapacity >= minimumCapacity {
            return storage
        }
        return replaceStorage(minimumCapacity: minimumCapacity, moving: unique)
    }

    private mutating func replaceStorage(minimumCapacity: Int, moving: Bool) -> JSONArrayStorage {
        let fresh: JSONArrayStorage
        if let storage {
            fresh = storage.resized(capacity: minimumCapacity, moving: moving)
        } else {
            fresh = JSONArrayStorage.allocate(capacity: minimumCapacity)
        }
        storage = fresh
        return fresh
    }

    /// The capacity to grow to when `needed` elements do not fit in `current`.
    static func grownCapacity(current: Int, needed: Int) -> Int {
        let doubled = current <= Int.max / 2 ? current * 2 : Int.max
        return Swift.max(needed, doubled, 4)
    }

    /// Stops the program when `position` is not a valid element index, as `Array` does.
    @inline(__always)
    private func checkIndex(_ position: Int) {
        precondition(position >= 0 && position < count, "SmartJSONArray index out of range")
    }
}

// MARK: - Collections

extension SmartJSONArray: RandomAccessCollection, MutableCollection {
    /// Elements are indexed by position, from 0.
    public typealias Index = Int
    /// The valid positions, `0..<count`.
    public typealias Indices = Range<Int>

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The element count.
    public var endIndex: Int { storage?.elementCount ?? 0 }

    /// How many elements the array holds.
    public var count: Int { storage?.elementCount ?? 0 }

    /// `true` when the array has no elements.
    public var isEmpty: Bool { count == 0 }

    /// The element at `position`, which must be a valid index.
    public subscript(position: Int) -> SmartJSONValue {
        get {
            checkIndex(position)
            return withElements { $0[position] }
        }
        set {
            checkIndex(position)
            let storage = uniqueStorage(minimumCapacity: 0)
            storage.withPointers { _, elements in
                elements[position] = newValue
            }
        }
    }

    /// The elements in `bounds`, sharing this array's storage. Setting copies the new
    /// elements in; they must be as many as `bounds` covers.
    public subscript(bounds: Range<Int>) -> Slice<SmartJSONArray> {
        get {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "SmartJSONArray range out of bounds")
            return Slice(base: self, bounds: bounds)
        }
        set {
            precondition(newValue.count == bounds.count, "A slice assignment must keep the element count")
            replaceSubrange(bounds, with: newValue)
        }
    }

    /// Calls `body` with the elements in place (always available).
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<SmartJSONValue>) throws -> R) rethrows
        -> R?
    {
        try withElements(body)
    }

    /// Calls `body` with the elements in place for changing them (always available; the
    /// storage is made unique first). `body` must not replace the buffer.
    public mutating func withContiguousMutableStorageIfAvailable<R>(
        _ body: (inout UnsafeMutableBufferPointer<SmartJSONValue>) throws -> R
    ) rethrows -> R? {
        let count = self.count
        guard count > 0 else {
            var empty = UnsafeMutableBufferPointer<SmartJSONValue>(start: nil, count: 0)
            return try body(&empty)
        }
        let storage = uniqueStorage(minimumCapacity: 0)
        return try storage.withPointers { _, elements in
            var buffer = UnsafeMutableBufferPointer(start: elements, count: count)
            defer {
                precondition(buffer.baseAddress == elements && buffer.count == count, "SmartJSONArray storage replaced")
            }
            return try body(&buffer)
        }
    }
}

extension SmartJSONArray: RangeReplaceableCollection {
    /// Makes room for `minimumCapacity` elements, so appending up to that many does not
    /// allocate again.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity || !isKnownUniquelyReferenced(&storage) else { return }
        guard minimumCapacity > 0 || storage != nil else { return }
        _ = uniqueStorage(minimumCapacity: Swift.max(minimumCapacity, count))
    }

    /// Adds `element` at the end; no allocation when the capacity suffices.
    public mutating func append(_ element: SmartJSONValue) {
        let count = self.count
        let storage: JSONArrayStorage
        if isKnownUniquelyReferenced(&self.storage), let current = self.storage, current.elementCapacity > count {
            storage = current
        } else {
            // Shared storage with room is copied at its own capacity; only a full one grows.
            let needed = count + 1
            storage = uniqueStorage(
                minimumCapacity: needed > capacity
                    ? SmartJSONArray.grownCapacity(current: capacity, needed: needed) : capacity)
        }
        storage.withPointers { header, elements in
            (elements + count).initialize(to: element)
            header.pointee.count = count + 1
        }
    }

    /// Replaces the elements in `subrange` with `newElements`; in place when the storage
    /// is unique and large enough.
    public mutating func replaceSubrange<C: Collection<SmartJSONValue>>(_ subrange: Range<Int>, with newElements: C) {
        let oldCount = count
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= oldCount, "SmartJSONArray range out of bounds")
        // `newElements` may be a view of this very array (`a.replaceSubrange(r, with: a[i...])`)
        // whose reference to the storage the optimizer may have left out, so the storage
        // can look unique while the view still reads it: take the elements out first.
        let incoming = ContiguousArray(newElements)
        let insertCount = incoming.count
        let newCount = oldCount - subrange.count + insertCount
        guard newCount > 0 || storage != nil else { return }
        let needed = newCount > capacity ? SmartJSONArray.grownCapacity(current: capacity, needed: newCount) : newCount
        let storage = uniqueStorage(minimumCapacity: needed)
        storage.withPointers { header, elements in
            // Free the replaced elements, shift the tail into place, then fill the gap.
            (elements + subrange.lowerBound).deinitialize(count: subrange.count)
            let tailCount = oldCount - subrange.upperBound
            (elements + subrange.lowerBound + insertCount).moveInitialize(
                from: elements + subrange.upperBound, count: tailCount)
            incoming.withUnsafeBufferPointer { source in
                if let first = source.baseAddress {
                    (elements + subrange.lowerBound).initialize(from: first, count: insertCount)
                }
            }
            header.pointee.count = newCount
        }
    }

    /// Adds the elements of `newElements` at the end, allocating at most once.
    public mutating func append(contentsOf newElements: some Sequence<SmartJSONValue>) {
        // Taken out first, as in `replaceSubrange`: the sequence may be this array itself.
        let incoming = ContiguousArray(newElements)
        guard !incoming.isEmpty else { return }
        let count = self.count
        let newCount = count + incoming.count
        let storage = uniqueStorage(
            minimumCapacity: newCount > capacity
                ? SmartJSONArray.grownCapacity(current: capacity, needed: newCount) : newCount)
        storage.withPointers { header, elements in
            incoming.withUnsafeBufferPointer { source in
                if let first = source.baseAddress {
                    (elements + count).initialize(from: first, count: source.count)
                }
            }
            header.pointee.count = newCount
        }
    }

    /// Removes every element; the allocation is kept only when asked and unshared.
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        if keepCapacity {
            replaceSubrange(0..<count, with: EmptyCollection())
        } else {
            storage = nil
        }
    }
}

// MARK: - Literals, equality, text

extension SmartJSONArray: ExpressibleByArrayLiteral {
    /// An array of the literal's elements.
    public init(arrayLiteral elements: SmartJSONValue...) {
        self.init(elements)
    }
}

extension SmartJSONArray: Hashable {
    /// Element-wise equality, as for `SmartJSONValue`; safe at any depth.
    public static func == (lhs: SmartJSONArray, rhs: SmartJSONArray) -> Bool {
        SmartJSONValue.array(lhs) == SmartJSONValue.array(rhs)
    }

    /// Consistent with `==`: as `SmartJSONValue.array(self)` hashes.
    public func hash(into hasher: inout Hasher) {
        SmartJSONValue.array(self).hash(into: &hasher)
    }
}

extension SmartJSONArray: CustomStringConvertible {
    /// Compact JSON text, as `SmartJSONValue.description` writes it.
    public var description: String { SmartJSONValue.array(self).description }
}
