import Foundation

/// Converts Foundation object graphs (`[String: Any]`, `[Any]`, `NSNumber`, …) into
/// `SmartJSONValue` without a `JSONSerialization` round trip.
///
/// Numbers are told apart by their real type: only a genuine boolean `NSNumber`
/// (`kCFBooleanTrue`/`kCFBooleanFalse`, which `JSONSerialization` and `NSNumber(value: true)`
/// produce) becomes a JSON bool; an `Int8` or `char` `NSNumber` stays a number. The
/// metatype is checked before any `as?` cast, because on Linux a Swift `Int` inside `Any`
/// would otherwise bridge to `NSNumber` and from there to `Bool`.
struct JSONBridge {
    /// Called for a value with no JSON form; returns a replacement, or nil to leave the
    /// value out (the member or element disappears).
    let onUnsupported: (SmartJSONBridgingError) -> SmartJSONValue?

    init(onUnsupported: @escaping (SmartJSONBridgingError) -> SmartJSONValue?) {
        self.onUnsupported = onUnsupported
    }

    /// Containers nested deeper than this are refused (reported as unsupported).
    static let maximumDepth = SmartJSONParsingOptions.maximumSupportedDepth

    /// The class of the two boolean `NSNumber` singletons.
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// What one Foundation value is, before its contents are converted.
    private enum Shape {
        case leaf(SmartJSONValue)
        case array([Any])
        case object([(key: String, value: Any)])
        /// No JSON form; the payload is the type's name.
        case unsupported(String)
    }

    /// A container being converted: its source elements, the next position, and the
    /// converted elements so far. A struct rather than an enum so that `built` is changed
    /// in place (`open[top].array.append(…)`) while nothing else holds its storage: every
    /// append then stays amortized O(1).
    private struct OpenContainer {
        var elements: [Any] = []
        var pairs: [(key: String, value: Any)] = []
        let isObject: Bool
        var next = 0
        var array = SmartJSONArray()
        var object = SmartJSONObject()

        var count: Int { isObject ? pairs.count : elements.count }
    }

    /// Converts `root`. Iterative, so deep object graphs cannot exhaust the stack.
    func convert(_ root: Any) -> SmartJSONValue? {
        var open: [OpenContainer] = []
        var current: Any = root
        descend: while true {
            var result: SmartJSONValue?
            switch shape(of: current) {
            case .leaf(let value):
                result = value
            case .unsupported(let typeName):
                result = onUnsupported(SmartJSONBridgingError(path: JSONBridge.path(of: open), typeName: typeName))
            case .array(let elements):
                if let first = elements.first {
                    if open.count >= JSONBridge.maximumDepth {
                        result = onUnsupported(
                            SmartJSONBridgingError(
                                path: JSONBridge.path(of: open),
                                typeName: "Array nested more than \(JSONBridge.maximumDepth) levels deep"))
                    } else {
                        var container = OpenContainer(elements: elements, isObject: false)
                        container.array.reserveCapacity(elements.count)
                        open.append(container)
                        current = first
                        continue descend
                    }
                } else {
                    result = .array(SmartJSONArray())
                }
            case .object(let pairs):
                if let first = pairs.first {
                    if open.count >= JSONBridge.maximumDepth {
                        result = onUnsupported(
                            SmartJSONBridgingError(
                                path: JSONBridge.path(of: open),
                                typeName: "Dictionary nested more than \(JSONBridge.maximumDepth) levels deep"))
                    } else {
                        var container = OpenContainer(pairs: pairs, isObject: true)
                        container.object.reserveCapacity(pairs.count)
                        open.append(container)
                        current = first.value
                        continue descend
                    }
                } else {
                    result = .object(SmartJSONObject())
                }
            }
            while let top = open.indices.last {
                let next = open[top].next
                if open[top].isObject {
                    // Dictionary keys are distinct: no lookup needed.
                    if let result {
                        open[top].object.appendWithoutLookup(
                            SmartJSONObject.Member(key: open[top].pairs[next].key, value: result))
                    }
                } else if let result {
                    open[top].array.append(result)
                }
                if next + 1 < open[top].count {
                    open[top].next = next + 1
                    current = open[top].isObject ? open[top].pairs[next + 1].value : open[top].elements[next + 1]
                    continue descend
                }
                var finished = open.removeLast()
                if finished.isObject {
                    finished.object.finishBuilding(repeatedKeys: false)
                    result = .object(finished.object)
                } else {
                    result = .array(finished.array)
                }
            }
            return result
        }
    }

    /// The path of the value being converted (`a.b[1]`), from the open containers.
    private static func path(of open: [OpenContainer]) -> String {
        var text = ""
        for container in open {
            if container.isObject {
                if !text.isEmpty { text += "." }
                text += container.pairs[container.next].key
            } else {
                text += "[\(container.next)]"
            }
        }
        return text
    }

    private func shape(of value: Any) -> Shape {
        let valueType = type(of: value)
        if valueType == String.self, let text = value as? String { return .leaf(.string(text)) }
        if valueType is NSNumber.Type, let number = value as? NSNumber { return .leaf(convert(number)) }
        if valueType == Int.self, let number = value as? Int { return .leaf(.number(SmartJSONNumber(number))) }
        if valueType == Double.self, let number = value as? Double { return .leaf(.number(SmartJSONNumber(number))) }
        if valueType == Bool.self, let flag = value as? Bool { return .leaf(.bool(flag)) }
        if let object = value as? [String: Any] { return .object(object.map { (key: $0.key, value: $0.value) }) }
        if let elements = value as? [Any] { return .array(elements) }
        if value is NSNull { return .leaf(.null) }
        if let optional = value as? any OptionalBridgeable {
            guard let wrapped = optional.wrappedAny else { return .leaf(.null) }
            return shape(of: wrapped)
        }
        if let number = convertOtherNumber(value) { return .leaf(.number(number)) }
        if valueType is NSString.Type, let text = value as? String { return .leaf(.string(text)) }
        if let text = value as? Substring { return .leaf(.string(String(text))) }
        if let object = value as? [AnyHashable: Any] {
            var pairs: [(key: String, value: Any)] = []
            pairs.reserveCapacity(object.count)
            for (key, element) in object {
                guard let name = key.base as? String else {
                    return .unsupported("Dictionary with \(String(describing: type(of: key.base))) keys")
                }
                pairs.append((key: name, value: element))
            }
            return .object(pairs)
        }
        return .unsupported(String(describing: valueType))
    }

    private func convert(_ number: NSNumber) -> SmartJSONValue {
        if ObjectIdentifier(type(of: number)) == JSONBridge.booleanNumberClass {
            return .bool(number.boolValue)
        }
        if let decimal = number as? NSDecimalNumber {
            return .number(SmartJSONNumber(decimal.decimalValue))
        }
        switch String(cString: number.objCType) {
        case "f": return .number(SmartJSONNumber(number.floatValue))
        case "d": return .number(SmartJSONNumber(number.doubleValue))
        case "Q", "L", "I", "S", "C": return .number(SmartJSONNumber(number.uint64Value))
        default: return .number(SmartJSONNumber(number.int64Value))
        }
    }

    private func convertOtherNumber(_ value: Any) -> SmartJSONNumber? {
        switch value {
        case let number as Int8: return SmartJSONNumber(number)
        case let number as Int16: return SmartJSONNumber(number)
        case let number as Int32: return SmartJSONNumber(number)
        case let number as Int64: return SmartJSONNumber(number)
        case let number as UInt: return SmartJSONNumber(number)
        case let number as UInt8: return SmartJSONNumber(number)
        case let number as UInt16: return SmartJSONNumber(number)
        case let number as UInt32: return SmartJSONNumber(number)
        case let number as UInt64: return SmartJSONNumber(number)
        case let number as Float: return SmartJSONNumber(number)
        case let number as CGFloat: return SmartJSONNumber(CGFloat.NativeType(number))  // Float on 32-bit watchOS
        case let number as Decimal: return SmartJSONNumber(number)
        case let number as SmartJSONNumber: return number  // kept by `@SmartAny` when no NSNumber holds it
        default: return nil
        }
    }
}
