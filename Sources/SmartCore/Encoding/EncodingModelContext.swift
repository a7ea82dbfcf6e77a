/// One model type as seen by one encode call: its shared key plan and its value
/// transformers (made once per call; they need not be `Sendable`).
final class EncodingModelContext {
    let plan: ModelPlan
    /// Property key → transformer, from `mappingForValue()`; nil when there are none.
    let transformers: [String: SmartValueTransformer]?
    /// Whether `transformers` is set (see `ModelContext.hasTransformers`).
    let hasTransformers: Bool
    /// Whether the type codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool

    init(type: any SmartMappable.Type) {
        plan = ModelPlan.plan(for: type)
        isSubclassCoding = plan.isSubclassCoding
        transformers = ModelPlan.transformers(of: type)
        hasTransformers = transformers != nil
    }
}

/// What a value transformer writes for a property on encode: `transformToJSON` of the
/// value (or of the value a wrapper holds), when it gives something JSON can hold; nil
/// means "encode the value normally". Shared by both encoders.
enum TransformerEncoding {
    static func json<T>(of value: T, with transformer: SmartValueTransformer) -> SmartJSONValue? {
        var output = transformer.transformToJSON(value)
        if output == nil, let wrapper = value as? any PropertyWrapperable {
            output = transformer.transformToJSON(wrapper.wrappedValue)
        }
        guard let output else { return nil }
        return try? SmartJSONValue(any: output)
    }
}
