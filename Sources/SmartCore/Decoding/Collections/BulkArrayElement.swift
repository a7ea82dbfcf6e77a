/// A type whose arrays decode in a tight loop straight from the flat document: every
/// scalar, and arrays of such types (`[Double]`, `[[Double]]`, `[[[Int]]]`…).
///
/// One element that cannot be read fails the whole array (§3.5 of the behaviour spec);
/// elements that convert (`"2"` for an `Int`) are not reported one by one. A string
/// holding a JSON array is parsed and decoded (§6).
protocol BulkArrayElement: Decodable {
    /// One element at `value`, or an error that fails the collection holding it.
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self

    /// The array of such elements at `value` (or the array a JSON string there holds).
    ///
    /// Each scalar type implements it by calling `BulkArrayElements.decode` with its own
    /// type, so the loop is compiled for that type: no generic dispatch, metadata lookup or
    /// cast per element.
    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Self]

    /// The array of arrays of such elements at `value` (`[[Double]]`, a GeoJSON ring).
    ///
    /// Scalar types get it from `ConvertibleScalar`, compiled for each of them, so the
    /// loop over the inner arrays stores them as `[Self]`s it knows: written in the
    /// extension of `Array`, which is generic over the element, the loop looked up
    /// `Array<Element>` in the runtime for every inner array, appended through the
    /// generic `append`, and reserved through the runtime's table of generic types
    /// (about 3% of decoding canada.json).
    static func decodeArrayOfArrays(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [[Self]]
}

extension BulkArrayElement {
    /// `[Self]`, which is one too: built from the conformance known here, so telling an
    /// array's bulk path asks the runtime nothing.
    static var bulkArrayType: any BulkArrayElement.Type { [Self].self }

    /// `[String: Self]`, which decodes member by member: built from the conformance known
    /// here, so telling such a dictionary's path asks the runtime nothing.
    static var bulkDictionaryType: any BulkDictionaryDecodable.Type { [String: Self].self }
}

/// The one loop behind every `BulkArrayElement.decodeArray`.
enum BulkArrayElements {
    @inline(__always)
    static func decode<Element: BulkArrayElement>(
        _ type: Element.Type, _ value: FlatCursor, in decoder: SmartDecoderImpl
    ) throws -> [Element] {
        let array = try decoder.arrayCursor(value, as: [Element].self)
        var result: [Element] = []
        result.reserveCapacity(Int(array.entry.length))
        for element in array.elements {
            result.append(try Element.decodeElement(element, in: decoder))
        }
        return result
    }
}

extension Array: BulkArrayElement where Element: BulkArrayElement {
    static func decodeElement(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Element] {
        try Element.decodeArray(value, in: decoder)
    }

    static func decodeArray(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [[Element]] {
        try Element.decodeArrayOfArrays(value, in: decoder)
    }

    static func decodeArrayOfArrays(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [[[Element]]] {
        try BulkArrayElements.decode([Self].self, value, in: decoder)
    }
}
