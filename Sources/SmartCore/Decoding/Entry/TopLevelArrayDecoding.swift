/// Top-level arrays of models are forgiving per element (§3.5 of the behaviour spec):
/// an element that cannot be decoded is replaced by `Element()`, so the count is kept,
/// and the element's index is reported. Arrays nested inside models stay all-or-nothing.
protocol TopLevelArrayDecoding {
    static func decodeTopLevel(_ array: FlatCursor, with decoder: SmartDecoderImpl) -> Self
}

extension Array: TopLevelArrayDecoding where Element: SmartDecodable {
    static func decodeTopLevel(_ array: FlatCursor, with decoder: SmartDecoderImpl) -> [Element] {
        var result: [Element] = []
        // Reserved by the element's own module, as arrays nested in models are (see
        // `BulkModelArray.reserve(_:capacity:)`).
        withUnsafeMutablePointer(to: &result) { Element._reserveArray(at: $0, capacity: Int(array.entry.length)) }
        let context = decoder.modelContext(for: Element.self)
        for (position, element) in array.elements.enumerated() {
            result.append(
                decoder.modelOrSubstitute(element, context: context, step: .index(position)) { problem in
                    decoder.reportElement(at: position, expected: Element.self, problem: problem)
                })
        }
        return result
    }
}

extension SmartDecodable {
    /// `[Self]` as a `TopLevelArrayDecoding`: built from the conformance known here, so a
    /// top-level array of models asks the runtime nothing about the array.
    static var topLevelArrayType: any TopLevelArrayDecoding.Type { [Self].self }
}
