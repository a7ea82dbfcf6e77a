import SmartCore

extension SmartCompact {
    /// An array that keeps every element that decodes and skips the others.
    ///
    /// For a `Decodable` element type, elements convert as properties do (`"4"` → 4 for
    /// `Int`; a bool does not become a number), models decode tolerantly, and only
    /// elements that still fail are dropped. Any other element type (`[Any]`,
    /// `[[String: Any]]`…) takes each element as `@SmartAny` builds values and keeps it
    /// when it is an `Element`; `null` elements are skipped. A value that is not an array
    /// gives the initializer value. Works under any `Decoder`; with Foundation's
    /// `JSONDecoder` elements are read strictly.
    ///
    /// Encoding writes `Encodable` elements as themselves and any other element as JSON
    /// (dictionaries and arrays walked, numbers and strings as they are).
    @propertyWrapper
    public struct Array<Element>: Codable {
        /// The elements that decoded, in their JSON order.
        public var wrappedValue: Swift.Array<Element>

        /// Wraps `wrappedValue`, the property's initializer value.
        public init(wrappedValue: Swift.Array<Element>) {
            self.wrappedValue = wrappedValue
        }

        /// Decodes each element on its own and keeps those that succeed, in order; a value that
        /// is not an array throws, so the property keeps its initializer value.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: Swift.Array<Element> = []
            if let count = container.count { elements.reserveCapacity(count) }
            let decodable = Element.self as? any Decodable.Type
            while !container.isAtEnd {
                let element: Element??
                if let decodable {
                    element = Self.decoded(decodable, from: &container)
                } else {
                    element = Self.anyElement(from: &container)
                }
                if let element {
                    if let element { elements.append(element) }
                } else if (try? container.decode(SkippedElement.self)) == nil {
                    break  // the container cannot move past this element
                }
            }
            wrappedValue = elements
        }

        /// The next element as `Element` (a `Decodable` type), or nil without moving
        /// past it.
        private static func decoded<Decoded: Decodable>(
            _ type: Decoded.Type, from container: inout any UnkeyedDecodingContainer
        ) -> Element?? {
            guard let element = try? container.decode(Decoded.self) else { return nil }
            return .some(element as? Element)
        }

        /// The next element as `@SmartAny` builds it: `.some(nil)` when it was read but
        /// is `null` or not an `Element`; nil when it could not be read.
        private static func anyElement(from container: inout any UnkeyedDecodingContainer) -> Element?? {
            guard let json = try? container.decode(JSONValue.self) else { return nil }
            if case .null = json { return .some(nil) }
            return .some(json.foundationValue(numbers: .literal) as? Element)
        }

        /// Writes the elements in order: `Encodable` ones as themselves, others as JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in wrappedValue {
                if let encodable = element as? any Encodable {
                    try container.encode(encodable)
                } else {
                    try container.encode(AnyJSONConversion.json(element))
                }
            }
        }
    }
}

extension SmartCompact.Array: SmartTransformableWrapper {
    /// A wrapper around a transformer's output, or nil when it is not an array of `Element`.
    public static func wrapping(transformed value: Any) -> SmartCompact.Array<Element>? {
        guard let typed = value as? Swift.Array<Element> else { return nil }
        return SmartCompact.Array(wrappedValue: typed)
    }

    /// The elements, handed to the transformer as an array.
    public var transformableValue: Any { wrappedValue }
}

extension SmartCompact.Array: Sendable where Element: Sendable {}
extension SmartCompact.Array: Equatable where Element: Equatable {}
