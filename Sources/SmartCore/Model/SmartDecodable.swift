/// A model that `deserialize(from:)` can build from untidy JSON.
///
/// Conform, give every stored property an initializer value (or make it optional), and
/// decoding never throws and never crashes: missing keys, `null`, wrong types and
/// unknown enum cases fall back to conversion, then to the property's initializer value,
/// and each fallback is reported to diagnostics.
///
/// ```swift
/// struct User: SmartDecodable {
///     var name: String = ""
///     var age: Int = 0
/// }
/// let user = User.deserialize(from: #"{"name": "Ann", "age": "30"}"#)   // age 30
/// ```
///
/// Structs get `init()` for free when every stored property has an initializer; classes
/// declare `required init() {}`. The other requirements (`didFinishMapping()`,
/// `mappingForKey()`, `mappingForValue()`) come from `SmartMappable` with empty defaults.
public protocol SmartDecodable: Decodable, SmartMappable {
    /// Not for models to implement or call: the default is the only implementation, and
    /// decoding calls it to give each array of this model its storage.
    static func _reserveArray(at array: UnsafeMutableRawPointer, capacity: Int)
}

extension SmartDecodable {
    /// Replaces the `[Self]` at `array` with an empty one that has room for `capacity`
    /// elements.
    ///
    /// Inlinable, so that a model's own module compiles it with `Self` known, and the
    /// standard library's storage class for `[Self]` comes from that module's cache.
    /// Reserved by SmartCore's code, which is generic over the element, the storage class
    /// was looked up in the runtime's table of generic types for every array (400 to 500
    /// instructions an array; 3% of decoding airports10000.json). The array is passed by
    /// address because a requirement that returned `[Self]` could not be met by a class
    /// that is not final.
    @inlinable
    public static func _reserveArray(at array: UnsafeMutableRawPointer, capacity: Int) {
        var reserved: [Self] = []
        reserved.reserveCapacity(capacity)
        array.assumingMemoryBound(to: [Self].self).pointee = reserved
    }
}
