/// Per-type values worked out once per coding call: a handful of recently used types are
/// checked first (decoding walks the same few types over and over), then a dictionary.
///
/// The recent types sit in a small ring of plain identifiers, so a hit compares a few
/// integers and copies one value; a miss overwrites the oldest slot.
struct TypeCache<Value> {
    private var recentTypes: [ObjectIdentifier] = []
    private var recentValues: [Value] = []
    private var oldestSlot = 0
    private var all: [ObjectIdentifier: Value] = [:]

    /// How many recent types are checked before the dictionary.
    private static var recentLimit: Int { 16 }

    mutating func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        for slot in recentTypes.indices where recentTypes[slot] == identifier {
            return recentValues[slot]
        }
        let found: Value
        if let known = all[identifier] {
            found = known
        } else {
            found = make(type)
            all[identifier] = found
        }
        if recentTypes.count < TypeCache.recentLimit {
            recentTypes.append(identifier)
            recentValues.append(found)
        } else {
            recentTypes[oldestSlot] = identifier
            recentValues[oldestSlot] = found
            oldestSlot = (oldestSlot + 1) % TypeCache.recentLimit
        }
        return found
    }
}
