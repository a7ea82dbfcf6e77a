/// Where `JSONScanner` sends what it reads: the flat form (`FlatDocumentSink`) or a
/// `SmartJSONValue` tree (`JSONTreeSink`). The scanner owns the grammar, validation, limits
/// and error messages; a sink only records values.
///
/// Each method returns false when the sink could not store the value (memory ran out);
/// the scan then stops with an error.
protocol JSONScanSink: ~Copyable {
    /// `null`, `true` or `false`.
    mutating func literal(_ kind: FlatKind) -> Bool
    /// A plain integer literal that fits `Int`, at `start` with `length` bytes.
    mutating func integer(_ value: Int, start: Int, length: Int) -> Bool
    /// Any other number literal.
    mutating func number(start: Int, length: Int, isIntegerLiteral: Bool) -> Bool
    /// A string value; `start` and `length` delimit the text between the quotes.
    /// `isASCII` says that no byte of the text, as written, is above 0x7F. It is exact
    /// (false only when such a byte is there), because a `String` made from text without
    /// escapes takes it as its ASCII flag (see `ValidatedUTF8`); text with escapes is
    /// decoded first, and its flag worked out from the decoded bytes.
    mutating func string(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool
    /// A member name (followed by its value); the flags as for `string`.
    mutating func name(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool
    /// An array or object opens; the result is handed back to `end`.
    mutating func begin(isObject: Bool) -> Int?
    /// The container opened with `token` closes after `count` elements or members.
    mutating func end(isObject: Bool, token: Int, count: Int, hasRepeatedNames: Bool) -> Bool
    /// The repeated-name check hashed a member name or compared two. Decoding sinks ignore
    /// it (the default does nothing and compiles away); tests count it to hold the check
    /// to linear work on hostile input.
    mutating func noteNameCheckStep()
}

extension JSONScanSink where Self: ~Copyable {
    @inline(__always)
    mutating func noteNameCheckStep() {}
}
