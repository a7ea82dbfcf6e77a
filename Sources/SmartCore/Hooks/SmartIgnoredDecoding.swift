/// A property type whose key the SmartCodable decoder never reads (`@SmartIgnored`).
///
/// The property keeps its initializer value (during `SmartUpdater.update`, its current
/// value), and nothing is reported for it.
package protocol SmartIgnoredDecoding: SpecialDecodeShape {}
