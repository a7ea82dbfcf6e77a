/// A model's initializer value read by coding key, and what its type alone tells about
/// references. A class, so that a lookup retains it rather than copying the value out.
final class CapturedInitializerValue: @unchecked Sendable {
    // @unchecked: immutable; the value is only handed out when it holds no reference.

    let value: Any
    /// True or false when the type alone tells; nil when only reflection can.
    let holdsReference: Bool?
    /// Whether the value is a nil optional, so that a fallback asked for it (the most
    /// common one: `null` for an optional property) is nil without a dynamic cast.
    let isNil: Bool

    init(value: Any, holdsReference: Bool?) {
        self.value = value
        self.holdsReference = holdsReference
        if case Optional<Any>.none = value {
            isNil = true
        } else {
            isNil = false
        }
    }
}
