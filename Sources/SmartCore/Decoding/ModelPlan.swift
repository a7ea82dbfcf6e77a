/// What decoding needs to know about one model type, worked out once per type and
/// shared by every decode in the process.
final class ModelPlan: Sendable {
    /// For each property key with a `mappingForKey` rule, the candidates of the last rule.
    let keyRules: [String: [String]]
    /// A collection of models (`[Model]`), which is never finished itself.
    let isCollection: Bool
    /// A class that codes subclass properties after its inherited coding.
    let isSubclassCoding: Bool

    /// The key each property is written under with `useMappedKeys`: the first candidate
    /// of its last rule.
    func mappedKey(for key: String) -> String? {
        keyRules[key]?.first
    }

    private init(keyRules: [String: [String]], isCollection: Bool, isSubclassCoding: Bool) {
        self.keyRules = keyRules
        self.isCollection = isCollection
        self.isSubclassCoding = isSubclassCoding
    }

    private static let cache = LockedValue<[ObjectIdentifier: ModelPlan]>([:])

    /// The plan for `type`, computed on first use (outside the lock, since it calls the
    /// model's own code).
    static func plan(for type: any SmartMappable.Type) -> ModelPlan {
        let identifier = ObjectIdentifier(type)
        if let cached = cache.read({ $0[identifier] }) { return cached }
        var rules: [String: [String]] = [:]
        for rule in type.mappingForKey() ?? [] {
            rules[rule.location] = rule.candidates  // a later rule for the same key wins
        }
        let plan = ModelPlan(
            keyRules: rules, isCollection: type is any ModelCollection.Type,
            isSubclassCoding: type is any SmartSubclassCoding.Type)
        cache.write { $0[identifier] = plan }
        return plan
    }
}
