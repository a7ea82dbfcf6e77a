/// A property wrapper that value transformers see through: a transformer registered for
/// the property works on the wrapped value in both directions.
public protocol SmartTransformableWrapper {
    /// A wrapper holding a transformer's output, or nil when the output has the wrong type.
    static func wrapping(transformed value: Any) -> Self?

    /// The value handed to the transformer's `transformToJSON`.
    var transformableValue: Any { get }
}
