/// A scan sink that writes one `FlatEntry` per value and per member name.
struct FlatDocumentSink: JSONScanSink, ~Copyable {
    var entries: FlatEntryBuffer

    init(expectedByteCount: Int) {
        entries = FlatEntryBuffer(expectedByteCount: expectedByteCount)
    }

    @inline(__always)
    mutating func literal(_ kind: FlatKind) -> Bool {
        entries.append(FlatEntry(kind: kind))
    }

    @inline(__always)
    mutating func integer(_ value: Int, start: Int, length: Int) -> Bool {
        entries.append(FlatEntry(kind: .integer, wideValue: Int64(value)))
    }

    @inline(__always)
    mutating func number(start: Int, length: Int, isIntegerLiteral: Bool) -> Bool {
        entries.append(
            FlatEntry(
                kind: .number, flags: isIntegerLiteral ? FlatEntry.isIntegerLiteral : 0,
                length: UInt32(truncatingIfNeeded: length), payload: start))
    }

    @inline(__always)
    mutating func string(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        entries.append(
            FlatEntry(
                kind: .string,
                flags: hasEscapes ? FlatEntry.hasEscapes : isASCII ? FlatEntry.isASCII : 0,
                length: UInt32(truncatingIfNeeded: length), payload: start))
    }

    @inline(__always)
    mutating func name(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        string(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII)
    }

    @inline(__always)
    mutating func begin(isObject: Bool) -> Int? {
        let index = entries.count
        guard entries.append(FlatEntry(kind: isObject ? .object : .array)) else { return nil }
        return index
    }

    @inline(__always)
    mutating func end(isObject: Bool, token: Int, count: Int, hasRepeatedNames: Bool) -> Bool {
        entries[token] = FlatEntry(
            kind: isObject ? .object : .array, flags: hasRepeatedNames ? FlatEntry.hasRepeatedKeys : 0,
            length: UInt32(truncatingIfNeeded: count), payload: entries.count)
        return true
    }
}
