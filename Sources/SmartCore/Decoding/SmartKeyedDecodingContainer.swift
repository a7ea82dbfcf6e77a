import Foundation

/// The keyed container: where a model's properties are resolved (§3.1 of the behaviour spec).
///
/// For each property: a value transformer if one is registered; else the value as it is
/// when its kind fits; else a conversion; else the fallback value from `Defaults`. Every
/// step after the first is reported. In a dictionary (`isStrict`) a value that cannot be
/// read throws instead, so the whole dictionary falls back.
///
/// A class, so the type-erasing box copies one reference per call rather than the
/// whole state.
final class SmartKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: SmartDecoderImpl
    /// The object as lookups see it (keys rewritten when a key strategy is set).
    let object: JSONObject
    /// The object as written in the document, for mapping candidates.
    let rawObject: JSONObject
    let model: ModelContext?
    let isStrict: Bool
    /// The decoder frame that holds this container's lookup hint.
    let level: Int
    /// Whether the model has `mappingForKey` rules (checked once, not per lookup).
    private let hasKeyRules: Bool
    /// The current values of the model being updated, when this is an update.
    private let base: PropertyValues?

    init(decoder: SmartDecoderImpl, object: JSONObject, rawObject: JSONObject, model: ModelContext?, isStrict: Bool, level: Int) {
        self.decoder = decoder
        self.object = object
        self.rawObject = rawObject
        self.model = model
        self.isStrict = isStrict
        self.level = level
        self.hasKeyRules = !(model?.plan.keyRules.isEmpty ?? true)
        self.base = decoder.state.pointee.frames[level].base
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        var keys = object.effectiveMembers.compactMap { Key(stringValue: $0.key) }
        if let rules = model?.plan.keyRules {
            for location in rules.keys where !object.contains(key: location) {
                if let key = Key(stringValue: location), KeyLookup.mappedValue(rules[location] ?? [], raw: rawObject, converted: object) != nil {
                    keys.append(key)
                }
            }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        value(for: key) != nil
    }

    // MARK: Lookup

    /// The JSON value for `key`: through its mapping rule when it has one, else by name.
    @inline(__always)
    func value(for key: Key) -> JSONValue? {
        let name = key.stringValue
        if hasKeyRules, let candidates = model?.plan.keyRules[name] {
            return KeyLookup.mappedValue(candidates, raw: rawObject, converted: object)
        }
        return KeyLookup.value(named: name, in: object, hint: &decoder.state.pointee.frames[level].lookupHint)
    }

    /// The value a property of this kind reads: a flattened model reads the enclosing
    /// object, everything else its key.
    private func value(for key: Key, kind: DecodeKind) -> JSONValue? {
        if case .flattening = kind { return .object(rawObject) }
        return value(for: key)
    }

    // MARK: Scalars

    @inline(__always)
    private func decodeScalar<T: ConvertibleScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let value = value(for: key) else {
            if base != nil, let kept = keptValue(T.self, forKey: key) { return kept }
            return try fallback(T.self, forKey: key, problem: .missingKey)
        }
        if let transformed: T = transformedValue(value, forKey: key) { return transformed }
        if let exact = T.exactValue(from: value, in: decoder) { return exact }
        if case .null = value {
            return try fallback(T.self, forKey: key, problem: .null)
        }
        if let converted = T.convertedValue(from: value, in: decoder) {
            if !isStrict {
                decoder.report(field: key.stringValue, expected: T.self, problem: .typeMismatch(found: value.kind), resolution: .converted)
            }
            return converted
        }
        return try fallback(T.self, forKey: key, problem: .typeMismatch(found: value.kind))
    }

    @inline(__always)
    private func decodeScalarIfPresent<T: ConvertibleScalar>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = value(for: key) else {
            if base != nil { return keptValue(T.self, forKey: key) }
            return optionalFallback(T.self, forKey: key, problem: nil)
        }
        if let transformed: T = transformedValue(value, forKey: key) { return transformed }
        if let exact = T.exactValue(from: value, in: decoder) { return exact }
        if case .null = value {
            return optionalFallback(T.self, forKey: key, problem: .null)
        }
        if let converted = T.convertedValue(from: value, in: decoder) {
            if !isStrict {
                decoder.report(field: key.stringValue, expected: T.self, problem: .typeMismatch(found: value.kind), resolution: .converted)
            }
            return converted
        }
        return optionalFallback(T.self, forKey: key, problem: .typeMismatch(found: value.kind))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeScalar(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeScalar(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeScalar(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeScalar(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeScalar(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeScalar(type, forKey: key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeScalarIfPresent(type, forKey: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeScalarIfPresent(type, forKey: key) }

    // MARK: Everything else

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let kind = decoder.kind(of: T.self)
        if case .scalar(let scalarType) = kind {
            return try decodeScalar(as: T.self, scalarType, forKey: key)
        }
        if case .ignored = kind { return try ignoredValue(T.self, forKey: key) }
        guard let value = value(for: key, kind: kind) else {
            return try missingValue(T.self, forKey: key)
        }
        if let transformer = transformer(forKey: key) {
            return try transformed(value, as: T.self, forKey: key, with: transformer)
        }
        if case .null = value, !kind.takesNull(as: T.self) {
            return try fallback(T.self, forKey: key, problem: .null)
        }
        do {
            let decoded = try decoder.unbox(value, as: T.self, step: .key(key), base: base?.rawValue(forKey: key.stringValue))
            if case .configurable = kind { return configured(decoded, forKey: key) }
            return decoded
        } catch {
            if isStrict { throw error }
            return try fallback(T.self, forKey: key, problem: .typeMismatch(found: value.kind))
        }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let kind = decoder.kind(of: T.self)
        if case .scalar(let scalarType) = kind {
            return try decodeScalarIfPresent(as: T.self, scalarType, forKey: key)
        }
        if case .ignored = kind { return try ignoredValue(T.self, forKey: key) }
        guard let value = value(for: key, kind: kind) else {
            if base != nil { return keptValue(T.self, forKey: key) }
            return optionalFallback(T.self, forKey: key, problem: nil)
        }
        if let transformer = transformer(forKey: key) {
            return transformedIfPresent(value, as: T.self, forKey: key, with: transformer)
        }
        if case .null = value {
            return optionalFallback(T.self, forKey: key, problem: .null)
        }
        do {
            let decoded = try decoder.unbox(value, as: T.self, step: .key(key), base: base?.rawValue(forKey: key.stringValue))
            if case .configurable = kind { return configured(decoded, forKey: key) }
            return decoded
        } catch {
            if isStrict { throw error }
            return optionalFallback(T.self, forKey: key, problem: .typeMismatch(found: value.kind))
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = value(for: key) else { return true }
        return value.isNull
    }

    /// A scalar type reached through the generic entry point (`CGFloat`, `Date`, `URL`…).
    @inline(never)
    private func decodeScalar<T>(as type: T.Type, _ scalarType: any ConvertibleScalar.Type, forKey key: Key) throws -> T {
        func viaScalar<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) throws -> T? {
            try decodeScalar(Scalar.self, forKey: key) as? T
        }
        if let result = try viaScalar(scalarType) { return result }
        throw decoder.mismatch(T.self, found: .null)
    }

    @inline(never)
    private func decodeScalarIfPresent<T>(as type: T.Type, _ scalarType: any ConvertibleScalar.Type, forKey key: Key) throws -> T? {
        func viaScalar<Scalar: ConvertibleScalar>(_ scalar: Scalar.Type) throws -> T? {
            try decodeScalarIfPresent(Scalar.self, forKey: key) as? T
        }
        return try viaScalar(scalarType)
    }

    // MARK: Transformers

    /// A non-scalar property through its transformer: the result when it has type `T`,
    /// otherwise the fallback value, without trying normal decoding (§3.1).
    @inline(never)
    private func transformed<T>(_ value: JSONValue, as type: T.Type, forKey key: Key, with transformer: SmartValueTransformer) throws -> T {
        if let result: T = KeyLookup.transformerOutput(transformer, value, context: transformContext(T.self, forKey: key)) { return result }
        return try fallback(T.self, forKey: key, problem: .transformFailed)
    }

    @inline(never)
    private func transformedIfPresent<T>(_ value: JSONValue, as type: T.Type, forKey key: Key, with transformer: SmartValueTransformer) -> T? {
        if let result: T = KeyLookup.transformerOutput(transformer, value, context: transformContext(T.self, forKey: key)) { return result }
        return optionalFallback(T.self, forKey: key, problem: .transformFailed)
    }

    /// Notes from a transformer become issues for this property.
    private func transformContext<T>(_ type: T.Type, forKey key: Key) -> SmartTransformContext {
        let decoder = self.decoder
        let field = key.stringValue
        return SmartTransformContext { message in
            decoder.report(field: field, expected: T.self, problem: .transformFallback(note: message), resolution: .converted)
        }
    }

    /// A missing key: the current value during an update, else the fallback. Out of line
    /// and returning `T`, so the hot path never needs `Optional<T>` metadata.
    @inline(never)
    private func missingValue<T>(_ type: T.Type, forKey key: Key) throws -> T {
        if base != nil, let kept = keptValue(T.self, forKey: key) { return kept }
        return try fallback(T.self, forKey: key, problem: .missingKey)
    }

    /// The current value of the property during an update (out of line: it needs `T?`).
    @inline(never)
    private func keptValue<T>(_ type: T.Type, forKey key: Key) -> T? {
        base?.value(forKey: key.stringValue, as: T.self)
    }

    /// A decoded wrapper with the settings declared on the property's initializer value.
    @inline(never)
    private func configured<T>(_ decoded: T, forKey key: Key) -> T {
        guard let wrapper = decoded as? any SmartConfigurableWrapper,
              let initial = Defaults.fallback(forKey: key.stringValue, in: model?.type, as: T.self)?.value
        else { return decoded }
        return SmartKeyedDecodingContainer.keeping(wrapper, initial) as? T ?? decoded
    }

    private static func keeping<Wrapper: SmartConfigurableWrapper>(_ decoded: Wrapper, _ initial: Any) -> Wrapper {
        guard let initial = initial as? Wrapper else { return decoded }
        return decoded.keepingConfiguration(of: initial)
    }

    /// An ignored property: its current value in an update, else its initializer value.
    /// Nothing is read and nothing is reported.
    @inline(never)
    private func ignoredValue<T>(_ type: T.Type, forKey key: Key) throws -> T {
        if let kept = base?.value(forKey: key.stringValue, as: T.self) { return kept }
        if let (value, _) = Defaults.fallback(forKey: key.stringValue, in: model?.type, as: T.self) { return value }
        throw DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(key.stringValue) is ignored and its initializer value is unknown; ignored properties need a SmartDecodable model."))
    }

    private func transformer(forKey key: Key) -> SmartValueTransformer? {
        guard let transformers = model?.transformers else { return nil }
        return transformers[key.stringValue]
    }

    /// A scalar's transformer result when it has exactly type `T`; otherwise decoding
    /// goes on as if there were no transformer.
    @inline(__always)
    private func transformedValue<T>(_ value: JSONValue, forKey key: Key) -> T? {
        guard let transformer = transformer(forKey: key) else { return nil }
        return transformer.transformFromJSON(value.anyValue, context: transformContext(T.self, forKey: key)) as? T
    }

    // MARK: Fallbacks

    /// The property's fallback value, reported; throws when it has none (or in a dictionary).
    private func fallback<T>(_ type: T.Type, forKey key: Key, problem: SmartDecodingIssue.Problem) throws -> T {
        if !isStrict, let (value, resolution) = Defaults.fallback(forKey: key.stringValue, in: model?.type, as: T.self) {
            decoder.report(field: key.stringValue, expected: T.self, problem: problem, resolution: resolution)
            return value
        }
        if !isStrict {
            decoder.report(field: key.stringValue, expected: T.self, problem: problem, resolution: .failed)
        }
        let context = DecodingError.Context(
            codingPath: codingPath + [key],
            debugDescription: "No usable value for \(key.stringValue) and no fallback for \(decoder.name(of: T.self)).")
        switch problem {
        case .missingKey: throw DecodingError.keyNotFound(key, context)
        case .null: throw DecodingError.valueNotFound(T.self, context)
        default: throw DecodingError.typeMismatch(T.self, context)
        }
    }

    /// An optional property's fallback: its initializer value, which may be nil.
    /// Missing keys (`problem == nil`) are not reported.
    private func optionalFallback<T>(_ type: T.Type, forKey key: Key, problem: SmartDecodingIssue.Problem?) -> T? {
        let value = Defaults.optionalFallback(forKey: key.stringValue, in: model?.type, as: T.self)
        if let problem, !isStrict {
            decoder.report(field: key.stringValue, expected: T.self, problem: problem, resolution: value == nil ? .nilValue : .initializerValue)
        }
        return value
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard let value = value(for: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)."))
        }
        guard case .object(let nested) = value else { throw decoder.mismatch([String: JSONValue].self, found: value) }
        return KeyedDecodingContainer(
            SmartKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: nested, rawObject: nested, model: nil, isStrict: false, level: level))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard let value = value(for: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for \(key.stringValue)."))
        }
        guard case .array(let elements) = value else { throw decoder.mismatch([JSONValue].self, found: value) }
        return SmartUnkeyedDecodingContainer(decoder: decoder, elements: Array(elements))
    }

    func superDecoder() throws -> any Decoder {
        decoder.childDecoder(for: object["super"] ?? .null, key: JSONCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.childDecoder(for: value(for: key) ?? .null, key: key)
    }
}
