/// One model type as seen by one decode call: its shared plan, plus its value
/// transformers, which are made once per call because they need not be `Sendable`.
final class ModelContext {
    let type: any SmartDecodable.Type
    let plan: ModelPlan
    /// Whether the type is a collection of models, which is never finished itself.
    let isCollection: Bool
    /// Whether the type codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool

    init(type: any SmartDecodable.Type) {
        self.type = type
        self.plan = ModelPlan.plan(for: type)
        self.isCollection = plan.isCollection
        self.isSubclassCoding = plan.isSubclassCoding
    }

    /// Property key → transformer, from `mappingForValue()`; nil when there are none.
    private(set) lazy var transformers: [String: SmartValueTransformer]? = {
        guard let list = type.mappingForValue(), !list.isEmpty else { return nil }
        var table: [String: SmartValueTransformer] = [:]
        for transformer in list { table[transformer.location.stringValue] = transformer }
        return table
    }()

    /// Runs `didFinishMapping()` on `value`, which has this context's model type.
    func finish<T>(_ value: inout T) {
        guard !isCollection else { return }
        type.finishMapping(of: &value)
    }
}
