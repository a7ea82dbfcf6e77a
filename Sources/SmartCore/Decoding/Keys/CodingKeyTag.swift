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

    /// Whether keys of type `Key` have tags: a single byte, or none, with no references.
    @inline(__always)
    static func isTagged<Key: CodingKey>(_ keyType: Key.Type) -> Bool {
        MemoryLayout<Key>.size <= 1 && _isPOD(Key.self)
    }

    /// Whether keys of type `Key` are one byte with no references: the keys whose tag
    /// `byte(of:)` reads (a one-case enum, of no bytes, is tag 0 and goes through `of`).
    @inline(__always)
    static func isOneByte<Key: CodingKey>(_ keyType: Key.Type) -> Bool {
        MemoryLayout<Key>.size == 1 && _isPOD(Key.self)
    }

    /// The key's byte when its type is a single byte with no references (a type of no
    /// bytes, a one-case enum, is tag 0); nil for any other key type.
    @inline(__always)
    static func of<Key: CodingKey>(_ key: Key) -> Int? {
        guard isTagged(Key.self) else { return nil }
        if MemoryLayout<Key>.size == 0 { return 0 }
        return byte(of: key)
    }

    /// The byte of a key whose type `isOneByte`, read in place (`withUnsafeBytes(of:)` and
    /// `withUnsafePointer(to:)` are not specialised here: they copied the key through its
    /// type's value witnesses, or called a generic function per key).
    @inline(__always)
    static func byte<Key: CodingKey>(of key: Key) -> Int {
        Int(unsafeBitCast(key, to: UInt8.self))
    }
}
