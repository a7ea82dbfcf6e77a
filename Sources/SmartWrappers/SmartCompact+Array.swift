import SmartCore

extension SmartCompact {
    /// An array that keeps every element that decodes and skips the others.
    ///
    /// Elements convert as properties do (`"4"` → 4 for `Int`; a bool does not become a
    /// number), models decode tolerantly, and only elements that still fail are dropped.
    /// A value that is not an array gives the initializer value. Works under any
    /// `Decoder`; with Foundation's `JSONDecoder` elements are read strictly.
    @propertyWrapper
    public struct Array<Element: Codable>: Codable {
        public var wrappedValue: Swift.Array<Element>

        public init(wrappedValue: Swift.Array<Element>) {
            self.wrappedValue = wrappedValue
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: Swift.Array<Element> = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                if let element = try? container.decode(Element.self) {
                    elements.append(element)
                } else if (try? container.decode(SkippedElement.self)) == nil {
                    break  // the container cannot move past this element
                }
            }
            wrappedValue = elements
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in wrappedValue { try container.encode(element) }
        }
    }
}

extension SmartCompact.Array: SmartTransformableWrapper {
    public static func wrapping(transformed value: Any) -> SmartCompact.Array<Element>? {
        guard let typed = value as? Swift.Array<Element> else { return nil }
        return SmartCompact.Array(wrappedValue: typed)
    }

    public var transformableValue: Any { wrappedValue }
}

extension SmartCompact.Array: Sendable where Element: Sendable {}
extension SmartCompact.Array: Equatable where Element: Equatable {}
