extension JSONValue {
    /// Parses `text` into a flat document that owns a copy of its bytes.
    static func flatDocument(_ text: String, options: JSONParsingOptions) throws(JSONParseError) -> FlatDocument {
        var text = text
        let result: Result<FlatDocument, JSONParseError> = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) in
                try JSONScanner.flatDocument(buffer, options: options, copyingBytes: true)
            }
        }
        return try result.get()
    }
}
