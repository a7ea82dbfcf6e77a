/// A property type that wants JSON `null` handed to its own `init(from:)` instead of the
/// decoder falling back to the initializer value (`@SmartAny` when
/// `SmartCodableOptions.ignoreNull` is off).
package protocol SmartNullAccepting {
    static var acceptsNull: Bool { get }
}
