/// The ASCII letters as bytes: the test and the case changes, where a name is known to
/// be ASCII and Unicode's rules would give the same answer at a much higher cost.
enum ASCIILetters {
    /// Whether `byte` is `A`–`Z` or `a`–`z`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        return folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")
    }

    /// `byte` in lowercase when it is an uppercase ASCII letter, else unchanged.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// `byte` in uppercase when it is a lowercase ASCII letter, else unchanged.
    @inline(__always)
    static func uppercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & 0xDF : byte
    }
}
