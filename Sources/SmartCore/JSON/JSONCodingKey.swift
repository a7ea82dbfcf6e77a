/// A coding key made at run time from any string or integer, for containers whose keys
/// are not known statically (JSON objects, mapped keys, flattened models).
public struct JSONCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String
    public let intValue: Int?

    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    public init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    public init(stringLiteral value: String) {
        self.init(stringValue: value)
    }

    /// The key of an array position, written `Index N` in logs.
    public init(index: Int) {
        self.init(intValue: index)
    }
}
