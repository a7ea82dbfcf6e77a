/// Per-type values worked out once per coding call: a handful of recently used types are
/// checked first (decoding walks the same few types over and over), then a dictionary.
struct TypeCache<Value> {
    private var recent: [(type: ObjectIdentifier, value: Value)] = []
    private var all: [ObjectIdentifier: Value] = [:]

    /// How many recent types are checked before the dictionary.
    private static var recentLimit: Int { 6 }

    mutating func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        for entry in recent where entry.type == identifier { return entry.value }
        let found: Value
        if let known = all[identifier] {
            found = known
        } else {
            found = make(type)
            all[identifier] = found
        }
        if recent.count >= TypeCache.recentLimit { recent.removeFirst() }
        recent.append((identifier, found))
        return found
    }
}
