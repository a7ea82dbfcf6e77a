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
