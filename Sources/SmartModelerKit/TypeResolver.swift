import SmartCore

/// Chooses a Swift type for every position of the merged samples. The rules, applied to
/// the non-null values seen at a position:
///
/// - none (only `null`, or an empty array): `@SmartAny var x: Any?` / `[Any]`, with a comment;
/// - only booleans: `Bool`; only strings: `String` (`Date` with `--dates` when every one is
///   an ISO 8601 date-time);
/// - only numbers: `Int` when every one is an integer within `Int64`, `Decimal` when some
///   integer is beyond it, otherwise `Double` (Int and Double together widen to Double);
/// - two or more scalar kinds (bool, number, string): `String`, with a comment (the
///   decoder converts numbers and booleans to text);
/// - objects only: a nested model with every key of every object (merged); an object
///   whose keys are all ids (`"138586341"`) is a `[String: Value]` dictionary instead;
///   objects empty in every sample: `@SmartAny var x: [String: Any] = [:]`;
/// - arrays only: `[Element]`, the element type inferred from every element of every
///   array by these same rules (`[Element?]` when some element is null); no element
///   anywhere, or elements with no single type: `@SmartAny var x: [Any] = []`;
/// - a container kind mixed with anything else: `@SmartAny var x: Any?`.
struct TypeResolver {
    var optionalAll: Bool
    var detectsDates: Bool

    /// Where a shape sits, for the wording of comments.
    enum Context {
        case property, element, value

        var mixed: String {
            switch self {
            case .property: return "Mixed kinds"
            case .element: return "Elements of mixed kinds"
            case .value: return "Values of mixed kinds"
            }
        }
    }

    /// Every property of `object`, in first-seen key order.
    func fields(of object: ObjectShape) -> [InferredField] {
        object.keys.compactMap { key in
            guard let shape = object.field(key) else { return nil }
            return field(key: key, shape: shape, objectCount: object.count)
        }
    }

    /// One property: optional when some object lacks the key or holds `null` there (or
    /// with `--optional-all`).
    func field(key: String, shape: ValueShape, objectCount: Int) -> InferredField {
        let (type, note) = resolve(shape, .property)
        let isOptional: Bool
        switch type {
        case .any, .date: isOptional = true
        case .anyArray, .anyDictionary: isOptional = false
        default: isOptional = optionalAll || shape.count < objectCount || shape.nullCount > 0
        }
        return InferredField(key: key, type: type, isOptional: isOptional, note: note)
    }

    func resolve(_ shape: ValueShape, _ context: Context) -> (InferredType, String?) {
        let kinds = shape.kinds
        guard let kind = kinds.first else {
            return (.any, "Null in every sample: the type is unknown.")
        }
        let list = kinds.map(\.rawValue).joined(separator: ", ")
        if kinds.count > 1 {
            if kinds.contains(.array) || kinds.contains(.object) {
                return (.any, "\(context.mixed) in the samples (\(list)): read as Any.")
            }
            let converted =
                kinds.contains(.number)
                ? (kinds.contains(.bool) ? "numbers and booleans" : "numbers")
                : "booleans"
            return (.string, "\(context.mixed) in the samples (\(list)): \(converted) are read as text.")
        }
        switch kind {
        case .bool:
            return (.bool, nil)
        case .number:
            if shape.bigIntegerCount > 0 {
                return (.decimal, "Integers beyond Int64 in the samples: Decimal keeps them exactly (up to 38 digits).")
            }
            return (shape.fractionCount > 0 ? .double : .int, nil)
        case .string:
            let isDate = detectsDates && context == .property && shape.dateStringCount == shape.stringCount
            return (isDate ? .date : .string, nil)
        case .object:
            guard let object = shape.object else { return (.anyDictionary, nil) }
            return objectType(object)
        case .array:
            guard let elements = shape.elements else { return (.anyArray, nil) }
            return arrayType(elements)
        case .null:
            return (.any, nil)
        }
    }

    private func objectType(_ object: ObjectShape) -> (InferredType, String?) {
        if object.isKeyedByIdentifiers, let values = object.mapValues {
            guard values.nonNullCount > 0 else {
                return (.anyDictionary, "Keyed by ids with only null values in the samples: the value type is unknown.")
            }
            let (valueType, note) = resolve(values, .value)
            guard !valueType.isUntyped else {
                return (
                    .anyDictionary, "Keyed by ids, with values of no single type in the samples: read as [String: Any]."
                )
            }
            return (.dictionary(valueType, optionalValues: values.nullCount > 0), note)
        }
        guard !object.keys.isEmpty else {
            return (.anyDictionary, "Empty in every sample: the members are unknown.")
        }
        return (.model(object), nil)
    }

    private func arrayType(_ elements: ValueShape) -> (InferredType, String?) {
        guard elements.count > 0 else {
            return (.anyArray, "Empty in every sample: the element type is unknown.")
        }
        guard elements.nonNullCount > 0 else {
            return (.anyArray, "Only null elements in the samples: the element type is unknown.")
        }
        let (elementType, note) = resolve(elements, .element)
        switch elementType {
        case .any:
            let list = elements.kinds.map(\.rawValue).joined(separator: ", ")
            return (.anyArray, "Elements of mixed kinds in the samples (\(list)): read as [Any].")
        case .anyArray:
            return (.anyArray, "Inner arrays with no single element type in the samples: read as [Any].")
        case .anyDictionary:
            return (.anyArray, "Elements are objects with unknown members in the samples: read as [Any].")
        default:
            return (.array(elementType, optionalElements: elements.nullCount > 0), note)
        }
    }
}
