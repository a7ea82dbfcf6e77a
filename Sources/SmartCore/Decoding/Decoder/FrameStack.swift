/// The decoder's nesting levels (`DecodingFrame`s), root first, in one buffer it owns.
///
/// A keyed container updates its frame's lookup hints on every property it decodes. In a
/// Swift array each such update in place first checks that the array's storage is not
/// shared (twice per property: about 3% of a twitter.json decode); here a frame is reached
/// with one bounds check and updated where it is. The storage is a `MoveStack`, so it has
/// exactly one owner and the frames left in it are released with it.
struct FrameStack: ~Copyable {
    private var frames: MoveStack<DecodingFrame>

    init(capacity: Int = 16) {
        frames = MoveStack(capacity: capacity)
    }

    var count: Int { frames.count }
    var isEmpty: Bool { frames.count == 0 }

    /// Adds `frame` on top.
    @inline(__always)
    mutating func append(_ frame: consuming DecodingFrame) {
        frames.push(frame)
    }

    /// Drops the top frame, if there is one.
    @inline(__always)
    mutating func removeLast() {
        frames.removeLast(1)
    }

    /// The frame at `index`, read and updated in place. An index at or above `count` is a
    /// bug in the decoder, and stops it as an array would.
    subscript(index: Int) -> DecodingFrame {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: frames.count), "no decoding frame at this level")
            return UnsafePointer(frames.pointer(at: index))
        }
        @inline(__always)
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: frames.count), "no decoding frame at this level")
            return frames.pointer(at: index)
        }
    }

    /// Each frame's step, root first (for coding paths).
    var steps: [PathStep] {
        frames.elements(from: 0).map(\.step)
    }
}
