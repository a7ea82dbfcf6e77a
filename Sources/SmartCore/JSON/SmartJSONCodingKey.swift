/// A coding key made at run time from any string or integer, for containers whose keys
/// are not known statically (JSON objects, mapped keys, flattened models).
public struct SmartJSONCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The key's text; for a key made from an integer, its decimal digits.
    public let stringValue: String
    /// The array position, for a key made from an integer; otherwise nil.
    public let intValue: Int?

    /// A key with this text and no integer value.
    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A key for an array position; its text is the number's digits.
    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// A key written as a string literal: `let key: SmartJSONCodingKey = "user_id"`.
    public init(stringLiteral value: String) {
        self.init(stringValue: value)
    }

    /// The key of an array position, written `Index N` in logs.
    public init(index: Int) {
        self.init(intValue: index)
    }
}
