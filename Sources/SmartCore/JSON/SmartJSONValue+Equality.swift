extension SmartJSONValue {
    /// Structural equality: numbers by value (`1 == 1.0`), arrays in order, objects by
    /// key whatever the order (see `SmartJSONObject`). Iterative, so it is safe at any depth;
    /// containers that share storage are equal without being walked.
    public static func == (lhs: SmartJSONValue, rhs: SmartJSONValue) -> Bool {
        var pending: [(SmartJSONValue, SmartJSONValue)] = [(lhs, rhs)]
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
                if a.storage === b.storage { continue }  // shared storage: equal, every value equals itself
                a.withElements { left in
                    b.withElements { right in
                        for position in left.indices { pending.append((left[position], right[position])) }
                    }
                }
            case (.object(let a), .object(let b)):
                if a.storage === b.storage { continue }
                guard a.effectiveMemberCount == b.effectiveMemberCount else { return false }
                let everyKeyFound = a.withMembers { members in
                    for position in members.indices where a.isEffective(members, at: position) {
                        guard let other = b[members[position].key] else { return false }
                        pending.append((members[position].value, other))
                    }
                    return true
                }
                guard everyKeyFound else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Levels below this depth do not feed the hash. Equal values still hash alike; deep
    /// trees simply share more hashes, and hashing never recurses deeply.
    static let hashedDepth = 12

    /// Hashes consistently with `==`: numbers by value, object members whatever their order.
    /// Only the first 12 levels feed the hash, so hashing never recurses deeply.
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
            guard depth < SmartJSONValue.hashedDepth else { return }
            for element in elements { element.hash(into: &hasher, depth: depth + 1) }
        case .object(let object):
            object.hash(into: &hasher, depth: depth)
        }
    }
}
