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
    /// The noted types, by metadata address, guarded by `lock` (beside it, not a
    /// `LockedValue` around it: see `PlainLock`). Boxed so the table's value type needs no
    /// metadata of an existential metatype.
    nonisolated(unsafe) private static var noted = TypeKeyedTable<EncodableModelType>()
    private static let lock = PlainLock()

    /// Records that `type` is `Encodable`.
    static func note(_ type: any Encodable.Type) {
        let identifier = ObjectIdentifier(type)
        lock.withLock {
            if noted.value(for: identifier) == nil { noted.set(EncodableModelType(type: type), for: identifier) }
        }
    }

    /// Whether `type` has been noted (for tests: `encodableType` answers either way).
    static func hasNoted(_ type: Any.Type) -> Bool {
        lock.withLock { noted.value(for: ObjectIdentifier(type)) } != nil
    }

    /// `type` as an `Encodable` type: from the noted types, else asked of the runtime.
    static func encodableType(_ type: Any.Type) -> (any Encodable.Type)? {
        if let known = lock.withLock({ noted.value(for: ObjectIdentifier(type)) }) { return known.type }
        return type as? any Encodable.Type
    }
}
