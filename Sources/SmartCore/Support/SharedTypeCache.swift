/// Per-type values worked out once per process (how a type decodes or encodes, a model's
/// plan, its initializer values), shared by every thread.
///
/// Every value is kept in a `TypeKeyedTable` behind a lock. Each thread also keeps the last
/// `RecentTypes.limit` types it asked for in a small ring of plain identifiers, so that a
/// decode call — which asks about the same few types on every call — compares a few
/// integers instead of taking the lock and hashing: a small API response asked about a
/// dozen types per call, and on a server every thread took the same lock for each.
///
/// The value for a type is made outside the lock (making it may run the model's own
/// code); when two threads race to make one, the first stored is kept and handed to both.
final class SharedTypeCache<Value>: @unchecked Sendable {
    // @unchecked: `values` is behind its lock, and each thread's ring is touched only by
    // that thread. Values are immutable and shareable (metatypes, `Sendable` classes);
    // callers only cache such values.
    /// Guards `values`. Beside it rather than a `LockedValue` around it: see `PlainLock`.
    private let lock = PlainLock()
    @exclusivity(unchecked) private var values = TypeKeyedTable<Value>()
    /// Each thread's ring of recent types.
    private let rings = ThreadLocalObject { RecentTypes(of: Value.self) }

    /// The value for `type`, made by `make` the first time any thread asks.
    func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        let ring = rings.current(as: RecentTypes.self)
        if let ring, let recent = ring.value(for: identifier, as: Value.self) { return recent }
        let found: Value
        if let known = lock.withLock({ values.value(for: identifier) }) {
            found = known
        } else {
            let made = make(type)
            found = lock.withLock {
                if let raced = values.value(for: identifier) { return raced }
                values.set(made, for: identifier)
                return made
            }
        }
        ring?.remember(found, for: identifier)
        return found
    }
}
