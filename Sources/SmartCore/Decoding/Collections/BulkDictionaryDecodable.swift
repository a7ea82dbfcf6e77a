/// Dictionaries with `String` keys decoded member by member from the flat document,
/// without building coding keys. Strict: one value that cannot be read fails the whole
/// dictionary (§3.5 of the behaviour spec); keys are kept as written; with repeated keys
/// the last one wins.
protocol BulkDictionaryDecodable {
    static func decodeMembers(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension Dictionary: BulkDictionaryDecodable where Key == String, Value: Decodable {
    static func decodeMembers(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [String: Value] {
        let object = try decoder.objectCursor(value, as: Self.self)
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(object.entry.length))
        for member in object.members {
            let key = object.document.string(at: member.name)
            result[key] = try decoder.unboxStrictValue(member.value, as: Value.self, key: key)
        }
        return result
    }
}
