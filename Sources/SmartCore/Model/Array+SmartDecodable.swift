import Foundation

/// `[Model]` (and `[[Model]]`) are models too, so they decode and encode anywhere a model does.
extension Array: SmartMappable where Element: SmartMappable {
    /// Finishes every element.
    public mutating func didFinishMapping() {
        for index in indices { self[index].didFinishMapping() }
    }
}

extension Array: SmartDecodable where Element: SmartDecodable {}

extension Array: SmartEncodable where Element: SmartEncodable {}

extension Array where Element: SmartDecodable {
    /// Models from an array of Foundation objects. Elements that are not objects (or
    /// cannot be decoded at all) are replaced by `Element()`, so the count is kept; nil
    /// only when the input is nil (reported as a failure) or `designatedPath` does not
    /// lead to an array.
    public static func deserialize(
        from array: [Any]?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> [Element]? {
        TopLevelDecoding.tolerant(
            [Element].self, from: .given(array, DecodingInput.foundation), designatedPath: designatedPath,
            options: options, knownModel: Element.self)
    }

    /// Models from JSON text holding an array (see `deserialize(from: [Any]?)`).
    public static func deserialize(
        from json: String?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> [Element]? {
        TopLevelDecoding.tolerant(
            [Element].self, from: .given(json, DecodingInput.text), designatedPath: designatedPath, options: options,
            knownModel: Element.self)
    }

    /// Models from UTF-8 JSON bytes holding an array (see `deserialize(from: [Any]?)`).
    public static func deserialize(
        from data: Data?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> [Element]? {
        TopLevelDecoding.tolerant(
            [Element].self, from: .given(data, DecodingInput.data), designatedPath: designatedPath, options: options,
            knownModel: Element.self)
    }

    /// Models from property-list bytes holding an array.
    public static func deserializePlist(
        from data: Data?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> [Element]? {
        TopLevelDecoding.tolerant(
            [Element].self, from: .given(data, DecodingInput.propertyList), designatedPath: designatedPath,
            options: options, knownModel: Element.self)
    }
}
