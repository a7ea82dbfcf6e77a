import Foundation

extension FlatDocument {
    /// A document holding only `null`.
    static func singleNull() -> FlatDocument {
        // Sixteen bytes: like any Swift allocation, this fails only when memory is gone.
        guard let raw = malloc(MemoryLayout<FlatEntry>.stride) else { preconditionFailure("SmartCore: out of memory") }
        let entries = raw.bindMemory(to: FlatEntry.self, capacity: 1)
        entries.initialize(to: FlatEntry(kind: .null))
        return FlatDocument(
            bytes: UnsafeBufferPointer(start: nil, count: 0), ownsBytes: false, entries: entries, entryCount: 1,
            trailingCommas: [])
    }

    /// Line and column (from 1, columns in Unicode scalars) of each byte offset, in one
    /// pass over the text: `offsets` must be ascending.
    func lineAndColumn(ofOffsets offsets: [Int]) -> [(line: Int, column: Int)] {
        var result: [(line: Int, column: Int)] = []
        result.reserveCapacity(offsets.count)
        var line = 1
        var column = 1
        var position = 0
        for offset in offsets {
            let target = min(max(offset, position), bytes.count)
            while position < target {
                let byte = bytes[position]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
            result.append((line, column))
        }
        return result
    }

    /// The problem to report for each trailing comma the document was read with (DI-25),
    /// placed by line and column counted from `origin`: 1:1 for a whole input, where the
    /// element starts for a piece of a stream parsed on its own.
    func trailingCommaProblems(
        from origin: StreamPosition = StreamPosition(line: 1, column: 1)
    ) -> [SmartDecodingIssue.Problem] {
        guard !trailingCommas.isEmpty else { return [] }
        return lineAndColumn(ofOffsets: trailingCommas).map { location in
            let position = origin.offsetting(by: StreamPosition(line: location.line, column: location.column))
            return .trailingComma(line: position.line, column: position.column)
        }
    }
}

extension UInt8 {
    /// Space, tab, line feed or carriage return.
    @inline(__always)
    var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }

}
