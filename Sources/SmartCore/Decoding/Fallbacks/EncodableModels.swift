/// The model types known to be `Encodable` without asking the Swift runtime.
///
/// Reading a model's initializer values runs its own `encode(to:)` (see
/// `PropertyValues`), which needs the model as `any Encodable`. Asking the runtime
/// whether a type is `Encodable` scans every conformance record in the process the first
/// time for each type (about 300,000 instructions on Linux, two of them on a first decode
/// of twitter.json). A `SmartCodable` model says so itself: the defaults of
/// `mappingForKey()` and `mappingForValue()` chosen for an `Encodable` model (see
/// `SmartMappable`) note it here, with the conformance the compiler already has, when the
/// decoder builds the model's plan. A model that implements both itself is asked about as
/// before.
enum EncodableModels {
    /// The noted types, by metadata address. Boxed so the table's value type needs no
    /// metadata of an existential metatype.
    private static let noted = LockedValue(TypeKeyedTable<EncodableModelType>())

    /// Records that `type` is `Encodable`.
    static func note(_ type: any Encodable.Type) {
        let identifier = ObjectIdentifier(type)
        if noted.read({ $0.value(for: identifier) }) != nil { return }
        noted.write { $0.set(EncodableModelType(type: type), for: identifier) }
    }

    /// Whether `type` has been noted (for tests: `encodableType` answers either way).
    static func hasNoted(_ type: Any.Type) -> Bool {
        noted.read { $0.value(for: ObjectIdentifier(type)) } != nil
    }

    /// `type` as an `Encodable` type: from the noted types, else asked of the runtime.
    static func encodableType(_ type: Any.Type) -> (any Encodable.Type)? {
        if let known = noted.read({ $0.value(for: ObjectIdentifier(type)) }) { return known.type }
        return type as? any Encodable.Type
    }
}
