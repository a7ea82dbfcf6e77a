/// A model that `deserialize(from:)` can build from untidy JSON.
///
/// Conform, give every stored property an initializer value (or make it optional), and
/// decoding never throws and never crashes: missing keys, `null`, wrong types and
/// unknown enum cases fall back to conversion, then to the property's initializer value,
/// and each fallback is reported to diagnostics.
///
/// ```swift
/// struct User: SmartDecodable {
///     var name: String = ""
///     var age: Int = 0
/// }
/// let user = User.deserialize(from: #"{"name": "Ann", "age": "30"}"#)   // age 30
/// ```
///
/// Structs get `init()` for free when every stored property has an initializer; classes
/// declare `required init() {}`. The other requirements (`didFinishMapping()`,
/// `mappingForKey()`, `mappingForValue()`) come from `SmartMappable` with empty defaults.
public protocol SmartDecodable: Decodable, SmartMappable {}
