/// Numbers: validated against the RFC 8259 grammar as they are scanned. Plain integers
/// of up to 18 digits are read on the way (their entry holds the value); every other
/// number keeps its place in the input and is converted when a property asks for it.
///
/// The number is walked with a local index, written back to `position` once at the end
/// (and before any error is made): updating `position` itself would store it to memory on
/// every digit.
extension JSONScanner {

    /// Scans the number starting at `position` and hands it to `sink`.
    ///
    /// Written into the value loop (`@_transparent`, for the reason given at
    /// `scanMemberName`). Decode instructions against the call: canada -2.9%,
    /// citm_catalog -0.8%, airports10000 -0.6%, twitter -0.5%.
    @_transparent
    mutating func scanNumber<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink) throws(SmartJSONParseError) {
        let start = position
        var cursor = start
        let negative = bytes[cursor] == UInt8(ascii: "-")
        if negative {
            cursor &+= 1
            guard cursor < count else {
                position = cursor
                throw endOfInput(expecting: "a digit after '-'")
            }
        }
        let integerStart = cursor
        var value: Int64 = 0
        var digit = bytes[cursor] &- UInt8(ascii: "0")
        if digit == 0 {
            cursor &+= 1
            if cursor < count, bytes[cursor].isASCIIDigit {
                position = cursor
                throw failure(.invalidNumber, at: start, "Numbers cannot have leading zeros (\(snippet(from: start))).")
            }
        } else if digit < 10 {
            // Wrapping arithmetic: the value is kept only when there are at most 18 digits,
            // which cannot overflow.
            repeat {
                value = value &* 10 &+ Int64(digit)
                cursor &+= 1
                guard cursor < count else { break }
                digit = bytes[cursor] &- UInt8(ascii: "0")
            } while digit < 10
        } else {
            position = cursor
            throw failure(.invalidNumber, at: cursor, "Expected a digit after '-', found \(describe(bytes[cursor])).")
        }
        let digitCount = cursor &- integerStart
        var isPlainInteger = true
        if cursor < count {
            var next = bytes[cursor]
            if next == UInt8(ascii: ".") {
                isPlainInteger = false
                cursor = try endOfRequiredDigits(from: cursor &+ 1, numberStart: start, isExponent: false)
                next = cursor < count ? bytes[cursor] : 0
            }
            if next | 0x20 == UInt8(ascii: "e") {
                isPlainInteger = false
                cursor &+= 1
                if cursor < count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
                    cursor &+= 1
                }
                cursor = try endOfRequiredDigits(from: cursor, numberStart: start, isExponent: true)
            }
        }
        position = cursor
        let length = cursor &- start
        let stored: Bool
        if isPlainInteger, digitCount <= 18, !(negative && value == 0),
            let exact = Int(exactly: negative ? 0 &- value : value)
        {
            stored = sink.integer(exact, start: start, length: length)
        } else {
            stored = sink.number(start: start, length: length, isIntegerLiteral: isPlainInteger)
        }
        guard stored else { throw outOfMemory() }
    }

    /// The end of the digits of a fraction or an exponent, which start at `offset` and
    /// must be at least one: an error (at `offset`, quoting the number from `numberStart`)
    /// when there is none.
    @inline(__always)
    mutating func endOfRequiredDigits(from offset: Int, numberStart: Int, isExponent: Bool)
        throws(SmartJSONParseError) -> Int
    {
        guard offset < count, bytes[offset].isASCIIDigit else {
            position = offset
            let rule =
                isExponent
                ? "An exponent must have at least one digit" : "A decimal point must be followed by at least one digit"
            throw failure(.invalidNumber, at: offset, "\(rule) (\(snippet(from: numberStart))).")
        }
        return endOfDigits(from: offset)
    }

    /// The offset of the first byte at or after `offset` that is not an ASCII digit,
    /// eight bytes at a time while eight are left: a byte is a digit when its high nibble
    /// is 3 and adding 6 leaves it 3.
    @inline(__always)
    func endOfDigits(from offset: Int) -> Int {
        var index = offset
        let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let threes: UInt64 = 0x3030_3030_3030_3030
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // A carry out of a byte only follows a byte that is no digit, so the lowest
            // flagged byte is the first non-digit.
            let flagged =
                ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
            if flagged != 0 { return index &+ flagged.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count, bytes[index].isASCIIDigit { index &+= 1 }
        return index
    }
}
