/// The Swift type chosen for one position of the samples, before types are named.
indirect enum InferredType {
    case bool
    case int
    case double
    /// Integers beyond `Int64`.
    case decimal
    case string
    /// An ISO 8601 date-time string read through `SmartDateTransformer` (`--dates`).
    case date
    /// A nested model.
    case model(ObjectShape)
    /// `[Element]`, or `[Element?]` when some element is null.
    case array(InferredType, optionalElements: Bool)
    /// `[String: Value]` for objects keyed by ids, `[String: Value?]` when a value is null.
    case dictionary(InferredType, optionalValues: Bool)
    /// `@SmartAny var x: Any?`: no single type fits.
    case any
    /// `@SmartAny var x: [Any] = []`: the elements have no single known type.
    case anyArray
    /// `@SmartAny var x: [String: Any] = [:]`: the members are unknown.
    case anyDictionary

    /// `true` for the forms read through `@SmartAny`.
    var isUntyped: Bool {
        switch self {
        case .any, .anyArray, .anyDictionary: return true
        default: return false
        }
    }

    /// `true` when this type or one inside it needs `import Foundation`.
    var needsFoundation: Bool {
        switch self {
        case .decimal, .date: return true
        case .array(let element, _): return element.needsFoundation
        case .dictionary(let value, _): return value.needsFoundation
        default: return false
        }
    }
}
