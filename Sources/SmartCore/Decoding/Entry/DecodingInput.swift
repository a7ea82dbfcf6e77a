import Foundation

/// What a top-level decode call starts from.
enum DecodingInput {
    /// JSON bytes; a top-level scalar parses but is not a model.
    case data(Data)
    /// JSON text; the top level must be an object or an array.
    case text(String)
    /// Foundation objects (`[String: Any]`, `[Any]`).
    case foundation(Any)
    /// Property-list bytes.
    case propertyList(Data)
    /// An already parsed tree.
    case json(SmartJSONValue)
    /// No input (`deserialize(from: nil)`): the call fails, and says so in its report.
    case missing

    /// `make(value)`, or `.missing` when the caller's input is nil: the one place the
    /// `deserialize` overloads turn an optional input into a decoding input.
    @inline(__always)
    static func given<Value>(_ value: Value?, _ make: (Value) -> DecodingInput) -> DecodingInput {
        guard let value else { return .missing }
        return make(value)
    }
}
