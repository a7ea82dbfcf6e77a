import Foundation
import SmartCore

/// A URL string ⇄ `URL`, with an optional prefix and percent-encoding.
///
/// Reading takes a JSON string only. Surrounding whitespace is trimmed; an empty string
/// gives nil. `prefix` is put in front unless the string already starts with it
/// (`"a.com/x"` with `"https://"` → `https://a.com/x`). When `shouldEncodeURLString` is
/// set and the string is not already a valid URL, the characters a URL query cannot hold
/// are percent-encoded (`"a b"` → `a%20b`, a lone `%` → `%25`); escapes that are already
/// well formed (`%20`) are kept. Then `URL(string:)` decides. Anything that is not a
/// string (numbers, bools, null, arrays, objects) gives nil.
///
/// Writing gives `absoluteString`; the prefix is not removed.
///
/// ```swift
/// static func mappingForValue() -> [SmartValueTransformer]? {
///     [CodingKeys.url <--- SmartURLTransformer(prefix: "https://")]
/// }
/// ```
public struct SmartURLTransformer: ValueTransformable, Sendable {
    /// The property type: `URL`.
    public typealias Object = URL
    /// The JSON form: the URL string.
    public typealias JSON = String

    /// Put in front of strings that do not start with it; nil or empty for none.
    public let prefix: String?
    /// Whether strings that are not valid URLs are percent-encoded before parsing.
    public let shouldEncodeURLString: Bool

    /// A transformer that adds `prefix` when missing and, when `shouldEncodeURLString`
    /// is set, percent-encodes strings that are not already valid URLs.
    public init(prefix: String? = nil, shouldEncodeURLString: Bool = true) {
        self.prefix = prefix
        self.shouldEncodeURLString = shouldEncodeURLString
    }

    /// The URL for a string, or nil.
    public func transformFromJSON(_ value: Any) -> URL? {
        guard let string = value as? String else { return nil }
        var text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if let prefix, !prefix.isEmpty, !text.hasPrefix(prefix) {
            text = prefix + text
        }
        if shouldEncodeURLString, !URLText.isValid(text) {
            text = URLText.percentEncoded(text)
        }
        return URL(string: text)
    }

    /// `value.absoluteString`.
    public func transformToJSON(_ value: URL) -> String? {
        value.absoluteString
    }
}
