import Foundation

/// Converts Foundation object graphs (`[String: Any]`, `[Any]`, `NSNumber`, …) into
/// `JSONValue` without a `JSONSerialization` round trip.
///
/// Numbers are told apart by their real type: only a genuine boolean `NSNumber`
/// (`kCFBooleanTrue`/`kCFBooleanFalse`, which `JSONSerialization` and `NSNumber(value: true)`
/// produce) becomes a JSON bool; an `Int8` or `char` `NSNumber` stays a number. The
/// metatype is checked before any `as?` cast, because on Linux a Swift `Int` inside `Any`
/// would otherwise bridge to `NSNumber` and from there to `Bool`.
struct JSONBridge {
    /// Called for a value with no JSON form; returns a replacement, or nil to leave the
    /// value out (the member or element disappears).
    let onUnsupported: (JSONBridgingError) -> JSONValue?
    private var path: [String] = []

    init(onUnsupported: @escaping (JSONBridgingError) -> JSONValue?) {
        self.onUnsupported = onUnsupported
    }

    /// The class of the two boolean `NSNumber` singletons.
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    mutating func convert(_ value: Any) -> JSONValue? {
        let valueType = type(of: value)
        if valueType == String.self, let text = value as? String { return .string(text) }
        if valueType is NSNumber.Type, let number = value as? NSNumber { return convert(number) }
        if valueType == Int.self, let number = value as? Int { return .number(JSONNumber(number)) }
        if valueType == Double.self, let number = value as? Double { return .number(JSONNumber(number)) }
        if valueType == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let object = value as? [String: Any] { return convert(object: object) }
        if let elements = value as? [Any] { return convert(array: elements) }
        if value is NSNull { return .null }
        if let optional = value as? any OptionalBridgeable {
            guard let wrapped = optional.wrappedAny else { return .null }
            return convert(wrapped)
        }
        if let number = convertOtherNumber(value, type: valueType) { return .number(number) }
        if valueType is NSString.Type, let text = value as? String { return .string(text) }
        if let text = value as? Substring { return .string(String(text)) }
        if let object = value as? [AnyHashable: Any] { return convert(hashableKeyed: object) }
        return onUnsupported(JSONBridgingError(path: renderedPath, typeName: String(describing: valueType)))
    }

    private func convert(_ number: NSNumber) -> JSONValue {
        if ObjectIdentifier(type(of: number)) == JSONBridge.booleanNumberClass {
            return .bool(number.boolValue)
        }
        if let decimal = number as? NSDecimalNumber {
            return .number(JSONNumber(decimal.decimalValue))
        }
        switch String(cString: number.objCType) {
        case "f": return .number(JSONNumber(number.floatValue))
        case "d": return .number(JSONNumber(number.doubleValue))
        case "Q", "L", "I", "S", "C": return .number(JSONNumber(number.uint64Value))
        default: return .number(JSONNumber(number.int64Value))
        }
    }

    private func convertOtherNumber(_ value: Any, type valueType: Any.Type) -> JSONNumber? {
        switch value {
        case let number as Int8: return JSONNumber(number)
        case let number as Int16: return JSONNumber(number)
        case let number as Int32: return JSONNumber(number)
        case let number as Int64: return JSONNumber(number)
        case let number as UInt: return JSONNumber(number)
        case let number as UInt8: return JSONNumber(number)
        case let number as UInt16: return JSONNumber(number)
        case let number as UInt32: return JSONNumber(number)
        case let number as UInt64: return JSONNumber(number)
        case let number as Float: return JSONNumber(number)
        case let number as CGFloat: return JSONNumber(Double(number))
        case let number as Decimal: return JSONNumber(number)
        default: return nil
        }
    }

    private mutating func convert(object: [String: Any]) -> JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        for (key, element) in object {
            path.append(key)
            if let converted = convert(element) { members.append(JSONObject.Member(key: key, value: converted)) }
            path.removeLast()
        }
        return .object(JSONObject(members: members, repeatedKeys: false))
    }

    private mutating func convert(hashableKeyed object: [AnyHashable: Any]) -> JSONValue? {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(object.count)
        for (key, element) in object {
            guard let name = key.base as? String else {
                return onUnsupported(JSONBridgingError(
                    path: renderedPath, typeName: "Dictionary with \(String(describing: type(of: key.base))) keys"))
            }
            path.append(name)
            if let converted = convert(element) { members.append(JSONObject.Member(key: name, value: converted)) }
            path.removeLast()
        }
        return .object(JSONObject(members: members, repeatedKeys: false))
    }

    private mutating func convert(array: [Any]) -> JSONValue {
        var elements: [JSONValue] = []
        elements.reserveCapacity(array.count)
        for (position, element) in array.enumerated() {
            path.append("[\(position)]")
            if let converted = convert(element) { elements.append(converted) }
            path.removeLast()
        }
        return .array(elements)
    }

    private var renderedPath: String {
        var text = ""
        for component in path {
            if !text.isEmpty, !component.hasPrefix("[") { text += "." }
            text += component
        }
        return text
    }
}
