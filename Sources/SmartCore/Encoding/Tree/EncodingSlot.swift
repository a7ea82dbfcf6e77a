/// What a value wrote into its encoder: nothing yet, a single value, or a container.
enum EncodingSlot {
    case empty
    case value(SmartJSONValue)
    case object(ObjectBuffer)
    case array(ArrayBuffer)

    /// The finished value; nil when nothing was written.
    func finish() -> SmartJSONValue? {
        switch self {
        case .empty: return nil
        case .value(let value): return value
        case .object(let object): return object.finish()
        case .array(let array): return array.finish()
        }
    }
}

/// A nested container (or a super encoder) whose contents are written after the slot
/// that holds it was created.
enum PendingNode {
    case object(ObjectBuffer)
    case array(ArrayBuffer)
    case encoder(SmartEncoderImpl)

    func finish() -> SmartJSONValue {
        switch self {
        case .object(let object): return object.finish()
        case .array(let array): return array.finish()
        case .encoder(let encoder): return encoder.finishedValue() ?? .object(SmartJSONObject())
        }
    }
}
