extension SmartJSONValue {
    /// A scalar Foundation value (a string, a number type, `NSNumber`, `Bool`, `NSNull`) as
    /// JSON; containers and values with no JSON form give nil. For code that receives
    /// transformer input and wants to read it by the library's rules.
    public init?(scalar value: Any) {
        if let text = value as? String {
            self = .string(text)
            return
        }
        if value is [Any] || value is [String: Any] { return nil }
        guard let json = try? SmartJSONValue(any: value) else { return nil }
        switch json {
        case .array, .object: return nil
        default: self = json
        }
    }
}
