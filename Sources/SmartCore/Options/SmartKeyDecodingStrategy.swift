import Foundation

extension JSONDecoder {
    /// How JSON keys are rewritten before properties are looked up.
    public enum SmartKeyDecodingStrategy: Sendable, Hashable {
        /// Keys are used as they are.
        case useDefaultKeys
        /// `first_name` → `firstName`, following Foundation's algorithm: leading and
        /// trailing underscores stay, the first word is lowercased, later words are
        /// capitalized (`user_ID` → `userId`); keys without underscores are left alone.
        case fromSnakeCase
        /// The first character is lowercased: `FirstName` → `firstName`.
        case firstLetterLower
        /// The first character is uppercased: `firstName` → `FirstName`.
        case firstLetterUpper

        /// Foundation's name for `fromSnakeCase`.
        public static var convertFromSnakeCase: SmartKeyDecodingStrategy { .fromSnakeCase }
    }

    /// How `Data` properties are read.
    public enum SmartDataDecodingStrategy: Sendable, Hashable {
        /// A base64 string.
        case base64
    }
}
