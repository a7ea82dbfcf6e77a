/// A property type decoded entry by entry from a JSON object, where a bad entry must
/// fail on its own instead of falling back (`@SmartCompact.Dictionary` skips such
/// entries). The SmartCodable decoder gives it a strict keyed container.
package protocol SmartKeyedCollection: SpecialDecodeShape {
    /// Whether the call's key strategy rewrites the entry keys.
    static var rewritesKeys: Bool { get }
}
