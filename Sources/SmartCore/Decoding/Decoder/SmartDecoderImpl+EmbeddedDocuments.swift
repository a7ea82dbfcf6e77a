import Foundation

// JSON held in strings ("stringified JSON"): parsed on demand into documents of their own
// that share the call's nesting budget.
extension SmartDecoderImpl {
    /// The document held by the string at `value` when it is a JSON object or array of
    /// the `expecting` kind (leading whitespace allowed); nil for any other string.
    ///
    /// The embedded document may nest only as deep as the call's limit leaves room for at
    /// this level; deeper, the value fails with `nestingTooDeep`. Trailing commas are
    /// accepted and reported, as in the input itself.
    func embeddedDocument(in value: FlatCursor, expecting kind: FlatKind) throws -> FlatCursor? {
        let raw = value.document.literalBytes(at: value.index)
        let hasEscapes = value.entry.has(FlatEntry.hasEscapes)
        let firstByte: UInt8? =
            hasEscapes
            ? FlatDocument.unescaped(raw).first(where: { !$0.isJSONWhitespace })
            : raw.first(where: { !$0.isJSONWhitespace })
        guard let firstByte, firstByte == (kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "[")) else { return nil }
        let remaining = limits.maximumDepth - state.pointee.containerDepth
        guard remaining > 0 else { throw NestingLimitError(problem: .nestingTooDeep(limit: limits.maximumDepth)) }
        let options = SmartJSONParsingOptions(
            maximumDepth: remaining, allowsTopLevelScalars: false, allowsTrailingCommas: true)
        let document: FlatDocument
        do {
            if hasEscapes {
                let text = FlatDocument.unescaped(raw)
                document = try text.withUnsafeBufferPointer {
                    try JSONScanner.flatDocument($0, options: options, copyingBytes: true)
                }
            } else {
                document = try JSONScanner.flatDocument(raw, options: options, copyingBytes: true)
            }
        } catch let error as SmartJSONParseError {
            if error.kind == .depthLimitExceeded {
                throw NestingLimitError(problem: .nestingTooDeep(limit: limits.maximumDepth))
            }
            return nil
        }
        state.pointee.documents.append(document)
        reportTrailingCommas(in: document)
        return FlatCursor(document, 0)
    }

    /// A separate decoder for `super` decoding, sharing this call's settings, documents,
    /// depth and log; a missing value (nil) reads as `null`.
    func childDecoder(for value: FlatCursor?, key: any CodingKey) -> SmartDecoderImpl {
        var documents = state.pointee.documents
        let root: FlatCursor
        if let value {
            root = value
        } else {
            let null = FlatDocument.singleNull()
            documents.append(null)
            root = FlatCursor(null, 0)
        }
        return SmartDecoderImpl(
            root: root, documents: documents, settings: settings, log: log, rootTypeName: rootTypeName,
            limits: limits, codingPath: codingPath + [key], userInfo: userInfo, depth: state.pointee.containerDepth)
    }
}
