/// A coding key told apart by its one byte, without asking for its name.
///
/// A model's synthesized `CodingKeys` is an enum without payloads: one byte, the number
/// of its case, and nothing counted by reference. For such a key type the byte decides
/// the key, so a model context can map it straight to the key's slot; asking
/// `stringValue` instead calls the enum's generated switch and releases the string it
/// returns, on every property of every model (about 40 instructions a property, on
/// twitter.json 4% of a decode).
///
/// Other key types (structs holding a `String`, enums with payloads, classes) have no
/// tag and are found by name. The one assumption is the one `Hashable` makes of any
/// plain value: a key type of one trivial byte derives `stringValue` from that byte.
enum CodingKeyTag {
    /// How many tags there can be: one per value of a byte.
    static let count = 256

    /// The key's byte when its type is a single byte with no references (a type of no
    /// bytes, a one-case enum, is tag 0); nil for any other key type.
    @inline(__always)
    static func of<Key: CodingKey>(_ key: Key) -> Int? {
        let size = MemoryLayout<Key>.size
        guard size <= 1, _isPOD(Key.self) else { return nil }
        if size == 0 { return 0 }
        // A reinterpretation, read in place (`withUnsafeBytes(of:)` is not specialised
        // here, and copied the key through its type's value witnesses).
        return Int(unsafeBitCast(key, to: UInt8.self))
    }
}
