/// Coding keys in the order a model encoded them, each once, found again by name: what
/// `KeyCaptureEncoder` records and `PropertyValues` looks values up by.
///
/// A model with up to `linearLimit` keys (nearly all of them) is searched in order,
/// lengths first, and builds no dictionary: this runs on a model type's first decode, where
/// a dictionary's first use in the process (its generic types, its code) cost more than
/// comparing a few dozen short keys. A wider model gets a dictionary of positions as its
/// list passes the limit, so that neither recording nor a lookup grows with the square of
/// its width.
struct CodingKeyList {
    /// The most keys searched in order.
    static let linearLimit = 64

    /// The keys, in the order they were appended.
    private(set) var keys: [String] = []
    /// Each key's index in `keys`, once there are more than `linearLimit`.
    private var positions: [String: Int]?

    /// Appends `key` unless it is listed already; whether it was appended.
    mutating func append(_ key: String) -> Bool {
        guard index(of: key) == nil else { return false }
        if positions != nil {
            positions?[key] = keys.count
        } else if keys.count >= CodingKeyList.linearLimit {
            var built: [String: Int] = [:]
            built.reserveCapacity(keys.count * 2)
            for (index, listed) in keys.enumerated() { built[listed] = index }
            built[key] = keys.count
            positions = built
        }
        keys.append(key)
        return true
    }

    /// The index of `key` in `keys`, or nil. Lengths are compared first: most keys differ
    /// in length, and comparing two strings of 16 bytes or more costs the standard library
    /// a call through its general comparison.
    func index(of key: String) -> Int? {
        if let positions { return positions[key] }
        let length = key.utf8.count
        return keys.firstIndex { $0.utf8.count == length && $0 == key }
    }
}
