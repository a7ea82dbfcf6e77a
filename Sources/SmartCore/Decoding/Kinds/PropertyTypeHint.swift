#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The type of the property that a compiler-generated `init(from:)` is about to decode on
/// this thread, when it is a nested model or a `SmartCaseDefaultable` enum, as the
/// `KeyedDecodingContainer` overloads hand it over (`KeyedDecodingContainer+Models.swift`
/// and `KeyedDecodingContainer+CaseDefaultable.swift`).
///
/// `DecodeShape` reads it when it meets a type for the first time in the process: a
/// type that matches the hint is `SmartDecodable` (or `SmartCaseDefaultable`), and the
/// hint carries the conformance, so the Swift runtime is not asked. Asking scans every
/// conformance record in the process, once per type: about a quarter of a million
/// instructions on Linux, more in an app with many modules, and the larger part of a
/// first decode of a nested model.
///
/// A hint is only ever used for the type it names, so an old one is harmless: it can
/// only be right. Where threads have no local storage there is no hint, and
/// `DecodeShape` asks the runtime as before.
///
/// Each thread's hints sit in a cell of its own (a model type and an enum type, two words
/// each), allocated on its first hint and freed when the thread ends, written without
/// reference counting: every nested model and enum of every decode writes it, so it
/// costs a thread-local read and two stores.
@usableFromInline
enum PropertyTypeHint {
    /// A thread's hints: the last model type noted, and the last enum type.
    @usableFromInline
    typealias Cell = UnsafeMutablePointer<(model: (any SmartDecodable.Type)?, cases: (any SmartCaseDefaultable.Type)?)>

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// The key of each thread's cell; nil if the system had no key to give.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, { cell in freeHintCell(cell) }) == 0 ? key : nil
    }()

    /// The calling thread's cell, made now if it has none.
    ///
    /// The overloads write through it themselves (`note`, inlined into them): with no
    /// value to keep across the thread-local read, this saves and restores no register.
    @usableFromInline
    static func currentCell() -> Cell? {
        if let cell = existingCell() { return cell }
        guard let key else { return nil }
        return newCell(key: key)
    }

    /// The calling thread's cell if it has one.
    private static func existingCell() -> Cell? {
        guard let key, let stored = pthread_getspecific(key) else { return nil }
        return stored.assumingMemoryBound(to: Cell.Pointee.self)
    }

    /// Makes the calling thread's cell, on its first hint.
    @inline(never)
    private static func newCell(key: pthread_key_t) -> Cell? {
        let cell = Cell.allocate(capacity: 1)
        cell.initialize(to: (nil, nil))
        guard pthread_setspecific(key, cell) == 0 else {
            cell.deallocate()
            return nil
        }
        return cell
    }
    #else
    @usableFromInline
    static func currentCell() -> Cell? { nil }
    private static func existingCell() -> Cell? { nil }
    #endif

    /// Records that the calling thread is about to decode `model`, or a collection of it.
    @inlinable
    static func note(_ model: any SmartDecodable.Type) {
        currentCell()?.pointee.model = model
    }

    /// Records that the calling thread is about to decode the enum `cases`, or a
    /// collection of it.
    @inlinable
    static func note(cases: any SmartCaseDefaultable.Type) {
        currentCell()?.pointee.cases = cases
    }

    /// `type` as a model type when it is the calling thread's model hint; nil otherwise
    /// (which says nothing about whether it is a model).
    static func model(for type: Any.Type) -> (any SmartDecodable.Type)? {
        guard let model = existingCell()?.pointee.model, ObjectIdentifier(model) == ObjectIdentifier(type) else {
            return nil
        }
        return model
    }

    /// `type` as a `SmartCaseDefaultable` type when it is the calling thread's enum hint;
    /// nil otherwise (which says nothing about whether it is one).
    static func cases(for type: Any.Type) -> (any SmartCaseDefaultable.Type)? {
        guard let cases = existingCell()?.pointee.cases, ObjectIdentifier(cases) == ObjectIdentifier(type) else {
            return nil
        }
        return cases
    }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
/// Frees a thread's hint cell when the thread ends (the parameter is optional in Glibc's
/// and Musl's headers and not in Darwin's; both convert to it).
private func freeHintCell(_ cell: UnsafeMutableRawPointer?) {
    cell?.deallocate()
}
#endif
