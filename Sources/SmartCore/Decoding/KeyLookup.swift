/// Finding a property's JSON value: the one place for hinted lookup and for the
/// `mappingForKey` candidate rules (§5.2 of the behaviour spec, with DI-3).
enum KeyLookup {
    /// The value of the member named `name`. `hint` is where the previous lookup in this
    /// object ended: JSON usually lists keys in declaration order, so checking there first
    /// makes a whole model's lookups linear. With repeated keys the last one wins.
    @inline(__always)
    static func value(named name: String, in object: JSONObject, hint: inout Int) -> JSONValue? {
        if !object.hasRepeatedKeys {
            let position = hint
            if position < object.count, object[position].key == name {
                hint = position + 1
                return object[position].value
            }
        }
        guard let position = object.lastIndex(forKey: name) else { return nil }
        hint = position + 1
        return object[position].value
    }

    /// The value a mapping rule picks. Candidates are tried in order: a key present and
    /// not null wins (the raw JSON key first, then the key as the key strategy rewrote
    /// it); a dotted path through nested objects wins when present, even as null.
    static func mappedValue(_ candidates: [String], raw: JSONObject, converted: JSONObject) -> JSONValue? {
        for candidate in candidates {
            if let value = raw[candidate], !value.isNull { return value }
            if let value = converted[candidate], !value.isNull { return value }
            if candidate.contains("."),
               let value = objectPath(candidate, in: raw) ?? objectPath(candidate, in: converted) {
                return value
            }
        }
        return nil
    }

    /// The value at a dotted path that goes through objects only.
    static func objectPath(_ path: String, in object: JSONObject) -> JSONValue? {
        var current = JSONValue.object(object)
        for segment in path.split(separator: ".", omittingEmptySubsequences: true) {
            guard case .object(let members) = current, let next = members[String(segment)] else { return nil }
            current = next
        }
        return current
    }

    /// A transformer's result as `T`: directly, or wrapped when `T` is a property wrapper
    /// that transformers see through. A model in the result is finished once (DI-7).
    static func transformerOutput<T>(_ transformer: SmartValueTransformer, _ value: JSONValue, context: SmartTransformContext) -> T? {
        guard let output = transformer.transformFromJSON(value.anyValue, context: context) else { return nil }
        if let result = output as? T { return Defaults.finished(result) }
        if let wrapper = T.self as? any SmartTransformableWrapper.Type,
           let wrapped = wrapper.wrapping(transformed: Defaults.finished(output)) as? T {
            return wrapped
        }
        return nil
    }
}
