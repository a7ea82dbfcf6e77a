/// The requirements `SmartDecodable` and `SmartEncodable` share, with their defaults,
/// declared once so that a type adopting both (`SmartCodable`) has one of each.
public protocol SmartMappable {
    /// A value with every property at its initializer value. Decoding calls it to learn
    /// the fallback values, and to stand in for array elements that are not objects.
    init()

    /// Called once on every decoded instance, after all its properties (and nested
    /// models, which finish first) are set. `SmartUpdater` calls it again after an update.
    mutating func didFinishMapping()

    /// Rules that read properties from other JSON keys or paths: `CodingKeys.id <--- ["user_id", "id"]`.
    static func mappingForKey() -> [SmartKeyTransformer]?

    /// Transformers that turn a property's JSON value into its Swift value and back.
    static func mappingForValue() -> [SmartValueTransformer]?
}

extension SmartMappable {
    /// Does nothing by default.
    public mutating func didFinishMapping() {}
    /// No key rules by default: every property reads its own coding key.
    public static func mappingForKey() -> [SmartKeyTransformer]? { nil }
    /// No value transformers by default.
    public static func mappingForValue() -> [SmartValueTransformer]? { nil }
}
