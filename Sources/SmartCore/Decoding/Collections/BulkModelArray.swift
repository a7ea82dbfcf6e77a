/// Arrays of models decoded element by element without going through `Array.init(from:)`:
/// the element type is resolved once for the whole array.
protocol BulkModelArray: RangeReplaceableCollection where Element: SmartDecodable {
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension BulkModelArray {
    /// Written over `Self`, not in an extension of `Array`: the collection's metadata then
    /// comes with the call, so no array type is looked up at run time (spelling
    /// `[Element]` in code that is not specialized would, for every array). The storage
    /// is reserved by the element's own module (see `reserve(_:capacity:)`).
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self {
        let array = try decoder.arrayCursor(value, as: Self.self)
        // Empty arrays (common in API responses) need neither storage nor the element's plan.
        let length = Int(array.entry.length)
        if length == 0 { return Self() }
        var result = Self()
        reserve(&result, capacity: length)
        // The elements' context, unretained: the call's kind cache keeps it, or, when it
        // was made on the spot, it is held here while the elements' frames point at it.
        let (context, madeContext) = decoder.unretainedModelContext(for: Element.self)
        try withExtendedLifetime(madeContext) {
            for (position, element) in array.elements.enumerated() {
                result.append(
                    try decoder.unboxModel(element, as: Element.self, context: context, step: .index(position)))
            }
        }
        return result
    }

    /// Gives `array` storage for `capacity` elements, reserved by the element's own
    /// module (`SmartDecodable._reserveArray(at:capacity:)`): `Self` is `[Element]`, the
    /// only conforming type.
    @inline(__always)
    private static func reserve(_ array: UnsafeMutablePointer<Self>, capacity: Int) {
        Element._reserveArray(at: UnsafeMutableRawPointer(array), capacity: capacity)
    }
}

extension Array: BulkModelArray where Element: SmartDecodable {}

extension SmartDecodable {
    /// `[Self]` as a `BulkModelArray`: built from the conformance known here, so telling
    /// an array of models asks the runtime nothing.
    static var modelArrayType: any BulkModelArray.Type { [Self].self }

    /// `[String: Self]` as a `BulkDictionaryDecodable` (see `modelArrayType`).
    static var modelDictionaryType: any BulkDictionaryDecodable.Type { [String: Self].self }
}
