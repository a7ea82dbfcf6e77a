/// A type whose arrays decode in a tight loop straight from the flat document: every
/// scalar, and arrays of such types (`[Double]`, `[[Double]]`, `[[[Int]]]`…).
///
/// One element that cannot be read fails the whole array (§3.5 of the behaviour spec);
/// elements that convert (`"2"` for an `Int`) are not reported one by one. A string
/// holding a JSON array is parsed and decoded (§6).
protocol FlatArrayElement {
    /// One element at `value`, or an error that fails the collection holding it.
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension FlatArrayElement {
    /// The array at `value` (or the array a JSON string there holds).
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Self] {
        let array = try decoder.arrayCursor(value, as: [Self].self)
        let document = array.document
        let count = Int(array.entry.length)
        var result: [Self] = []
        result.reserveCapacity(count)
        var index = array.index + 1
        for _ in 0..<count {
            result.append(try decodeElement(FlatCursor(document, index), in: decoder))
            index = document.next(after: index)
        }
        return result
    }
}

extension Array: FlatArrayElement where Element: FlatArrayElement {
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Element] {
        try Element.decodeArray(value, in: decoder)
    }
}
