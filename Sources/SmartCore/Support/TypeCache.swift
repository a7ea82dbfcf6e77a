/// Per-type values worked out once per coding call: a handful of recently used types are
/// checked first (decoding walks the same few types over and over), then a table
/// (`TypeKeyedTable`).
///
/// The recent types sit in a small ring of plain identifiers, so a hit compares a few
/// integers and copies one value. The table only holds what the ring pushed out, so a
/// call that meets at most `recentLimit` types (most API responses) never allocates it.
struct TypeCache<Value> {
    private var recent: [(type: ObjectIdentifier, value: Value)] = []
    private var oldestSlot = 0
    /// The types pushed out of the ring, when there were more than `recentLimit`.
    private var evicted = TypeKeyedTable<Value>()

    /// How many recent types are checked before the table.
    private static var recentLimit: Int { 16 }

    /// The value for `type`, from the ring when it is there (written into the caller:
    /// most lookups are hits), else from `make` or the table.
    @inline(__always)
    mutating func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        for slot in recent.indices where recent[slot].type == identifier {
            return recent[slot].value
        }
        return missedValue(for: type, make: make)
    }

    @inline(never)
    private mutating func missedValue(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        let found: Value
        if !evicted.isEmpty, let known = evicted.value(for: identifier) {
            found = known
        } else {
            found = make(type)
        }
        if recent.count < TypeCache.recentLimit {
            if recent.isEmpty { recent.reserveCapacity(TypeCache.recentLimit) }
            recent.append((identifier, found))
        } else {
            let pushedOut = recent[oldestSlot]
            evicted.set(pushedOut.value, for: pushedOut.type)
            recent[oldestSlot] = (identifier, found)
            oldestSlot = (oldestSlot + 1) % TypeCache.recentLimit
        }
        return found
    }
}
