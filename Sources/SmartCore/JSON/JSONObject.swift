/// The members of a JSON object, in document order.
///
/// Lookup by key is linear for small objects and hashed for large ones. A key that
/// appears more than once keeps every occurrence in `members` (so a document can be
/// written back as it was read), and lookup returns the **last** occurrence, as most
/// JSON readers do.
///
/// Equality ignores order: two objects are equal when they have the same keys with equal
/// values, taking the last value of a repeated key.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Objects with more members than this get a hash index for lookup.
    static let indexThreshold = 64

    /// Every member in document order, repeated keys included.
    public private(set) var members: [Member]

    /// Key → position of its last occurrence; present only for large objects.
    private(set) var index: [String: Int]?

    /// `true` when some key occurs more than once.
    public private(set) var hasRepeatedKeys: Bool

    /// An empty object.
    public init() {
        members = []
        index = nil
        hasRepeatedKeys = false
    }

    /// An object with these members, in this order.
    public init(members: [Member]) {
        self.members = members
        self.index = nil
        self.hasRepeatedKeys = false
        rebuildIndex()
        if index == nil { hasRepeatedKeys = JSONObject.scanForRepeatedKeys(members) }
    }

    /// For the parser and bridge, which already know whether keys repeat.
    init(members: [Member], repeatedKeys: Bool) {
        self.members = members
        self.index = nil
        self.hasRepeatedKeys = repeatedKeys
        rebuildIndex()
    }

    /// An object with these key-value pairs, in this order.
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        self.init(members: pairs.map { Member(key: $0.0, value: $0.1) })
    }

    private mutating func rebuildIndex() {
        guard members.count > JSONObject.indexThreshold else {
            index = nil
            return
        }
        var table = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() {
            table[member.key] = position
        }
        index = table
        hasRepeatedKeys = table.count != members.count
    }

    private static func scanForRepeatedKeys(_ members: [Member]) -> Bool {
        guard members.count > 1 else { return false }
        for later in 1..<members.count {
            for earlier in 0..<later where members[earlier].key == members[later].key {
                return true
            }
        }
        return false
    }

    // MARK: Lookup

    /// The position in `members` of the last member named `key`.
    public func lastIndex(forKey key: String) -> Int? {
        if let index { return index[key] }
        var position = members.count
        while position > 0 {
            position -= 1
            if members[position].key == key { return position }
        }
        return nil
    }

    /// The value of the last member named `key`; setting replaces that member's value
    /// (or appends a new member), and setting nil removes every member with that key.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = lastIndex(forKey: key) else { return nil }
            return members[position].value
        }
        set {
            if let newValue {
                if let position = lastIndex(forKey: key) {
                    members[position].value = newValue
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
    public var keys: [String] { members.map(\.key) }

    /// Adds a member at the end, even when the key already exists (it then wins lookups).
    public mutating func append(key: String, value: JSONValue) {
        if !hasRepeatedKeys, lastIndex(forKey: key) != nil { hasRepeatedKeys = true }
        members.append(Member(key: key, value: value))
        if index != nil {
            index?[key] = members.count - 1
        } else if members.count > JSONObject.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes every member named `key`.
    mutating func removeAll(forKey key: String) {
        let before = members.count
        members.removeAll { $0.key == key }
        if members.count != before {
            rebuildIndex()
            if index == nil { hasRepeatedKeys = JSONObject.scanForRepeatedKeys(members) }
        }
    }

    // MARK: Collection

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> Member { members[position] }

    /// The members that lookups see: every key once, with its last value, in the order of
    /// each key's last occurrence.
    public var effectiveMembers: [Member] {
        guard hasRepeatedKeys else { return members }
        return members.indices.compactMap { position in
            lastIndex(forKey: members[position].key) == position ? members[position] : nil
        }
    }

    // MARK: Equality

    /// How many distinct keys the object has.
    var effectiveMemberCount: Int {
        if let index { return index.count }
        return hasRepeatedKeys ? effectiveMembers.count : members.count
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == JSONValue.object(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 0)
    }

    /// Order-independent: the members' own hashes are combined commutatively.
    func hash(into hasher: inout Hasher, depth: Int) {
        let members = effectiveMembers
        hasher.combine(members.count)
        guard depth < JSONValue.hashedDepth else { return }
        var combined = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            member.value.hash(into: &memberHasher, depth: depth + 1)
            combined = combined &+ memberHasher.finalize()
        }
        hasher.combine(combined)
    }

    public var description: String { JSONValue.object(self).description }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Members keep the order they are written in.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
