/// Top-level arrays of models are forgiving per element (§3.5 of the behaviour spec):
/// an element that cannot be decoded is replaced by `Element()`, so the count is kept.
/// Arrays nested inside models stay all-or-nothing.
protocol TopLevelArrayDecoding {
    static func decodeTopLevel(_ elements: [JSONValue], with decoder: SmartDecoderImpl) -> Self
}

extension Array: TopLevelArrayDecoding where Element: SmartDecodable {
    static func decodeTopLevel(_ elements: [JSONValue], with decoder: SmartDecoderImpl) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try decoder.unbox(element, as: Element.self, step: .index(index)))
            } catch {
                decoder.reportElement(at: index, expected: Element.self, problem: .typeMismatch(found: element.kind))
                result.append(Defaults.finished(Element()))
            }
        }
        return result
    }
}
