import Foundation
import SmartCore

/// Base64 text ⇄ `Data`.
///
/// Reads a JSON string holding standard base64 (`"aGk="` → the bytes of "hi"; `""` is
/// empty `Data`). Anything else (invalid base64, numbers, bools, null, arrays, objects)
/// gives nil. Writes standard base64 with padding.
///
/// ```swift
/// static func mappingForValue() -> [SmartValueTransformer]? {
///     [CodingKeys.avatar <--- SmartDataTransformer()]
/// }
/// ```
public struct SmartDataTransformer: ValueTransformable, Sendable {
    /// The property type: `Data`.
    public typealias Object = Data
    /// The JSON form: base64 text.
    public typealias JSON = String

    /// The transformer; it has no settings.
    public init() {}

    /// The bytes of a base64 string, or nil.
    public func transformFromJSON(_ value: Any) -> Data? {
        guard let text = value as? String else { return nil }
        return Data(base64Encoded: text)
    }

    /// `value` as base64.
    public func transformToJSON(_ value: Data) -> String? {
        value.base64EncodedString()
    }
}
