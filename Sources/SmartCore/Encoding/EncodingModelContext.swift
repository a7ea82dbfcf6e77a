/// One model type as seen by one encode call: its shared key plan and its value
/// transformers (made once per call; they need not be `Sendable`).
final class EncodingModelContext {
    let plan: ModelPlan
    /// Property key → transformer, from `mappingForValue()`; nil when there are none.
    let transformers: [String: SmartValueTransformer]?
    /// Whether the type codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool

    init(type: any SmartMappable.Type) {
        plan = ModelPlan.plan(for: type)
        isSubclassCoding = plan.isSubclassCoding
        if let list = type.mappingForValue(), !list.isEmpty {
            var table: [String: SmartValueTransformer] = [:]
            for transformer in list { table[transformer.location.stringValue] = transformer }
            transformers = table
        } else {
            transformers = nil
        }
    }
}
