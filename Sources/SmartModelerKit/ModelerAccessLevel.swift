/// The access level written on generated types and members.
public enum ModelerAccessLevel: String, Sendable, Hashable, CaseIterable {
    /// No modifier: the models are visible inside their module.
    case `internal`
    /// `public` types, properties, initializers and mapping functions, for a library.
    case `public`
}
