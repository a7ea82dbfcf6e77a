/// What SmartCodable keeps per thread for the `KeyedDecodingContainer` overloads that a
/// model's compiler-generated `init(from:)` calls (see `DecodingThreadCell`).
///
/// Written without reference counting: the overloads read or write it for every
/// property, so it holds metatypes and plain words only.
@usableFromInline
struct DecodingThreadState {
    /// The last model type an overload named (see `PropertyTypeHint`).
    @usableFromInline var model: (any SmartDecodable.Type)?
    /// The last `SmartCaseDefaultable` type an overload named (see `PropertyTypeHint`).
    @usableFromInline var cases: (any SmartCaseDefaultable.Type)?
    /// The keyed container of the model this thread is decoding now, if SmartCodable's
    /// decoder lent it (see `ActiveKeyedContainer`).
    @usableFromInline var activeContainer: ActiveKeyedContainer?

    init() {}
}
