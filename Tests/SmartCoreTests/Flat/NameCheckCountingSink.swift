@testable import SmartCore

/// A scan sink that builds the flat document as decoding does and counts the steps of the
/// repeated-name check (names hashed or compared), which production sinks ignore.
struct NameCheckCountingSink: JSONScanSink, ~Copyable {
    var document: FlatDocumentSink
    private(set) var nameCheckSteps = 0

    init(expectedByteCount: Int) {
        document = FlatDocumentSink(expectedByteCount: expectedByteCount)
    }

    mutating func noteNameCheckStep() { nameCheckSteps += 1 }

    mutating func literal(_ kind: FlatKind) -> Bool { document.literal(kind) }

    mutating func integer(_ value: Int, start: Int, length: Int) -> Bool {
        document.integer(value, start: start, length: length)
    }

    mutating func number(start: Int, length: Int, isIntegerLiteral: Bool) -> Bool {
        document.number(start: start, length: length, isIntegerLiteral: isIntegerLiteral)
    }

    mutating func string(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        document.string(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    mutating func name(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        document.name(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    mutating func begin(isObject: Bool) -> Int? { document.begin(isObject: isObject) }

    mutating func end(isObject: Bool, token: Int, count: Int, hasRepeatedNames: Bool) -> Bool {
        document.end(isObject: isObject, token: token, count: count, hasRepeatedNames: hasRepeatedNames)
    }

    /// The check's steps on `bytes`, and whether the root object has a repeated name.
    static func cost(of bytes: UnsafeBufferPointer<UInt8>) throws(SmartJSONParseError) -> (
        operations: Int, rootHasRepeatedNames: Bool
    ) {
        var scanner = JSONScanner(bytes: bytes, options: SmartJSONParsingOptions())
        var sink = NameCheckCountingSink(expectedByteCount: bytes.count)
        try scanner.scanDocument(into: &sink, allowsTopLevelScalars: true)
        let rootHasRepeatedNames =
            sink.document.entries.count > 0 && sink.document.entries[0].has(FlatEntry.hasRepeatedKeys)
        return (sink.nameCheckSteps, rootHasRepeatedNames)
    }
}
