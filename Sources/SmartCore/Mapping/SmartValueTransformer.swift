/// A value transformer attached to one property: build it with `<---`, or with
/// `SmartValueTransformer(location:performer:)`.
public struct SmartValueTransformer {
    /// The property's coding key.
    public let location: any CodingKey
    /// The transformer.
    public let performer: any ValueTransformable

    /// Attaches `performer` to the property whose coding key is `location`.
    public init(location: any CodingKey, performer: any ValueTransformable) {
        self.location = location
        self.performer = performer
    }

    /// Runs the transformer on a JSON value given as Foundation objects.
    func transformFromJSON(_ value: Any, context: SmartTransformContext) -> Any? {
        performer.transformFromJSON(value, context: context).map { $0 as Any }
    }

    /// Runs the reverse transform when `value` has the transformer's `Object` type.
    func transformToJSON(_ value: Any) -> Any? {
        func apply<Transformer: ValueTransformable>(_ transformer: Transformer) -> Any? {
            guard let object = value as? Transformer.Object else { return nil }
            return transformer.transformToJSON(object).map { $0 as Any }
        }
        return apply(performer)
    }
}
