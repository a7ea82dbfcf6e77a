import Foundation

extension SmartEncodable {
    /// The model as a dictionary of Foundation values, or nil when it cannot be encoded
    /// (the reason goes to diagnostics) or is not an object.
    ///
    /// - Parameters:
    ///   - useMappedKeys: write each property under the first key of its `mappingForKey`
    ///     rule instead of its own name (nested models and arrays of models too).
    ///   - options: key, date, data and float strategies.
    public func toDictionary(useMappedKeys: Bool = false, options: Set<SmartEncodingOption>? = nil) -> [String: Any]? {
        guard let value = TopLevelEncoding.tolerant(self, options: options, useMappedKeys: useMappedKeys),
            case .object = value
        else { return nil }
        return value.anyValue as? [String: Any]
    }

    /// The model as JSON text: keys in declaration order, `/` not escaped, compact or
    /// pretty (two spaces, `"key" : value`). Nil when it cannot be encoded.
    public func toJSONString(
        useMappedKeys: Bool = false, options: Set<SmartEncodingOption>? = nil, prettyPrint: Bool = false
    ) -> String? {
        TopLevelEncoding.tolerantText(self, options: options, useMappedKeys: useMappedKeys, prettyPrint: prettyPrint)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The model as UTF-8 JSON bytes (see `toJSONString`). Nil when it cannot be encoded.
    public func toData(
        useMappedKeys: Bool = false, options: Set<SmartEncodingOption>? = nil, prettyPrint: Bool = false
    ) -> Data? {
        TopLevelEncoding.tolerantText(self, options: options, useMappedKeys: useMappedKeys, prettyPrint: prettyPrint)
    }
}

extension Array where Element: SmartEncodable {
    /// The models as an array of Foundation dictionaries; nil when one cannot be encoded.
    public func toArray(useMappedKeys: Bool = false, options: Set<SmartEncodingOption>? = nil) -> [Any]? {
        guard let value = TopLevelEncoding.tolerant(self, options: options, useMappedKeys: useMappedKeys),
            case .array = value
        else { return nil }
        return value.anyValue as? [Any]
    }

    /// The models as a JSON array (see `SmartEncodable.toJSONString`).
    public func toJSONString(
        useMappedKeys: Bool = false, options: Set<SmartEncodingOption>? = nil, prettyPrint: Bool = false
    ) -> String? {
        TopLevelEncoding.tolerantText(self, options: options, useMappedKeys: useMappedKeys, prettyPrint: prettyPrint)
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
