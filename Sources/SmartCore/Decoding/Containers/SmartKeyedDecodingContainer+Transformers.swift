import Foundation

// Value transformers from `mappingForValue()`: finding the one for a key and running it
// on the member's value, with its failure falling back like any other.
extension SmartKeyedDecodingContainer {
    /// A non-scalar property through its transformer: the result when it has type `T`,
    /// otherwise the fallback value, without trying normal decoding (§3.1).
    @inline(never)
    func transformed<T>(
        _ value: FlatCursor, as type: T.Type, forKey key: Key, with transformer: SmartValueTransformer
    ) throws -> T {
        if let result: T = KeyLookup.transformerOutput(
            transformer, value, context: transformContext(T.self, forKey: key))
        {
            return result
        }
        return try fallback(T.self, forKey: key, problem: .transformFailed)
    }

    @inline(never)
    func transformedIfPresent<T>(
        _ value: FlatCursor, as type: T.Type, forKey key: Key, with transformer: SmartValueTransformer
    ) -> T? {
        if let result: T = KeyLookup.transformerOutput(
            transformer, value, context: transformContext(T.self, forKey: key))
        {
            return result
        }
        return optionalFallback(T.self, forKey: key, problem: .transformFailed)
    }

    /// Notes from a transformer become issues for this property.
    func transformContext<T>(_ type: T.Type, forKey key: Key) -> SmartTransformContext {
        let decoder = self.decoder
        let field = key.stringValue
        return SmartTransformContext { message in
            decoder.report(
                field: field, expected: T.self, problem: .transformFallback(note: message), resolution: .converted)
        }
    }

    /// A missing key: the current value during an update, else the fallback. Out of line
    /// and returning `T`, so the hot path never needs `Optional<T>` metadata.
    @inline(never)
    func missingValue<T>(_ type: T.Type, forKey key: Key) throws -> T {
        if isUpdate, let kept = keptValue(T.self, forKey: key) { return kept }
        return try fallback(T.self, forKey: key, problem: .missingKey)
    }

    /// The current value of the property during an update (out of line: it needs `T?`).
    @inline(never)
    func keptValue<T>(_ type: T.Type, forKey key: Key) -> T? {
        base?.value(forKey: key.stringValue, as: T.self)
    }

    /// A decoded wrapper with the settings declared on the property's initializer value.
    @inline(never)
    func configured<T>(_ decoded: T, forKey key: Key) -> T {
        guard let wrapper = decoded as? any SmartConfigurableWrapper,
            let initial = Defaults.fallback(forKey: key.stringValue, in: model, as: T.self)?.value
        else { return decoded }
        return SmartKeyedDecodingContainer.keeping(wrapper, initial) as? T ?? decoded
    }

    static func keeping<Wrapper: SmartConfigurableWrapper>(_ decoded: Wrapper, _ initial: Any) -> Wrapper {
        guard let initial = initial as? Wrapper else { return decoded }
        return decoded.keepingConfiguration(of: initial)
    }

    /// An ignored property: its current value in an update, else its initializer value.
    /// Nothing is read and nothing is reported.
    @inline(never)
    func ignoredValue<T>(_ type: T.Type, forKey key: Key) throws -> T {
        if let kept = base?.value(forKey: key.stringValue, as: T.self) { return kept }
        if let (value, _) = Defaults.fallback(forKey: key.stringValue, in: model, as: T.self) { return value }
        throw DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "\(key.stringValue) is ignored and its initializer value is unknown; ignored properties need a SmartDecodable model."
            ))
    }

    func transformer(forKey key: Key) -> SmartValueTransformer? {
        guard let transformers = model?.transformers else { return nil }
        return transformers[key.stringValue]
    }

    /// A scalar's transformer result when it has exactly type `T`; nil when decoding goes
    /// on as if there were no transformer. When the transformer fails, `CGFloat`, dates,
    /// URLs, data and decimals take their fallback value (reported); the other scalars go
    /// on (§3.1).
    @inline(never)
    func transformedValue<T: ConvertibleScalar, Demand: PropertyDemand>(
        _ value: FlatCursor, forKey key: Key, _ demand: Demand.Type
    ) throws -> Demand.Output? where Demand.Value == T {
        guard let transformer = transformer(forKey: key) else { return nil }
        if let result: T = transformerResult(transformer, value, forKey: key) { return Demand.wrap(result) }
        guard T.fallsBackWhenTransformFails else { return nil }
        return try Demand.fallback(in: self, forKey: key, problem: .transformFailed)
    }

    func transformerResult<T>(_ transformer: SmartValueTransformer, _ value: FlatCursor, forKey key: Key) -> T? {
        transformer.transformFromJSON(KeyLookup.transformerInput(value), context: transformContext(T.self, forKey: key))
            as? T
    }
}
