/// A scan sink that builds a `SmartJSONValue` tree directly, in the same single pass.
///
/// Array elements wait on one stack and object members (name and value) on another
/// until their container closes; they then move into the container's storage, one
/// allocation of exact size, without copies or reference counting.
struct JSONTreeSink: JSONScanSink, ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    private var values = MoveStack<SmartJSONValue>()
    private var members = MoveStack<SmartJSONObject.Member>()
    /// Names read whose value is not complete yet, innermost last.
    private var names = MoveStack<String>()
    /// For each open container, whether it is an object, innermost last.
    private var openIsObject: [Bool] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The document's value, once the scan has finished.
    mutating func takeRoot() -> SmartJSONValue {
        values.pop() ?? .null
    }

    @inline(__always)
    private func text(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
        guard hasEscapes else { return ValidatedUTF8.string(raw, isASCII: isASCII) }
        return FlatDocument.unescapedString(raw)
    }

    /// A complete value goes to its object as a member (with the name read before it), or
    /// to its array or the root as an element.
    @inline(__always)
    private mutating func complete(_ value: consuming SmartJSONValue) {
        if openIsObject.last == true, let name = names.pop() {
            members.push(SmartJSONObject.Member(key: name, value: value))
        } else {
            values.push(value)
        }
    }

    @inline(__always)
    mutating func literal(_ kind: FlatKind) -> Bool {
        switch kind {
        case .true: complete(.bool(true))
        case .false: complete(.bool(false))
        default: complete(.null)
        }
        return true
    }

    @inline(__always)
    mutating func integer(_ value: Int, start: Int, length: Int) -> Bool {
        complete(.number(SmartJSONNumber(storage: .integer(Int64(value)))))
        return true
    }

    @inline(__always)
    mutating func number(start: Int, length: Int, isIntegerLiteral: Bool) -> Bool {
        let literal = ValidatedUTF8.string(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
        complete(.number(SmartJSONNumber(storage: .literal(literal))))
        return true
    }

    @inline(__always)
    mutating func string(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        complete(.string(text(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII)))
        return true
    }

    @inline(__always)
    mutating func name(start: Int, length: Int, hasEscapes: Bool, isASCII: Bool) -> Bool {
        names.push(text(start: start, length: length, hasEscapes: hasEscapes, isASCII: isASCII))
        return true
    }

    @inline(__always)
    mutating func begin(isObject: Bool) -> Int? {
        openIsObject.append(isObject)
        return isObject ? members.count : values.count
    }

    mutating func end(isObject: Bool, token: Int, count: Int, hasRepeatedNames: Bool) -> Bool {
        openIsObject.removeLast()
        let value: SmartJSONValue =
            isObject
            ? .object(
                members.popMoving(from: token) {
                    SmartJSONObject(movingMembersFrom: $0, repeatedKeys: hasRepeatedNames)
                })
            : .array(values.popMoving(from: token) { SmartJSONArray(movingFrom: $0) })
        complete(value)
        return true
    }
}
