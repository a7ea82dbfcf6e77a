import SmartCore

/// The merged members of every object seen at one position: each key in the order it was
/// first seen, with the shape of its values and how many of the objects had it.
final class ObjectShape {
    /// Objects merged into this shape.
    private(set) var count = 0
    /// Every key seen, in first-seen order.
    private(set) var keys: [String] = []
    private var fields: [String: ValueShape] = [:]
    /// Every member value of every object, merged into one shape, kept only while every
    /// key seen is a run of decimal digits (an id): such objects become dictionaries.
    private(set) var mapValues: ValueShape? = ValueShape()

    /// Adds one object. A key repeated inside the object counts once, with its last
    /// value, as decoding sees it.
    func observe(_ object: SmartJSONObject) {
        count += 1
        for member in object.effectiveMembers {
            let shape: ValueShape
            if let existing = fields[member.key] {
                shape = existing
            } else {
                shape = ValueShape()
                fields[member.key] = shape
                keys.append(member.key)
            }
            shape.observe(member.value)
            if let values = mapValues {
                if ObjectShape.isIdentifierKey(member.key) {
                    values.observe(member.value)
                } else {
                    mapValues = nil
                }
            }
        }
    }

    /// The shape of the values under `key`.
    func field(_ key: String) -> ValueShape? { fields[key] }

    /// `true` when there is at least one key and every key is an id made of decimal
    /// digits (`"138586341"`): the object is a dictionary keyed by ids, not a model.
    var isKeyedByIdentifiers: Bool { !keys.isEmpty && mapValues != nil }

    private static func isIdentifierKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
