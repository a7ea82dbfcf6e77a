/// Whether models are generated as value or reference types.
public enum ModelerDeclarationKind: String, Sendable, Hashable, CaseIterable {
    /// `struct X: SmartCodable { … }`; the memberwise `init()` comes for free.
    case `struct`
    /// `class X: SmartCodable { … required init() {} }`, ready for subclassing with SmartInherit.
    case `class`
}
