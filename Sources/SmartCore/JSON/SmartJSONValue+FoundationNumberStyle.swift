extension SmartJSONValue {
    /// How `SmartJSONValue.foundationValue(numbers:)` turns JSON numbers into Foundation objects.
    ///
    /// Both styles give `NSNumber`s, so `value as? Int`, `as? Double`, `as? Float`,
    /// `as? CGFloat` and `as? Bool` behave as they do with `JSONSerialization` output:
    /// a cast succeeds when the number fits the type exactly. The one platform difference is
    /// Foundation's: on Apple platforms `as? Float` also accepts a fraction that no `Float`
    /// holds exactly (`12.6`) and rounds it; on Linux that cast gives nil.
    public enum FoundationNumberStyle: Sendable, Hashable {
        /// An `NSNumber` holding an `Int64` or `UInt64` when the value is a whole number in
        /// range (`10`, `10.0`, `1e3`), a `Double` otherwise (never rounded through `Float`).
        /// Value transformers receive numbers this way.
        case serialization

        /// The number's type follows how the literal is written, the way `@SmartAny` stores
        /// numbers:
        /// - no point (`12`, `-3`, `1e3`): a whole number within `Int64` is the smallest of
        ///   `Int8`, `UInt8`, `Int16`, `UInt16`, `Int32`, `UInt32`, `Int64` that holds it;
        ///   beyond that a `UInt64` when it fits; otherwise an `NSDecimalNumber` when the
        ///   literal has more than 17 significant digits, else a `Double`;
        /// - a point without exponent (`10.0`, `0.5`): a `Double`;
        /// - a point and an exponent (`1.5e3`): an `NSDecimalNumber`, or a `Double` when
        ///   `Decimal` cannot hold it.
        ///
        /// A number that no finite `Double`, integer or `Decimal` holds (`1e400`) stays a
        /// `SmartJSONNumber`, so writing it back as JSON keeps its literal.
        case literal
    }
}
