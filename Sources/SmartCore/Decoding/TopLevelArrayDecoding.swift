/// Top-level arrays of models are forgiving per element (§3.5 of the behaviour spec):
/// an element that cannot be decoded is replaced by `Element()`, so the count is kept,
/// and the element's index is reported. Arrays nested inside models stay all-or-nothing.
protocol TopLevelArrayDecoding {
    static func decodeTopLevel(_ array: FlatCursor, with decoder: SmartDecoderImpl) -> Self
}

extension Array: TopLevelArrayDecoding where Element: SmartDecodable {
    static func decodeTopLevel(_ array: FlatCursor, with decoder: SmartDecoderImpl) -> [Element] {
        let document = array.document
        let count = Int(array.entry.length)
        var result: [Element] = []
        result.reserveCapacity(count)
        let context = decoder.modelContext(for: Element.self)
        var index = array.index + 1
        for position in 0..<count {
            let element = FlatCursor(document, index)
            do {
                result.append(
                    try decoder.unboxModel(element, as: Element.self, context: context, step: .index(position)))
            } catch {
                let problem: SmartDecodingIssue.Problem
                if let limit = error as? NestingLimitError {
                    problem = limit.problem
                } else {
                    problem = .unexpected(element.kind)
                }
                decoder.reportElement(at: position, expected: Element.self, problem: problem)
                result.append(Defaults.finished(Element()))
            }
            index = document.next(after: index)
        }
        return result
    }
}
