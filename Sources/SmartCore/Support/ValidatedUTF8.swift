/// Strings made from UTF-8 that `JSONScanner` has already validated (string values,
/// member names, number literals of a scanned document, and the same text with its
/// escapes decoded).
///
/// `String(decoding:as:)` validates its input again, a second pass over every string a
/// decode makes (about 5% of decoding twitter.json). Swift 6.2's `UTF8Span` lets a string
/// be made from bytes known to be valid without that pass; where it is not available
/// (compilers before 6.2, Apple platforms before the 2025 releases) the validating
/// initializer is used.
///
/// Only for bytes the scanner has accepted: a `String` over invalid UTF-8 breaks the
/// standard library's assumptions.
///
/// A string too long to be stored inline (more than 15 bytes; 10 on 32-bit platforms)
/// keeps a flag saying whether it is all ASCII, and the standard library's fast paths
/// depend on it: hashing an ASCII string flagged as possibly non-ASCII normalises it
/// first (about 4.5 times slower for a 51-byte URL), and counting its characters runs
/// the general grapheme rules; a string wrongly flagged ASCII is broken (its UTF-16
/// count is its byte count). `string(_:isASCII:)` takes the flag from the scanner, which
/// works it out while it reads each string (`FlatEntry.isASCII`): string values and
/// member names of a scanned document are made without another look at their bytes.
/// `string(_:)` checks the bytes, a word at a time, for text the scanner has not flagged
/// (escapes decoded, number literals). (`String(decoding:as:)` sets the flag while
/// validating.)
enum ValidatedUTF8 {
    @inline(__always)
    static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        // `UTF8Span` and the `unsafe` marker came with Swift 6.2; the package builds
        // with Swift 6.0 and later.
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            let isASCII = utf8.count > inlineCapacity && WordBytes.areASCII(utf8)
            return unsafe String(copying: UTF8Span(unchecked: utf8.span, isKnownASCII: isASCII))
        }
        #endif
        return String(decoding: utf8, as: UTF8.self)
    }

    /// `string(_:)` of bytes whose ASCII-ness the scanner has already worked out
    /// (`FlatEntry.isASCII`): the bytes are not looked at again. `isASCII` must be exact.
    @inline(__always)
    static func string(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        #if compiler(>=6.2)
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return unsafe String(copying: UTF8Span(unchecked: utf8.span, isKnownASCII: isASCII))
        }
        #endif
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The most UTF-8 bytes a `String` stores inline, without an allocation.
    static var inlineCapacity: Int { MemoryLayout<Int>.size == 8 ? 15 : 10 }

    /// `string(_:)` of the bytes of `utf8`.
    @inline(__always)
    static func string(_ utf8: [UInt8]) -> String {
        utf8.withUnsafeBufferPointer { string($0) }
    }
}
