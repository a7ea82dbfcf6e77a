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
/// Each thread's hints sit in its `DecodingThreadCell` (a model type and an enum type, two
/// words each), written without reference counting: every nested model and enum of every
/// decode writes it, so it costs a thread-local read and two stores.
@usableFromInline
enum PropertyTypeHint {
    /// Records that the calling thread is about to decode `model`, or a collection of it.
    @inlinable
    static func note(_ model: any SmartDecodable.Type) {
        DecodingThreadCell.current()?.pointee.model = model
    }

    /// Records that the calling thread is about to decode the enum `cases`, or a
    /// collection of it.
    @inlinable
    static func note(cases: any SmartCaseDefaultable.Type) {
        DecodingThreadCell.current()?.pointee.cases = cases
    }

    /// `type` as a model type when it is the calling thread's model hint; nil otherwise
    /// (which says nothing about whether it is a model).
    static func model(for type: Any.Type) -> (any SmartDecodable.Type)? {
        guard let model = DecodingThreadCell.existing()?.pointee.model,
            ObjectIdentifier(model) == ObjectIdentifier(type)
        else {
            return nil
        }
        return model
    }

    /// `type` as a `SmartCaseDefaultable` type when it is the calling thread's enum hint;
    /// nil otherwise (which says nothing about whether it is one).
    static func cases(for type: Any.Type) -> (any SmartCaseDefaultable.Type)? {
        guard let cases = DecodingThreadCell.existing()?.pointee.cases,
            ObjectIdentifier(cases) == ObjectIdentifier(type)
        else {
            return nil
        }
        return cases
    }
}
