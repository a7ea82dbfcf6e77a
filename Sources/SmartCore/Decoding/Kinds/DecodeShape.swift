import Foundation

/// How a type decodes, as far as the type alone decides: worked out once per process.
///
/// Conformance checks that fail are slow in the Swift runtime (it scans every
/// conformance record), so each type is checked once and remembered here; `DecodeKind`
/// adds the per-call parts.
enum DecodeShape: @unchecked Sendable {
    // @unchecked: the payloads are metatypes, immutable and safe to share.
    case scalar(any ConvertibleScalar.Type)
    case model(any SmartDecodable.Type)
    /// An array; `elements` is set when its elements decode in a tight loop straight
    /// from the flat document (scalars, and arrays of them).
    case array(elements: (any BulkArrayElement.Type)?, models: (any BulkModelArray.Type)?)
    /// A dictionary; `flat` is set for `String` keys, decoded member by member in place.
    case dictionary(rewritesKeys: Bool, bulk: (any BulkDictionaryDecodable.Type)?)
    case optional
    case jsonValue
    case ignored
    case flattening
    case configurable
    /// A `SmartCaseDefaultable` enum with string raw values.
    case stringCases(StringCaseTable)
    case other

    private static let cache = SharedTypeCache<DecodeShape>()

    static func of(_ type: Any.Type) -> DecodeShape {
        cache.value(for: type, make: classify)
    }

    private static func classify(_ type: Any.Type) -> DecodeShape {
        if type == SmartJSONValue.self { return .jsonValue }
        if let common = commonShape(of: type) { return common }
        // Optionals and arrays are told by their metadata: asking the runtime whether they
        // conform to `SpecialDecodeShape` would scan every conformance record once per type.
        if StandardTypeLayout.isOptional(type) { return .optional }
        if let element = StandardTypeLayout.arrayElement(of: type) { return arrayShape(type, element: element) }
        if let (key, value) = StandardTypeLayout.dictionaryTypes(of: type) {
            return dictionaryShape(type, key: key, value: value)
        }
        return shapeFromConformances(type)
    }

    /// The shape as the type's conformances tell it, asked of the Swift runtime.
    static func shapeFromConformances(_ type: Any.Type) -> DecodeShape {
        // A user's model is not asked about `SpecialDecodeShape` at all (its module cannot
        // conform, see `PackageConformances`): one check, `SmartDecodable`, settles it.
        guard PackageConformances.mayConform(type), let special = type as? any SpecialDecodeShape.Type else {
            // An enum is asked about `SmartCaseDefaultable` first: most enums in models
            // adopt it, and asking `SmartDecodable` first cost them a failed check (a
            // scan). An enum adopting both decodes through `SmartCaseDefaultable`'s
            // `init(from:)` anyway.
            let isEnum = StandardTypeLayout.isEnum(type)
            if isEnum, let table = caseTable(for: type) { return .stringCases(table) }
            if let model = modelType(type) { return .model(model) }
            if !isEnum, let table = caseTable(for: type) { return .stringCases(table) }
            return .other
        }
        // The standard collections say what they are through the check just made; the
        // common scalars were recognised before it, and every failed check costs a scan.
        switch special.collectionShape {
        case .array:
            guard let element = special.arrayElementType else { return .array(elements: nil, models: nil) }
            return arrayShape(type, element: element)
        case .dictionary:
            return .dictionary(rewritesKeys: false, bulk: type as? any BulkDictionaryDecodable.Type)
        case .optional:
            return .optional
        case nil:
            break
        }
        if let scalar = type as? any ConvertibleScalar.Type { return .scalar(scalar) }
        if type is any SmartIgnoredDecoding.Type { return .ignored }
        if let flat = type as? any SmartFlattening.Type, flat.flattensIntoParent { return .flattening }
        if let keyed = type as? any SmartKeyedCollection.Type {
            return .dictionary(rewritesKeys: keyed.rewritesKeys, bulk: nil)
        }
        if type is any SmartConfigurableWrapper.Type { return .configurable }
        if let model = modelType(type) { return .model(model) }
        return .other
    }

    /// `type` as a model type, or nil: from the thread's `PropertyTypeHint` when it names
    /// `type`, asked of the Swift runtime otherwise.
    private static func modelType(_ type: Any.Type) -> (any SmartDecodable.Type)? {
        PropertyTypeHint.model(for: type) ?? (type as? any SmartDecodable.Type)
    }

    /// The case table of a `SmartCaseDefaultable` type with string raw values; the
    /// conformance from the thread's `PropertyTypeHint` when it names `type`, asked of the
    /// Swift runtime otherwise.
    private static func caseTable(for type: Any.Type) -> StringCaseTable? {
        guard let enumeration = PropertyTypeHint.cases(for: type) ?? (type as? any SmartCaseDefaultable.Type) else {
            return nil
        }
        return StringCaseTable.make(for: enumeration)
    }

    /// The shape of `type`, a `Dictionary` from `key` to `value`: what the
    /// `SpecialDecodeShape` check would say, without it. Only `String` keys take the bulk
    /// path; its dictionary type is built from the value's shape (a scalar, an array of
    /// scalars, a model) rather than asked of the runtime, which costs a scan per
    /// dictionary type. Other values are asked as before.
    private static func dictionaryShape(_ type: Any.Type, key: Any.Type, value: Any.Type) -> DecodeShape {
        guard key == String.self else { return .dictionary(rewritesKeys: false, bulk: nil) }
        let bulk: (any BulkDictionaryDecodable.Type)?
        switch DecodeShape.of(value) {
        case .scalar(let scalar): bulk = scalar.bulkDictionaryType
        case .array(elements: .some(let elements), models: _)
        where ObjectIdentifier(elements) == ObjectIdentifier(value):
            bulk = elements.bulkDictionaryType
        case .model(let model): bulk = model.modelDictionaryType
        default: bulk = type as? any BulkDictionaryDecodable.Type
        }
        return .dictionary(rewritesKeys: false, bulk: bulk)
    }

    /// The shape of `type`, an `Array` of `element`. Only arrays take the bulk paths: of
    /// scalars (or arrays of them), or of models.
    private static func arrayShape(_ type: Any.Type, element: Any.Type) -> DecodeShape {
        switch DecodeShape.of(element) {
        case .scalar(let scalar):
            // `[Element]` from the element's own type: no conditional conformance to look
            // up in the runtime.
            return .array(elements: scalar.bulkArrayType, models: nil)
        case .array(elements: .some(let inner), models: _):
            return .array(elements: inner.bulkArrayType, models: nil)
        case .model(let model):
            return .array(elements: nil, models: model.modelArrayType)
        case .array(elements: _, models: .some):
            // Arrays of arrays of models: rare enough to ask the runtime.
            return .array(elements: nil, models: type as? any BulkModelArray.Type)
        default:
            return .array(elements: nil, models: nil)
        }
    }
}

extension DecodeShape {
    /// The shape of the scalars most models hold, recognised by identity; nil for other
    /// types. The conformance checks that would tell the same cost the Swift runtime a
    /// scan of every conformance record each, the first time for each type: most of what
    /// is left of a cold decode of twitter.json once the initializer values stopped
    /// reflecting models. (Their optionals are told by their metadata, the next step of
    /// `classify`: naming `String?` and the like here made the runtime build each of
    /// those types from its mangled name on the first decode, whether a model had it or
    /// not.)
    static func commonShape(of type: Any.Type) -> DecodeShape? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): .scalar(String.self)
        case ObjectIdentifier(Int.self): .scalar(Int.self)
        case ObjectIdentifier(Bool.self): .scalar(Bool.self)
        case ObjectIdentifier(Double.self): .scalar(Double.self)
        case ObjectIdentifier(Float.self): .scalar(Float.self)
        case ObjectIdentifier(Int64.self): .scalar(Int64.self)
        case ObjectIdentifier(Int32.self): .scalar(Int32.self)
        case ObjectIdentifier(UInt.self): .scalar(UInt.self)
        case ObjectIdentifier(UInt64.self): .scalar(UInt64.self)
        case ObjectIdentifier(Date.self): .scalar(Date.self)
        case ObjectIdentifier(URL.self): .scalar(URL.self)
        case ObjectIdentifier(Decimal.self): .scalar(Decimal.self)
        default: nil
        }
    }
}

/// Types the decoder does not treat as a plain model or plain `Decodable`: the scalars,
/// the standard collections, and the types adopting a decoding hook. Every such protocol
/// refines this one, so `DecodeShape` asks at most one question of a type before knowing
/// it is none of them (and none of a type from a module that cannot conform, see
/// `PackageConformances`), and the answer for a collection already says which it is.
///
/// That matters on the first decode of each type: a conformance check that fails makes
/// the Swift runtime scan every conformance record in the process once per type and
/// protocol, and a model used to fail six of them (measured: most of a cold decode of
/// twitter.json). An array of models took three checks; it now takes one.
package protocol SpecialDecodeShape {
    /// For the standard collections (arrays, sets, dictionaries, optionals): how they
    /// read from JSON. Nil for every other type.
    static var collectionShape: CollectionShape? { get }
    /// For `Array`, its element type: `DecodeShape` works out the array's bulk path from
    /// the element's shape. Nil otherwise.
    static var arrayElementType: Any.Type? { get }
}

extension SpecialDecodeShape {
    package static var collectionShape: CollectionShape? { nil }
    package static var arrayElementType: Any.Type? { nil }
}
