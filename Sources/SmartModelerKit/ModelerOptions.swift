/// What `SmartModeler` generates: names, declaration kind, key handling and typing.
///
/// ```swift
/// var options = ModelerOptions()
/// options.rootName = "Feed"
/// options.declarationKind = .class
/// let source = try SmartModeler(options: options).generate(from: [sample])
/// ```
public struct ModelerOptions: Sendable, Hashable {
    /// The name of the top-level type (`--name`); `Root` by default.
    public var rootName: String
    /// `struct`s (the default) or `class`es with `required init() {}` (`--class`).
    public var declarationKind: ModelerDeclarationKind
    /// How JSON keys reach the properties (`--key-strategy`).
    public var keyStrategy: ModelerKeyStrategy
    /// `internal` (the default, no modifier written) or `public` (`--access public`).
    public var accessLevel: ModelerAccessLevel
    /// Every property optional, whatever the samples show (`--optional-all`). Properties
    /// read through `@SmartAny` keep their own form.
    public var optionalAll: Bool
    /// Strings that are ISO 8601 date-times in every sample become `Date?` read through
    /// `SmartDateTransformer(strategy: .iso8601)` (`--dates`).
    public var detectsDates: Bool

    /// The defaults: `Root`, structs, explicit key mappings, internal access, optionals
    /// only where the samples call for them, dates left as strings.
    public init(
        rootName: String = "Root",
        declarationKind: ModelerDeclarationKind = .struct,
        keyStrategy: ModelerKeyStrategy = .mapping,
        accessLevel: ModelerAccessLevel = .internal,
        optionalAll: Bool = false,
        detectsDates: Bool = false
    ) {
        self.rootName = rootName
        self.declarationKind = declarationKind
        self.keyStrategy = keyStrategy
        self.accessLevel = accessLevel
        self.optionalAll = optionalAll
        self.detectsDates = detectsDates
    }
}
