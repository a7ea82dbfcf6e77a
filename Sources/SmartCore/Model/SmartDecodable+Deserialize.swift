import Foundation

extension SmartDecodable {
    /// A model from Foundation objects, or nil when the input is nil, `designatedPath`
    /// does not resolve to an object, or a property has no possible fallback. Problems in
    /// single fields never make the result nil: they fall back and are reported.
    ///
    /// A value with no JSON form (a `Date`, `Data`…) counts as a type mismatch for its
    /// property, which keeps its fallback value. In every `deserialize` form, nil input
    /// gives nil and a failure report (`invalidInput`, "The input is nil.").
    public static func deserialize(
        from dict: [String: Any]?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> Self? {
        TopLevelDecoding.tolerant(
            Self.self, from: .given(dict, DecodingInput.foundation), designatedPath: designatedPath, options: options,
            knownModel: Self.self)
    }

    /// A model from JSON text whose top level is an object (or leads to one through
    /// `designatedPath`); nil for text that is not JSON.
    public static func deserialize(
        from json: String?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> Self? {
        TopLevelDecoding.tolerant(
            Self.self, from: .given(json, DecodingInput.text), designatedPath: designatedPath, options: options,
            knownModel: Self.self)
    }

    /// A model from UTF-8 JSON bytes; nil for bytes that are not JSON.
    public static func deserialize(
        from data: Data?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> Self? {
        TopLevelDecoding.tolerant(
            Self.self, from: .given(data, DecodingInput.data), designatedPath: designatedPath, options: options,
            knownModel: Self.self)
    }

    /// A model from property-list bytes. The list must have a JSON form: a `Date` or
    /// `Data` anywhere in it makes the result nil.
    public static func deserializePlist(
        from data: Data?, designatedPath: String? = nil, options: Set<SmartDecodingOption>? = nil
    ) -> Self? {
        TopLevelDecoding.tolerant(
            Self.self, from: .given(data, DecodingInput.propertyList), designatedPath: designatedPath, options: options,
            knownModel: Self.self)
    }
}
