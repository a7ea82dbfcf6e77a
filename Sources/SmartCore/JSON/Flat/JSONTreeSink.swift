/// A scan sink that builds a `JSONValue` tree directly, in the same single pass.
///
/// Values wait on one stack and member names on another until their container closes;
/// they then move into the container's storage without copies or reference counting.
struct JSONTreeSink: JSONScanSink, ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    private var values = MoveStack<JSONValue>()
    private var names = MoveStack<String>()
    /// Reused for strings with escapes.
    private var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The document's value, once the scan has finished.
    mutating func takeRoot() -> JSONValue {
        values.pop() ?? .null
    }

    @inline(__always)
    private mutating func text(start: Int, length: Int, hasEscapes: Bool) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        FlatDocument.unescape(raw, into: &scratch)
        return String(decoding: scratch, as: UTF8.self)
    }

    @inline(__always)
    mutating func literal(_ kind: FlatKind) -> Bool {
        switch kind {
        case .true: values.push(.bool(true))
        case .false: values.push(.bool(false))
        default: values.push(.null)
        }
        return true
    }

    @inline(__always)
    mutating func integer(_ value: Int, start: Int, length: Int) -> Bool {
        values.push(.number(JSONNumber(storage: .integer(Int64(value)))))
        return true
    }

    @inline(__always)
    mutating func number(start: Int, length: Int, isIntegerLiteral: Bool) -> Bool {
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self)
        values.push(.number(JSONNumber(storage: .literal(literal))))
        return true
    }

    @inline(__always)
    mutating func string(start: Int, length: Int, hasEscapes: Bool) -> Bool {
        values.push(.string(text(start: start, length: length, hasEscapes: hasEscapes)))
        return true
    }

    @inline(__always)
    mutating func name(start: Int, length: Int, hasEscapes: Bool) -> Bool {
        names.push(text(start: start, length: length, hasEscapes: hasEscapes))
        return true
    }

    @inline(__always)
    mutating func begin(isObject: Bool) -> Int? {
        isObject ? names.count : values.count
    }

    mutating func end(isObject: Bool, token: Int, count: Int, hasRepeatedNames: Bool) -> Bool {
        guard isObject else {
            values.push(.array(values.popArray(from: values.count - count)))
            return true
        }
        let valueStart = values.count - count
        var members: [JSONObject.Member] = []
        if count > 0 {
            members = [JSONObject.Member](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let destination = buffer.baseAddress else { return }
                names.moveOut(from: token) { keys, keyCount in
                    values.moveOut(from: valueStart) { memberValues, valueCount in
                        for offset in 0..<min(keyCount, valueCount) {
                            (destination + offset).initialize(
                                to: JSONObject.Member(key: (keys + offset).move(), value: (memberValues + offset).move()))
                        }
                    }
                }
                initialized = count
            }
        }
        values.push(.object(JSONObject(members: members, repeatedKeys: hasRepeatedNames)))
        return true
    }
}
