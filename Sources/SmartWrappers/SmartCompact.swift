/// Lenient collections: `@SmartCompact.Array` and `@SmartCompact.Dictionary` keep the
/// elements that decode and drop the rest, where a plain property would fall back as a
/// whole.
///
/// ```swift
/// struct Feed: SmartCodable {
///     @SmartCompact.Array var ids: [Int] = []           // ["Tom", 1, {}, 2, 3, "4"] → [1, 2, 3, 4]
///     @SmartCompact.Dictionary var ages: [String: Int] = [:]
/// }
/// ```
public enum SmartCompact {}
