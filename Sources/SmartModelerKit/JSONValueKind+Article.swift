import SmartCore

extension SmartJSONValue.Kind {
    /// "an" before `object` and `array`, "a" before the rest: for messages.
    var article: String {
        switch self {
        case .object, .array: return "an"
        default: return "a"
        }
    }
}
