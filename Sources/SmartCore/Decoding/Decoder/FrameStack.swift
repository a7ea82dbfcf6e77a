/// The decoder's nesting levels (`DecodingFrame`s), root first, in one buffer it owns.
///
/// A keyed container updates its frame's lookup hints on every property it decodes. In a
/// Swift array each such update in place first checks that the array's storage is not
/// shared (twice per property: about 3% of a twitter.json decode); here a frame is reached
/// with one bounds check and updated where it is. Move-only, so the buffer has exactly
/// one owner, and `deinit` frees whatever frames are left.
struct FrameStack: ~Copyable {
    private var base: UnsafeMutablePointer<DecodingFrame>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<DecodingFrame>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `frame` on top.
    @inline(__always)
    mutating func append(_ frame: consuming DecodingFrame) {
        if count == capacity { grow() }
        (base + count).initialize(to: frame)
        count &+= 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<DecodingFrame>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Drops the top frame, if there is one.
    @inline(__always)
    mutating func removeLast() {
        guard count > 0 else { return }
        count &-= 1
        (base + count).deinitialize(count: 1)
    }

    /// The frame at `index`, read and updated in place. An index at or above `count` is a
    /// bug in the decoder, and stops it as an array would.
    subscript(index: Int) -> DecodingFrame {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no decoding frame at this level")
            return UnsafePointer(base + index)
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "no decoding frame at this level")
            return base + index
        }
    }

    /// Each frame's step, root first (for coding paths).
    var steps: [PathStep] {
        (0..<count).map { base[$0].step }
    }
}
