/// One generated property, ready to be written.
struct PropertyDeclaration: Equatable {
    /// The JSON key it reads.
    var key: String
    /// The Swift name, not yet escaped.
    var name: String
    /// The declared type, optional mark included: `Int`, `[Runway]?`, `Any?`.
    var type: String
    /// The initializer value (`0`, `""`, `[]`, `Runway()`); nil for optionals.
    var initialValue: String?
    /// Declared with `@SmartAny`.
    var isSmartAny: Bool
    /// A comment written above the property.
    var note: String?
    /// Needs a `mappingForKey()` entry `CodingKeys.name <--- "key"`.
    var mapsKey: Bool
    /// Needs a `mappingForValue()` entry with `SmartDateTransformer(strategy: .iso8601)`.
    var isDate: Bool
}
