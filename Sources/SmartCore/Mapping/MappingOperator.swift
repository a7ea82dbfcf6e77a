infix operator <--- : SmartMappingPrecedence

/// Groups `<---` below every standard operator, so both sides can be expressions.
precedencegroup SmartMappingPrecedence {
    lowerThan: NilCoalescingPrecedence
    higherThan: AssignmentPrecedence
}

/// Reads the property at `location` from the JSON key or dotted path `key`.
public func <--- (location: any CodingKey, key: String) -> SmartKeyTransformer {
    SmartKeyTransformer(location: location, candidates: [key])
}

/// Reads the property at `location` from the first usable of `keys` (see `SmartKeyTransformer`).
public func <--- (location: any CodingKey, keys: [String]) -> SmartKeyTransformer {
    SmartKeyTransformer(location: location, candidates: keys)
}

/// Converts the property at `location` with `transformer` in both directions.
public func <--- (location: any CodingKey, transformer: any ValueTransformable) -> SmartValueTransformer {
    SmartValueTransformer(location: location, performer: transformer)
}
