/// A property wrapper with settings declared on the property (`@SmartDate(encodeFormat:)`,
/// `@SmartHexColor(encodeHexFormat:)`). A decoded wrapper is made by `init(from:)` and
/// cannot see them, so the SmartCodable decoder hands it the property's initializer value
/// to copy them from.
package protocol SmartConfigurableWrapper: SpecialDecodeShape {
    /// This decoded value with the settings declared on `initial`.
    func keepingConfiguration(of initial: Self) -> Self
}
