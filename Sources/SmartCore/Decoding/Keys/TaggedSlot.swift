/// What a model context's tag table holds for one coding-key tag (see `CodingKeyTag`):
/// the number of the key's slot and the slot's name bytes side by side, so that a
/// property lookup goes from the key's byte to the name it compares with one load.
///
/// Reaching the name through the slot instead (the context, its array of slots, the
/// slot object, then its bytes) was a chain of four dependent loads on every property
/// read by tag.
struct TaggedSlot {
    /// The first byte of the slot's name; the slot owns the bytes, and the context that
    /// owns the table keeps the slot as long as itself.
    let nameStart: UnsafePointer<UInt8>?
    /// The length of the name in bytes.
    let nameCount: UInt32
    /// One more than the slot's position in its context; 0 while the tag has not been
    /// looked up.
    let number: UInt16
    /// Whether the property's initializer value is nil, once an optional property of the
    /// slot needed a fallback: the question every `null` and every missing key of an
    /// optional asks, answered here without the model context.
    var initializer = InitializerState.unknown

    /// What a `TaggedSlot` knows of its property's initializer value.
    enum InitializerState: UInt8 {
        case unknown, isNil, isNotNil
    }

    /// The entry of a tag not looked up yet.
    init() {
        nameStart = nil
        nameCount = 0
        number = 0
    }

    /// The entry of a tag whose key is `slot`, at position `number - 1`.
    init(slot: KeySlot, number: Int) {
        nameStart = slot.utf8.baseAddress
        // Slot names come from Swift strings and slot numbers stay within
        // `ModelContext.slotLimit`: both fit.
        nameCount = UInt32(truncatingIfNeeded: slot.utf8.count)
        self.number = UInt16(truncatingIfNeeded: number)
    }

    /// The slot's name as UTF-8.
    @inline(__always)
    var name: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nameStart, count: Int(nameCount)) }
}
