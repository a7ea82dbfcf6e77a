/// Dictionaries with `String` keys decoded member by member from the flat document,
/// without building coding keys. Strict: one value that cannot be read fails the whole
/// dictionary (§3.5 of the behaviour spec); keys are kept as written; with repeated keys
/// the last one wins.
protocol FlatDictionaryDecodable {
    static func decodeMembers(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension Dictionary: FlatDictionaryDecodable where Key == String, Value: Decodable {
    static func decodeMembers(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [String: Value] {
        let object = try decoder.objectCursor(value, as: [String: Value].self)
        let document = object.document
        let count = Int(object.entry.length)
        var result: [String: Value] = [:]
        result.reserveCapacity(count)
        var index = object.index + 1
        for _ in 0..<count {
            let key = document.string(at: index)
            let member = FlatCursor(document, index + 1)
            result[key] = try decoder.unboxStrictValue(member, as: Value.self, key: key)
            index = document.next(after: index + 1)
        }
        return result
    }
}
