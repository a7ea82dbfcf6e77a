import Foundation

/// Why a document is not valid JSON, and where.
///
/// `offset` counts bytes from the start of the input; `line` and `column` start at 1 and
/// count characters (Unicode scalars), so they match what an editor shows.
public struct SmartJSONParseError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The kinds of problem the parser reports.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The input is empty or holds only whitespace.
        case emptyInput
        /// The document stops in the middle of a value.
        case unexpectedEndOfInput
        /// A byte that cannot start or continue a value here.
        case unexpectedCharacter
        /// A `,` directly before `]` or `}`.
        case trailingComma
        /// A number that breaks the JSON grammar (`01`, `1.`, `-`, `.5`, `+1`).
        case invalidNumber
        /// A backslash followed by something other than `" \ / b f n r t u`.
        case invalidEscape
        /// A `\u` escape with bad hex digits, or a surrogate without its partner.
        case invalidUnicodeEscape
        /// A raw control character (U+0000–U+001F) inside a string.
        case controlCharacterInString
        /// Bytes that are not valid UTF-8.
        case invalidUTF8
        /// Another value or other text after the complete document.
        case unexpectedContentAfterDocument
        /// Arrays and objects nested deeper than the configured limit.
        case depthLimitExceeded
        /// A lone scalar document when `allowsTopLevelScalars` is off.
        case topLevelScalarNotAllowed
        /// A document larger than 4 GiB, or one that does not fit in memory once parsed.
        case documentTooLarge
    }

    /// Which kind of problem it is.
    public let kind: Kind
    /// Byte offset of the problem from the start of the input.
    public let offset: Int
    /// Line of the problem, starting at 1.
    public let line: Int
    /// Column of the problem in characters, starting at 1.
    public let column: Int
    /// What is wrong, in words that say what to fix.
    public let message: String

    /// An error of this kind at the given place, with `message` saying what to fix.
    public init(kind: Kind, offset: Int, line: Int, column: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message with its line, column and byte offset, for logs.
    public var description: String {
        "Invalid JSON at line \(line), column \(column) (byte \(offset)): \(message)"
    }

    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }
}
