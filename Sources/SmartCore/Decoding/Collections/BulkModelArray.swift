/// Arrays of models decoded element by element without going through `Array.init(from:)`:
/// the element type is resolved once for the whole array.
protocol BulkModelArray {
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension Array: BulkModelArray where Element: SmartDecodable {
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Element] {
        let array = try decoder.arrayCursor(value, as: [Element].self)
        var result: [Element] = []
        result.reserveCapacity(Int(array.entry.length))
        let context = decoder.modelContext(for: Element.self)
        for (position, element) in array.elements.enumerated() {
            result.append(try decoder.unboxModel(element, as: Element.self, context: context, step: .index(position)))
        }
        return result
    }
}
