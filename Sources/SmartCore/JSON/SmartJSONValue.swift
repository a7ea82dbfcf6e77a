/// A JSON document held as a value tree.
///
/// Objects keep their members in document order (see `SmartJSONObject`), numbers keep their
/// literal text (see `SmartJSONNumber`), and the whole tree is an immutable, `Sendable` value.
/// Arrays (`SmartJSONArray`) and objects share their storage between copies until a copy is
/// changed, and a tree nested any number of levels deep is freed without recursion.
///
/// ```swift
/// let json = try SmartJSONValue(parsing: #"{"user": {"name": "Ann", "tags": ["a", "b"]}}"#)
/// json["user"]?["name"]?.stringValue      // "Ann"
/// json.value(atPath: "user.tags.1")        // .string("b")
/// ```
public enum SmartJSONValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its literal text kept (see `SmartJSONNumber`).
    case number(SmartJSONNumber)
    /// A string.
    case string(String)
    /// An array (see `SmartJSONArray`).
    case array(SmartJSONArray)
    /// An object, its members in document order (see `SmartJSONObject`).
    case object(SmartJSONObject)

    /// An array holding `elements`; keeps `.array(someSwiftArray)` and `.array([1, 2])`
    /// working now that the case holds a `SmartJSONArray`.
    public static func array(_ elements: [SmartJSONValue]) -> SmartJSONValue {
        .array(SmartJSONArray(elements))
    }

    /// The six kinds of JSON value, for messages and quick checks.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// One kind for each `SmartJSONValue` case, with the case's name.
        case null, bool, number, string, array, object
    }

    /// Which of the six kinds this value is.
    @inlinable
    public var kind: Kind {
        switch self {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// `true` for `null`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The boolean, when this is `true` or `false`; no conversion from other kinds.
    @inlinable
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, when this is a number.
    @inlinable
    public var numberValue: SmartJSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The string, when this is a string; no conversion from other kinds.
    @inlinable
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements as a Swift array, when this is an array. Builds a new array on each
    /// call; `arrayElements` gives the elements without copying.
    @inlinable
    public var arrayValue: [SmartJSONValue]? {
        if case .array(let value) = self { return value.elements }
        return nil
    }

    /// The elements, when this is an array, without copying them.
    @inlinable
    public var arrayElements: SmartJSONArray? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    @inlinable
    public var objectValue: SmartJSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, when this is a whole number that fits exactly.
    public var intValue: Int? { numberValue?.intValue }

    /// The number as the nearest `Double`, when this is a number.
    public var doubleValue: Double? { numberValue?.doubleValue }

    /// The member named `key` when this is an object (the last one if the key repeats);
    /// nil for a missing key or a value that is not an object.
    @inlinable
    public subscript(key: String) -> SmartJSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` when this is an array and the index is in range; otherwise nil.
    @inlinable
    public subscript(index: Int) -> SmartJSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

extension SmartJSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// Compact JSON text. Non-finite numbers, which JSON cannot spell, appear as strings.
    public var description: String {
        var options = SmartJSONWritingOptions()
        options.nonFiniteNumbers = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return (try? jsonString(options: options)) ?? "<unwritable JSON>"
    }

    /// The compact JSON text, wrapped as `SmartJSONValue(…)`.
    public var debugDescription: String { "SmartJSONValue(\(description))" }
}

extension SmartJSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// The `nil` literal is JSON `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean literal is `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal is a `.number`, kept exactly.
    public init(integerLiteral value: Int64) { self = .number(SmartJSONNumber(integerLiteral: value)) }
    /// A float literal is a `.number` in `Double`'s shortest form.
    public init(floatLiteral value: Double) { self = .number(SmartJSONNumber(value)) }
    /// A string literal is `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal is an `.array` of its elements, in order.
    public init(arrayLiteral elements: SmartJSONValue...) { self = .array(SmartJSONArray(elements)) }

    /// Members keep the order they are written in.
    public init(dictionaryLiteral elements: (String, SmartJSONValue)...) {
        self = .object(SmartJSONObject(elements))
    }
}
