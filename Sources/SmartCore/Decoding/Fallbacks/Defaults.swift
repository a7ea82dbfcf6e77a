/// The one place that decides fallback values (the behaviour spec's D, §3.3).
///
/// Order: the property's initializer value (found by coding key, then property name);
/// else the type's zero value (0, "", empty, nil, `T()` for models, the first case of a
/// `SmartCaseDefaultable`, `defaultCase` of a `SmartAssociatedEnumerable`). A model that
/// stands in as a fallback gets its `didFinishMapping()` like a decoded one.
package enum Defaults {
    /// The fallback for the property `key` of `model`, and which kind of fallback it is.
    static func fallback<T>(
        forKey key: String, in model: ModelContext?, as type: T.Type
    ) -> (value: T, resolution: SmartDecodingIssue.Resolution)? {
        if let model, let value = model.initializerValues.value(forKey: key, as: T.self) {
            return (finished(value), .initializerValue)
        }
        if let value = zero(T.self) {
            return (finished(value), .zeroValue)
        }
        return nil
    }

    /// The initializer value of an optional property, which may itself be nil.
    static func optionalFallback<T>(
        forKey key: String, in model: ModelContext?, as type: T.Type
    ) -> T? {
        guard let model, let value = model.initializerValues.value(forKey: key, as: T.self) else { return nil }
        return finished(value)
    }

    /// The zero value of `T`, or nil when the type has none. Also used by wrappers that
    /// need a value under decoders other than SmartCodable's (`@SmartIgnored`).
    package static func zero<T>(_ type: T.Type) -> T? {
        if PackageConformances.mayConform(T.self), let provider = T.self as? any ZeroValueProviding.Type {
            return provider.zeroValue as? T
        }
        if let model = T.self as? any SmartDecodable.Type {
            return model.init() as? T
        }
        if let enumeration = T.self as? any SmartCaseDefaultable.Type {
            return firstCase(of: enumeration) as? T
        }
        if let enumeration = T.self as? any SmartAssociatedEnumerable.Type {
            return enumeration.defaultCase as? T
        }
        return nil
    }

    private static func firstCase<E: SmartCaseDefaultable>(of type: E.Type) -> E? {
        type.allCases.first
    }

    /// Runs `didFinishMapping()` on a model used as a fallback (collections of models
    /// are left alone: their elements were finished where they were made).
    static func finished<T>(_ value: T) -> T {
        guard var model = value as? any SmartDecodable, !(model is any ModelCollection) else { return value }
        model.didFinishMapping()
        return (model as? T) ?? value
    }
}
