/// Arrays of models decoded element by element without going through `Array.init(from:)`:
/// the element type is resolved once for the whole array.
protocol FlatModelArray {
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> Self
}

extension Array: FlatModelArray where Element: SmartDecodable {
    static func decodeModels(_ value: FlatCursor, in decoder: SmartDecoderImpl) throws -> [Element] {
        let array = try decoder.arrayCursor(value, as: [Element].self)
        let document = array.document
        let count = Int(array.entry.length)
        var result: [Element] = []
        result.reserveCapacity(count)
        let context = decoder.modelContext(for: Element.self)
        var index = array.index + 1
        for position in 0..<count {
            let element = FlatCursor(document, index)
            result.append(try decoder.unboxModel(element, as: Element.self, context: context, step: .index(position)))
            index = document.next(after: index)
        }
        return result
    }
}
