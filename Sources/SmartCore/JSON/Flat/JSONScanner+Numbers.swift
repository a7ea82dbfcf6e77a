/// Numbers: validated against the RFC 8259 grammar as they are scanned. Plain integers
/// of up to 18 digits are read on the way (their entry holds the value); every other
/// number keeps its place in the input and is converted when a property asks for it.
extension JSONScanner {

    mutating func scanNumber<Sink: JSONScanSink & ~Copyable>(into sink: inout Sink) throws(SmartJSONParseError) {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
            guard position < count else { throw endOfInput(expecting: "a digit after '-'") }
        }
        var value: Int64 = 0
        var digitCount = 0
        let first = bytes[position]
        if first == UInt8(ascii: "0") {
            position += 1
            if position < count, bytes[position].isASCIIDigit {
                throw failure(.invalidNumber, at: start, "Numbers cannot have leading zeros (\(snippet(from: start))).")
            }
        } else if first.isASCIIDigit {
            while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                if digitCount < 18 { value = value &* 10 &+ Int64(digit) }
                digitCount += 1
                position += 1
            }
        } else {
            throw failure(.invalidNumber, at: position, "Expected a digit after '-', found \(describe(first)).")
        }
        var isPlainInteger = true
        if position < count, bytes[position] == UInt8(ascii: ".") {
            isPlainInteger = false
            position += 1
            guard position < count, bytes[position].isASCIIDigit else {
                throw failure(
                    .invalidNumber, at: position,
                    "A decimal point must be followed by at least one digit (\(snippet(from: start))).")
            }
            skipDigits()
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isPlainInteger = false
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < count, bytes[position].isASCIIDigit else {
                throw failure(
                    .invalidNumber, at: position, "An exponent must have at least one digit (\(snippet(from: start))).")
            }
            skipDigits()
        }
        let length = position - start
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

    /// Moves past the ASCII digits at `position`, eight at a time while eight bytes are
    /// left: a byte is a digit when its high nibble is 3 and adding 6 leaves it 3.
    @inline(__always)
    mutating func skipDigits() {
        if let base = bytes.baseAddress {
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
            let threes: UInt64 = 0x3030_3030_3030_3030
            while position + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                // A carry out of a byte only follows a byte that is no digit, so the lowest
                // flagged byte is the first non-digit.
                let flagged =
                    ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
                if flagged != 0 {
                    position += flagged.trailingZeroBitCount >> 3
                    return
                }
                position += 8
            }
        }
        while position < count, bytes[position].isASCIIDigit { position += 1 }
    }
}
