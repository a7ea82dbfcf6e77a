/// The members of a JSON object, in document order.
///
/// Lookup by key is linear for small objects and hashed for large ones. A key that
/// appears more than once keeps every occurrence (so a document can be written back as
/// it was read), and lookup returns the **last** occurrence, as most JSON readers do.
///
/// Equality ignores order: two objects are equal when they have the same keys with equal
/// values, taking the last value of a repeated key.
///
/// A value type with copy-on-write storage: the members live in one heap allocation,
/// shared by copies until one of them is changed. Freeing an object never recurses into
/// nested containers, so a value nested any number of levels deep can be released on any
/// thread (see `JSONTeardown`). `Sendable` as `Array` is: storage is shared only while no
/// copy changes it.
public struct SmartJSONObject: @unchecked Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: SmartJSONValue

        /// A member with this key and value.
        public init(key: String, value: SmartJSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Objects with more members than this get a hash index for lookup.
    static let indexThreshold = 64

    /// nil while the object is empty and has reserved no capacity.
    var storage: JSONObjectStorage?

    /// An empty object; it allocates nothing.
    public init() {
        storage = nil
    }

    /// An object with these members, in this order.
    public init(members: [Member]) {
        self.init(copying: members, repeatedKeys: nil)
    }

    /// For builders that already know whether keys repeat.
    init(members: [Member], repeatedKeys: Bool) {
        self.init(copying: members, repeatedKeys: repeatedKeys)
    }

    private init(copying members: [Member], repeatedKeys: Bool?) {
        storage = members.withUnsafeBufferPointer { buffer in
            guard let source = buffer.baseAddress, !buffer.isEmpty else { return nil }
            let storage = JSONObjectStorage.allocate(capacity: buffer.count)
            storage.withPointers { header, destination in
                destination.initialize(from: source, count: buffer.count)
                header.pointee.count = buffer.count
                SmartJSONObject.rebuildIndex(header, destination, repeatedKeys: repeatedKeys)
            }
            return storage
        }
    }

    /// An object that takes `buffer`'s members by moving them into one allocation of
    /// exactly their size; `buffer` is left uninitialized. For the parser and bridges,
    /// which know whether keys repeat.
    init(movingMembersFrom buffer: UnsafeMutableBufferPointer<Member>, repeatedKeys: Bool) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else {
            storage = nil
            return
        }
        let storage = JSONObjectStorage.allocate(capacity: buffer.count)
        storage.withPointers { header, destination in
            destination.moveInitialize(from: source, count: buffer.count)
            header.pointee.count = buffer.count
            SmartJSONObject.rebuildIndex(header, destination, repeatedKeys: repeatedKeys)
        }
        self.storage = storage
    }

    /// An object with these key-value pairs, in this order.
    public init(_ pairs: some Sequence<(String, SmartJSONValue)>) {
        self.init()
        reserveCapacity(pairs.underestimatedCount)
        for (key, value) in pairs {
            appendWithoutLookup(Member(key: key, value: value))
        }
        finishBuilding(repeatedKeys: nil)
    }

    // MARK: Storage

    /// Every member in document order, repeated keys included.
    ///
    /// This builds a new array each time; to read members without copying, iterate the
    /// object itself (it is a collection of `Member`).
    public var members: [Member] {
        withMembers { Array($0) }
    }

    /// `true` when some key occurs more than once.
    public var hasRepeatedKeys: Bool { storage?.withPointers { header, _ in header.pointee.hasRepeatedKeys } ?? false }

    /// Key → position of its last occurrence; present only for large objects.
    var index: [JSONKey: Int]? { storage?.withPointers { header, _ in header.pointee.index } }

    /// How many members the object can hold before it needs a new allocation.
    public var capacity: Int { storage?.memberCapacity ?? 0 }

    /// Calls `body` with the members in place, for reading.
    @inline(__always)
    func withMembers<R>(_ body: (UnsafeBufferPointer<Member>) throws -> R) rethrows -> R {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try storage.withPointers { header, members in
            try body(UnsafeBufferPointer(start: members, count: header.pointee.count))
        }
    }

    /// The storage, referenced only by this object and with room for `minimumCapacity`
    /// members: copied when shared, moved to a larger allocation when full.
    @inline(__always)
    mutating func uniqueStorage(minimumCapacity: Int) -> JSONObjectStorage {
        let unique = isKnownUniquelyReferenced(&storage)
        if unique, let storage, storage.memberCapacity >= minimumCapacity {
            return storage
        }
        let fresh: JSONObjectStorage
        if let storage {
            fresh = storage.resized(capacity: minimumCapacity, moving: unique)
        } else {
            fresh = JSONObjectStorage.allocate(capacity: minimumCapacity)
        }
        storage = fresh
        return fresh
    }

    /// Makes room for `minimumCapacity` members, so appending up to that many does not
    /// allocate again.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity || !isKnownUniquelyReferenced(&storage) else { return }
        guard minimumCapacity > 0 || storage != nil else { return }
        _ = uniqueStorage(minimumCapacity: Swift.max(minimumCapacity, count))
    }

    /// Adds `member` at the end without updating the index or the repeated-key flag;
    /// builders call `finishBuilding(repeatedKeys:)` when done.
    mutating func appendWithoutLookup(_ member: Member) {
        let count = self.count
        let storage = uniqueStorage(
            minimumCapacity: count < capacity
                ? count + 1 : SmartJSONArray.grownCapacity(current: capacity, needed: count + 1))
        storage.withPointers { header, members in
            (members + count).initialize(to: member)
            header.pointee.count = count + 1
        }
    }

    /// Replaces the value of the member at `position` (a valid index), keeping its key.
    mutating func setValue(_ value: SmartJSONValue, at position: Int) {
        precondition(position >= 0 && position < count, "SmartJSONObject index out of range")
        let storage = uniqueStorage(minimumCapacity: 0)
        storage.withPointers { _, members in
            members[position].value = value
        }
    }

    /// Sets the hash index and the repeated-key flag from the members, after they were
    /// added with `appendWithoutLookup` or in bulk. `repeatedKeys` is what the builder
    /// knows; nil means find out.
    mutating func finishBuilding(repeatedKeys: Bool?) {
        guard storage != nil else { return }
        uniqueStorage(minimumCapacity: 0).withPointers { header, members in
            SmartJSONObject.rebuildIndex(header, members, repeatedKeys: repeatedKeys)
        }
    }

    /// Builds the index when there are more than `indexThreshold` members (which also
    /// tells whether keys repeat), else drops it and records `repeatedKeys` or a scan.
    private static func rebuildIndex(
        _ header: UnsafeMutablePointer<JSONObjectHeader>, _ members: UnsafeMutablePointer<Member>, repeatedKeys: Bool?
    ) {
        let count = header.pointee.count
        guard count > indexThreshold else {
            header.pointee.index = nil
            header.pointee.hasRepeatedKeys = repeatedKeys ?? scanForRepeatedKeys(members, count: count)
            return
        }
        var table = [JSONKey: Int](minimumCapacity: count)
        for position in 0..<count {
            table[JSONKey(members[position].key)] = position
        }
        header.pointee.hasRepeatedKeys = table.count != count
        header.pointee.index = table
    }

    private static func scanForRepeatedKeys(_ members: UnsafeMutablePointer<Member>, count: Int) -> Bool {
        guard count > 1 else { return false }
        for later in 1..<count {
            for earlier in 0..<later where JSONKey.same(members[earlier].key, members[later].key) {
                return true
            }
        }
        return false
    }

    // MARK: Lookup

    /// The position of the last member named `key`.
    public func lastIndex(forKey key: String) -> Int? {
        guard let storage else { return nil }
        return storage.withPointers { header, members in
            if let index = header.pointee.index { return index[JSONKey(key)] }
            var position = header.pointee.count
            while position > 0 {
                position -= 1
                if JSONKey.same(members[position].key, key) { return position }
            }
            return nil
        }
    }

    /// The value of the last member named `key`; setting replaces that member's value
    /// (or appends a new member), and setting nil removes every member with that key.
    public subscript(key: String) -> SmartJSONValue? {
        get {
            guard let storage, let position = lastIndex(forKey: key) else { return nil }
            return storage.withPointers { _, members in members[position].value }
        }
        set {
            if let newValue {
                if let position = lastIndex(forKey: key) {
                    setValue(newValue, at: position)
                } else {
                    append(key: key, value: newValue)
                }
            } else {
                removeAll(forKey: key)
            }
        }
    }

    /// `true` when some member is named `key`.
    public func contains(key: String) -> Bool { lastIndex(forKey: key) != nil }

    /// The keys in document order, repeated keys included.
    public var keys: [String] { withMembers { $0.map(\.key) } }

    /// Adds a member at the end, even when the key already exists (it then wins lookups).
    /// No allocation when the capacity suffices.
    public mutating func append(key: String, value: SmartJSONValue) {
        let repeats = !hasRepeatedKeys && lastIndex(forKey: key) != nil
        let count = self.count
        appendWithoutLookup(Member(key: key, value: value))
        guard let storage else { return }
        storage.withPointers { header, members in
            if repeats { header.pointee.hasRepeatedKeys = true }
            if header.pointee.index != nil {
                header.pointee.index?[JSONKey(key)] = count
            } else if count + 1 > SmartJSONObject.indexThreshold {
                SmartJSONObject.rebuildIndex(header, members, repeatedKeys: nil)
            }
        }
    }

    /// Removes every member named `key`.
    mutating func removeAll(forKey key: String) {
        guard lastIndex(forKey: key) != nil else { return }
        let storage = uniqueStorage(minimumCapacity: 0)
        storage.withPointers { header, members in
            let count = header.pointee.count
            var kept = 0
            for position in 0..<count {
                if JSONKey.same(members[position].key, key) {
                    (members + position).deinitialize(count: 1)
                } else {
                    if kept != position {
                        (members + kept).moveInitialize(from: members + position, count: 1)
                    }
                    kept += 1
                }
            }
            header.pointee.count = kept
            SmartJSONObject.rebuildIndex(header, members, repeatedKeys: nil)
        }
    }

    // MARK: Collection

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The member count.
    public var endIndex: Int { count }
    /// How many members the object holds, repeated keys included.
    public var count: Int { storage?.memberCount ?? 0 }
    /// `true` when the object has no members.
    public var isEmpty: Bool { count == 0 }

    /// The member at `position`, which must be a valid index.
    public subscript(position: Int) -> Member {
        precondition(position >= 0 && position < count, "SmartJSONObject index out of range")
        return withMembers { $0[position] }
    }

    /// Calls `body` with the members in place, in document order (always available).
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Member>) throws -> R) rethrows -> R? {
        try withMembers(body)
    }

    /// Whether the member at `position` is the one lookups see for its key (the last).
    @inline(__always)
    func isEffective(_ members: UnsafeBufferPointer<Member>, at position: Int) -> Bool {
        !hasRepeatedKeys || lastIndex(forKey: members[position].key) == position
    }

    /// The members that lookups see: every key once, with its last value, in the order of
    /// each key's last occurrence.
    public var effectiveMembers: [Member] {
        guard hasRepeatedKeys else { return members }
        return withMembers { members in
            members.indices.compactMap { position in isEffective(members, at: position) ? members[position] : nil }
        }
    }

    // MARK: Equality

    /// How many distinct keys the object has.
    var effectiveMemberCount: Int {
        if let index { return index.count }
        guard hasRepeatedKeys else { return count }
        return withMembers { members in
            var distinct = 0
            for position in members.indices where isEffective(members, at: position) { distinct += 1 }
            return distinct
        }
    }

    /// `true` when both objects have the same keys with equal values, in any order (a repeated
    /// key counts with its last value).
    public static func == (lhs: SmartJSONObject, rhs: SmartJSONObject) -> Bool {
        SmartJSONValue.object(lhs) == SmartJSONValue.object(rhs)
    }

    /// Hashes the members whatever their order, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 0)
    }

    /// Order-independent: the members' own hashes are combined commutatively.
    func hash(into hasher: inout Hasher, depth: Int) {
        hasher.combine(effectiveMemberCount)
        guard depth < SmartJSONValue.hashedDepth else { return }
        var combined = 0
        withMembers { members in
            for position in members.indices where isEffective(members, at: position) {
                var memberHasher = Hasher()
                memberHasher.combine(members[position].key)
                members[position].value.hash(into: &memberHasher, depth: depth + 1)
                combined = combined &+ memberHasher.finalize()
            }
        }
        hasher.combine(combined)
    }

    /// The object as compact JSON text.
    public var description: String { SmartJSONValue.object(self).description }
}

extension SmartJSONObject: ExpressibleByDictionaryLiteral {
    /// Members keep the order they are written in.
    public init(dictionaryLiteral elements: (String, SmartJSONValue)...) {
        self.init(elements)
    }
}
