/// The current value an update (`SmartUpdater`) decodes over, handed down the decoder as
/// one reference.
///
/// An `Any?` parameter cost every call that passed nil about twenty instructions after
/// it returned: the compiler destroyed the nil through `Optional`'s generic value
/// witnesses. A nil reference costs nothing to pass or drop.
final class UpdateBase {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }
}
