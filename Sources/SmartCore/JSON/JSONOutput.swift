import Foundation

/// JSON text being written: a growing byte buffer with the one implementation of string
/// escaping, number spelling and pretty-printing layout that every writer uses (the tree
/// writer `JSONWriter`, and the encoder that writes models straight to text).
///
/// Move-only: the buffer has one owner, freed on `deinit` or handed over as `Data`
/// without a copy.
struct JSONOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    let options: SmartJSONWritingOptions
    /// False once the buffer is handed over as `Data`.
    private var ownsBuffer = true

    init(options: SmartJSONWritingOptions, capacity: Int = 1024) {
        self.options = options
        self.capacity = max(capacity, 16)
        guard let raw = malloc(self.capacity) else { preconditionFailure("SmartCore: out of memory") }
        base = raw.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        if ownsBuffer { free(base) }
    }

    // MARK: Bytes

    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        var newCapacity = max(capacity * 2, 16)
        while newCapacity < needed { newCapacity *= 2 }
        // Like any Swift allocation, growing fails only when memory is gone.
        guard let raw = realloc(ownsBuffer ? base : nil, newCapacity) else {
            preconditionFailure("SmartCore: out of memory")
        }
        base = raw.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
        ownsBuffer = true
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The text so far, as a new array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The text as `Data`, handing over the buffer without copying it.
    consuming func takeData() -> Data {
        handOverData()
    }

    /// The text as `Data`, handing over the buffer without copying it; the output is
    /// empty afterwards (and allocates anew if written to again).
    mutating func handOverData() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .free)
        ownsBuffer = false
        count = 0
        capacity = 0
        return data
    }

    /// The text as a `String`.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    // MARK: Layout

    /// A newline and two spaces per level, when pretty-printing.
    @inline(__always)
    mutating func newline(depth: Int) {
        guard options.prettyPrinted else { return }
        reserve(1 + 2 * depth)
        base[count] = 0x0A
        (base + count + 1).update(repeating: 0x20, count: 2 * depth)
        count += 1 + 2 * depth
    }

    /// `:` between a member name and its value (` : ` when pretty-printing).
    @inline(__always)
    mutating func nameSeparator() {
        if options.prettyPrinted { append(" : ") } else { append(UInt8(ascii: ":")) }
    }

    // MARK: Values

    /// A string in quotes, escaped where JSON requires it (and `/` when asked).
    mutating func write(string: String) {
        var text = string
        text.withUTF8 { write(utf8String: $0) }
    }

    /// UTF-8 text in quotes, escaped where JSON requires it.
    mutating func write(utf8String utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count + 2)
        append(UInt8(ascii: "\""))
        let escapesSlash = options.escapesForwardSlashes
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            let needsEscape =
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (escapesSlash && byte == UInt8(ascii: "/"))
            guard needsEscape else { continue }
            if runStart < index { append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            appendEscape(for: byte)
            runStart = index + 1
        }
        if runStart < utf8.count { append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count])) }
        append(UInt8(ascii: "\""))
    }

    private mutating func appendEscape(for byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): append(byte)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
            let hexDigits: StaticString = "0123456789abcdef"
            append("u00")
            hexDigits.withUTF8Buffer { digits in
                append(digits[Int(byte >> 4)])
                append(digits[Int(byte & 0x0F)])
            }
        }
    }

    /// An integer in decimal digits, without building a `String`.
    mutating func write(integer value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        write(digitsOf: value.magnitude)
    }

    mutating func write(digitsOf magnitude: UInt64) {
        reserve(20)
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch, enough for 20 digits
        var remaining = magnitude
        var length = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                length += 1
                scratch[24 - length] = UInt8(truncatingIfNeeded: remaining % 10) &+ UInt8(ascii: "0")
                remaining /= 10
            } while remaining != 0
            append(UnsafeBufferPointer(rebasing: scratch.bindMemory(to: UInt8.self)[(24 - length)...]))
        }
    }

    /// A number as held: integers as digits, literals verbatim; NaN and infinities as
    /// the options say (or an error).
    mutating func write(_ number: SmartJSONNumber) throws(SmartJSONWriteError) {
        switch number.storage {
        case .integer(let value):
            write(integer: value)
        case .literal(var text):
            text.withUTF8 { append($0) }
        case .nonFinite(let value):
            switch options.nonFiniteNumbers {
            case .throw:
                throw SmartJSONWriteError.nonFiniteNumber(value, path: "")
            case .convertToString(let positive, let negative, let nan):
                write(string: value.isNaN ? nan : (value < 0 ? negative : positive))
            }
        }
    }
}
