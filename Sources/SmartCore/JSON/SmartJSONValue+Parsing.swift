import Foundation

extension SmartJSONValue {
    /// Parses UTF-8 JSON text held in any contiguous byte buffer (`Data`, `[UInt8]`,
    /// `UnsafeRawBufferPointer`, …).
    ///
    /// Parsing is strict RFC 8259: no comments, trailing commas, single quotes, leading
    /// zeros or unescaped control characters; `\u` surrogates must pair up; the bytes must
    /// be valid UTF-8. A leading byte order mark is skipped. Top-level scalars are allowed
    /// unless `options` says otherwise, and `options` can accept trailing commas.
    ///
    /// - Throws: `SmartJSONParseError` with the kind of problem, its byte offset, line and column.
    public init(parsing bytes: some ContiguousBytes, options: SmartJSONParsingOptions = SmartJSONParsingOptions())
        throws(SmartJSONParseError)
    {
        let result: Result<SmartJSONValue, SmartJSONParseError> = bytes.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            return Result { () throws(SmartJSONParseError) in try SmartJSONValue.parse(buffer, options: options) }
        }
        self = try result.get()
    }

    /// Parses JSON text. See `init(parsing:options:)` for bytes for the rules.
    public init(parsing text: String, options: SmartJSONParsingOptions = SmartJSONParsingOptions())
        throws(SmartJSONParseError)
    {
        var text = text
        let result: Result<SmartJSONValue, SmartJSONParseError> = text.withUTF8 { buffer in
            Result { () throws(SmartJSONParseError) in try SmartJSONValue.parse(buffer, options: options) }
        }
        self = try result.get()
    }

    /// Parses JSON text from a `Substring`.
    public init(parsing text: Substring, options: SmartJSONParsingOptions = SmartJSONParsingOptions())
        throws(SmartJSONParseError)
    {
        try self.init(parsing: String(text), options: options)
    }

    /// Parses UTF-8 bytes already in memory without copying them.
    public init(
        parsing buffer: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions = SmartJSONParsingOptions()
    )
        throws(SmartJSONParseError)
    {
        self = try SmartJSONValue.parse(buffer, options: options)
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, options: SmartJSONParsingOptions)
        throws(SmartJSONParseError)
        -> SmartJSONValue
    {
        try JSONScanner.tree(buffer, options: options)
    }
}
