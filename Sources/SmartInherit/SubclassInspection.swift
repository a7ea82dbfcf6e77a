import SmartCore

/// Finds the stored properties a `SmartSubclass` hierarchy does not declare.
enum SubclassInspection {
    private static let cache = LockedValue<[ObjectIdentifier: [String]]>([:])

    /// Labels (wrapped properties without their `_`) of every class level below the first
    /// `SmartCodable` class, minus `declared`; computed once per class.
    static func undeclaredProperties(of type: any SmartSubclass.Type, declared: Set<String>) -> [String] {
        let identifier = ObjectIdentifier(type)
        if let cached = cache.read({ $0[identifier] }) { return cached }
        var missing: [String] = []
        var mirror: Mirror? = Mirror(reflecting: type.init())
        // Every level that adopts SmartSubclass; the first SmartCodable class above them
        // codes its own properties.
        while let level = mirror, level.subjectType is any SmartSubclass.Type {
            for child in level.children {
                guard let label = child.label else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                if !declared.contains(name), !declared.contains(label) { missing.append(name) }
            }
            mirror = level.superclassMirror
        }
        cache.write { $0[identifier] = missing }
        return missing
    }
}
