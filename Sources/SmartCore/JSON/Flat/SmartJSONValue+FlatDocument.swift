extension SmartJSONValue {
    /// Parses `text` into a flat document that owns a copy of its bytes.
    static func flatDocument(_ text: String, options: SmartJSONParsingOptions) throws(SmartJSONParseError)
        -> FlatDocument
    {
        var text = text
        let result: Result<FlatDocument, SmartJSONParseError> = text.withUTF8 { buffer in
            Result { () throws(SmartJSONParseError) in
                try JSONScanner.flatDocument(buffer, options: options, copyingBytes: true)
            }
        }
        return try result.get()
    }
}
