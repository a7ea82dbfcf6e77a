import Foundation

extension FlatDocument {
    /// The flat form of a `SmartJSONValue` tree, so that trees (built in code, bridged from
    /// Foundation objects) decode through the same path as parsed text.
    ///
    /// Strings and number literals are copied into the document's own bytes. Iterative,
    /// so no depth is a risk here; a tree nested more than `maximumDepth` arrays and
    /// objects deep gives nil, as parsing it as text would fail.
    static func flattening(_ root: SmartJSONValue, maximumDepth: Int) -> FlatDocument? {
        enum Pending {
            case elements(SmartJSONArray, next: Int, entry: Int)
            case members(SmartJSONObject, next: Int, entry: Int)
        }
        var sink = FlatDocumentSink(expectedByteCount: 64)
        var text: [UInt8] = []
        var open: [Pending] = []
        var current: SmartJSONValue? = root

        func appendText(_ string: String) -> (start: Int, length: Int) {
            let start = text.count
            text.append(contentsOf: string.utf8)
            return (start, text.count - start)
        }
        // The sink's ASCII flag must be exact (see `JSONScanSink.string`).
        func isASCII(start: Int, length: Int) -> Bool {
            text.withUnsafeBufferPointer {
                WordBytes.areASCII(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]))
            }
        }

        while true {
            if let value = current {
                current = nil
                var stored = true
                switch value {
                case .null: stored = sink.literal(.null)
                case .bool(let flag): stored = sink.literal(flag ? .true : .false)
                case .number(let number):
                    switch number.storage {
                    case .integer(let integer):
                        if let exact = Int(exactly: integer) {
                            stored = sink.integer(exact, start: 0, length: 0)
                        } else {
                            let (start, length) = appendText(String(integer))
                            stored = sink.number(start: start, length: length, isIntegerLiteral: true)
                        }
                    case .literal(let literal):
                        let (start, length) = appendText(literal)
                        stored = sink.number(start: start, length: length, isIntegerLiteral: number.isIntegerLiteral)
                    case .nonFinite(let double):
                        stored = sink.entries.append(
                            FlatEntry(
                                kind: .number, flags: FlatEntry.isNonFinite,
                                wideValue: Int64(bitPattern: double.bitPattern)))
                    }
                case .string(let string):
                    let (start, length) = appendText(string)
                    stored = sink.string(
                        start: start, length: length, hasEscapes: false, isASCII: isASCII(start: start, length: length))
                case .array(let elements):
                    guard open.count < maximumDepth, let entry = sink.begin(isObject: false) else { return nil }
                    open.append(.elements(elements, next: 0, entry: entry))
                case .object(let object):
                    guard open.count < maximumDepth, let entry = sink.begin(isObject: true) else { return nil }
                    open.append(.members(object, next: 0, entry: entry))
                }
                guard stored else { return nil }
            }
            // Move to the next value of the innermost container, closing finished ones.
            guard let top = open.popLast() else { break }
            switch top {
            case .elements(let elements, let next, let entry):
                if next < elements.count {
                    open.append(.elements(elements, next: next + 1, entry: entry))
                    current = elements[next]
                } else {
                    _ = sink.end(isObject: false, token: entry, count: elements.count, hasRepeatedNames: false)
                }
            case .members(let object, let next, let entry):
                if next < object.count {
                    open.append(.members(object, next: next + 1, entry: entry))
                    let member = object[next]
                    let (start, length) = appendText(member.key)
                    guard
                        sink.name(
                            start: start, length: length, hasEscapes: false,
                            isASCII: isASCII(start: start, length: length))
                    else { return nil }
                    current = member.value
                } else {
                    _ = sink.end(
                        isObject: true, token: entry, count: object.count, hasRepeatedNames: object.hasRepeatedKeys)
                }
            }
        }
        guard let (entries, count) = sink.entries.handOver() else { return nil }
        let bytes = text.withUnsafeBufferPointer { buffer -> UnsafeBufferPointer<UInt8>? in
            guard !buffer.isEmpty, let source = buffer.baseAddress, let copy = malloc(buffer.count) else { return nil }
            copy.copyMemory(from: source, byteCount: buffer.count)
            return UnsafeBufferPointer(start: copy.assumingMemoryBound(to: UInt8.self), count: buffer.count)
        }
        if bytes == nil, !text.isEmpty {
            free(entries)
            return nil
        }
        return FlatDocument(
            bytes: bytes ?? UnsafeBufferPointer(start: nil, count: 0), ownsBytes: bytes != nil,
            entries: entries, entryCount: count, trailingCommas: [])
    }
}
