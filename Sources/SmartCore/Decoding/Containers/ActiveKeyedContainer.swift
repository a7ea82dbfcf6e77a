/// The keyed container of the model a thread is decoding, as the overloads of
/// `KeyedDecodingContainer+Properties.swift` recognise it: they call it directly instead
/// of going through the standard library's type-erasing box.
///
/// A model's compiler-generated `init(from:)` reads each property through
/// `KeyedDecodingContainer`, a wrapper around a box class that forwards every call to the
/// decoder's container. That forwarding is generic code in the standard library, compiled
/// once for every container: per property it looks up the container's key type in the
/// runtime, copies the key and the container through value witnesses and makes two
/// indirect calls, about as much work as SmartCodable's own lookup of the property
/// (twitter.json: 4.8% of a decode's instructions, about 10% of its time). SmartCodable cannot
/// change the box, but its overloads are the ones the compiler picks (a method declared in
/// an extension outside the standard library shadows the standard library's method of the
/// same signature), so they can skip it when the container is SmartCodable's.
///
/// Recognising the container without the box's help:
/// - A `KeyedDecodingContainer` is one word, the address of its box (checked once, at run
///   time: `wrappersAreOneWord`), and a lent container's wrapper is made once and kept by
///   its `KeyedContainerLease`, so that word names the lease's container for as long as
///   the lease lives.
/// - When the decoder lends a model its container, it records the wrapper's word and the
///   container in the `DecodingThreadState` of the thread running the decode call
///   (`activate`), and puts back what was there when the model's frame is left
///   (`restore`), also when decoding throws. So the thread's record names the container
///   of the model whose `init(from:)` is running, and after a nested model the outer
///   model's again. The decoder notes the call's thread when the call starts and records
///   nothing when a model asks for its container on another thread (an `init(from:)` that
///   hands work to another thread): the record is always put back in the cell it was
///   written to, which lives as long as the call's thread.
/// - An overload compares its own first word with the record. Equal means the very wrapper
///   the decoder handed out (the lease keeps its box alive, so no other wrapper can have
///   that address); anything else (another decoder's container, a nested or second
///   container of the same model, another thread's) takes the standard path, through the
///   box, exactly as before. (A copy of the wrapper kept after its model reaches the same
///   container either way: the box forwards to it too.)
///
/// The container is called exactly as the box would have called it, so the result,
/// errors and reports are the same either way.
@usableFromInline
struct ActiveKeyedContainer {
    /// The wrapper's one word: the address of the standard library's box.
    @usableFromInline let wrapperWord: UInt
    /// The `SmartKeyedDecodingContainer<Key>` the wrapper forwards to, unretained (its
    /// lease keeps it).
    @usableFromInline let container: UnsafeRawPointer

    /// Whether a `KeyedDecodingContainer` is one word, as every standard library so far
    /// makes it. If one ever is not, no container is recorded and every overload takes the
    /// standard path.
    static let wrappersAreOneWord =
        MemoryLayout<KeyedDecodingContainer<IndexCodingKey>>.size == MemoryLayout<UInt>.size

    /// The first word of `wrapper` (a `KeyedDecodingContainer` is at least one word: it
    /// holds a reference to its box).
    @inlinable
    static func word<Key>(of wrapper: borrowing KeyedDecodingContainer<Key>) -> UInt {
        withUnsafePointer(to: wrapper) { UnsafeRawPointer($0).load(as: UInt.self) }
    }

    // MARK: The decoder's side

    /// Makes this the active container in `cell`, the cell of the thread running the
    /// decode call, and returns the record it replaces (nil for none), to hand back to
    /// `restore` when the model is done.
    func activate(in cell: DecodingThreadCell.Pointer) -> ActiveKeyedContainer? {
        let previous = cell.pointee.activeContainer
        cell.pointee.activeContainer = self
        return previous
    }

    /// Puts back in `cell` the record `activate` replaced there.
    static func restore(_ previous: ActiveKeyedContainer?, in cell: DecodingThreadCell.Pointer) {
        cell.pointee.activeContainer = previous
    }

    // MARK: The overloads' side

    /// The container behind `wrapper` when it is the calling thread's active one.
    @inlinable
    static func container<Key>(behind wrapper: borrowing KeyedDecodingContainer<Key>) -> UnsafeRawPointer? {
        container(behindWord: word(of: wrapper))
    }

    /// The active container when its wrapper's word is `word`.
    @usableFromInline
    static func container(behindWord word: UInt) -> UnsafeRawPointer? {
        guard let active = DecodingThreadCell.existing()?.pointee.activeContainer, active.wrapperWord == word else {
            return nil
        }
        return active.container
    }

    /// Calls `body` with the container at `container`, which it does not retain.
    @inline(__always)
    static func with<Key: CodingKey, Result>(
        _ container: UnsafeRawPointer, keyedBy key: Key.Type,
        _ body: (SmartKeyedDecodingContainer<Key>) throws -> Result
    ) rethrows -> Result {
        try Unmanaged<SmartKeyedDecodingContainer<Key>>.fromOpaque(container)._withUnsafeGuaranteedRef(body)
    }
}
