import SmartCore

/// The text after `field: ` for each kind of issue.
enum LogMessage {
    /// The message for `issue`, in the wording of the original library for missing keys,
    /// `null` and type mismatches (curly quotes included); SmartCore's own sentence for
    /// the rest.
    static func text(for issue: SmartDecodingIssue) -> String {
        switch issue.problem {
        case .missingKey:
            return "No value associated with key."
        case .null:
            return "Expected to decode '\(issue.expectedType)' but found 'null' instead."
        case .typeMismatch(let found):
            return "Expected to decode '\(issue.expectedType)' but found \(quotedKind(found)) instead."
        case .unsupportedValue, .transformFailed, .transformFallback, .invalidInput, .pathNotFound, .undeclaredProperty,
            .nestingTooDeep, .stackExhausted, .trailingComma, .malformedElement, .truncatedStream,
            .elementTooLarge:
            return issue.message
        }
    }

    /// The found kind as the log writes it: `’Array‘`, `’Number‘`, `‘String’`…
    static func quotedKind(_ kind: SmartJSONValue.Kind) -> String {
        switch kind {
        case .string: return "\u{2018}String\u{2019}"
        case .array: return "\u{2019}Array\u{2018}"
        case .bool: return "\u{2019}Bool\u{2018}"
        case .number: return "\u{2019}Number\u{2018}"
        case .object: return "\u{2019}Dictionary\u{2018}"
        case .null: return "\u{2019}null\u{2018}"
        }
    }

    /// The root line added to a block whose call returned nil without an issue saying so
    /// (a property with no fallback value).
    static func callFailed(rootType: String, fields: [String]) -> String {
        guard !fields.isEmpty else { return "Decoding \(rootType) failed." }
        let names = fields.map { "'\($0)'" }.joined(separator: ", ")
        return "Decoding \(rootType) failed: no fallback value for \(names)."
    }
}
