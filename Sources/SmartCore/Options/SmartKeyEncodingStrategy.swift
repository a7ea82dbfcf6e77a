import Foundation

extension JSONEncoder {
    /// How property keys are rewritten when a model is encoded.
    public enum SmartKeyEncodingStrategy: Sendable, Hashable {
        /// Keys are written as they are.
        case useDefaultKeys
        /// `myURLProperty` → `my_url_property`, following Foundation's algorithm.
        case toSnakeCase
        /// The first character is lowercased: `FirstName` → `firstName`.
        case firstLetterLower
        /// The first character is uppercased: `firstName` → `FirstName`.
        case firstLetterUpper

        /// Foundation's name for `toSnakeCase`.
        public static var convertToSnakeCase: SmartKeyEncodingStrategy { .toSnakeCase }
    }

    /// How `Data` is written.
    public enum SmartDataEncodingStrategy: Sendable, Hashable {
        /// A base64 string.
        case base64
    }
}
