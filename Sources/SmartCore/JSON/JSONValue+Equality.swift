extension JSONValue {
    /// Structural equality: numbers by value (`1 == 1.0`), arrays in order, objects by
    /// key whatever the order (see `JSONObject`). Iterative, so it is safe at any depth.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            switch (left, right) {
            case (.null, .null):
                continue
            case (.bool(let a), .bool(let b)):
                guard a == b else { return false }
            case (.number(let a), .number(let b)):
                guard a == b else { return false }
            case (.string(let a), .string(let b)):
                guard a == b else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                let members = a.effectiveMembers
                guard members.count == b.effectiveMemberCount else { return false }
                for member in members {
                    guard let other = b[member.key] else { return false }
                    pending.append((member.value, other))
                }
            default:
                return false
            }
        }
        return true
    }

    /// Levels below this depth do not feed the hash. Equal values still hash alike; deep
    /// trees simply share more hashes, and hashing never recurses deeply.
    static let hashedDepth = 12

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 0)
    }

    func hash(into hasher: inout Hasher, depth: Int) {
        hasher.combine(kind)
        switch self {
        case .null:
            break
        case .bool(let flag):
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(number)
        case .string(let text):
            hasher.combine(text)
        case .array(let elements):
            hasher.combine(elements.count)
            guard depth < JSONValue.hashedDepth else { return }
            for element in elements { element.hash(into: &hasher, depth: depth + 1) }
        case .object(let object):
            object.hash(into: &hasher, depth: depth)
        }
    }
}
