import Foundation
import SmartCore

/// Turns the Foundation values `@SmartAny` and `@SmartCompact` hold back into JSON.
///
/// Dictionaries and arrays are walked; strings, numbers (`NSNumber` and `SmartJSONNumber`
/// included), booleans and `NSNull` become JSON scalars; anything `Encodable` (models, dates…) is encoded with
/// default settings; an empty optional is `null`, and so is any other value with no
/// JSON form.
enum AnyJSONConversion {
    static func json(_ value: Any) -> SmartJSONValue {
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.unwrappedValue else { return .null }
            return json(wrapped)
        }
        if let json = value as? SmartJSONValue { return json }
        if let dictionary = value as? [String: Any] {
            return .object(SmartJSONObject(dictionary.map { ($0.key, json($0.value)) }))
        }
        if let array = value as? [Any] {
            return .array(array.map(json))
        }
        if let scalar = try? SmartJSONValue(any: value) { return scalar }
        if let encodable = value as? any Encodable, let encoded = try? SmartJSONValue(encoding: encodable) {
            return encoded
        }
        return .null
    }
}
