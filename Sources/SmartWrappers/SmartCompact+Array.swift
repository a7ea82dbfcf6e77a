import SmartCore

extension SmartCompact {
    /// An array that keeps every element that decodes and skips the others.
    ///
    /// For a `Decodable` element type, elements convert as properties do (`"4"` → 4 for
    /// `Int`; a bool does not become a number), models decode tolerantly, and only
    /// elements that still fail are dropped. Any other element type (`[Any]`,
    /// `[[String: Any]]`…) takes each element as `@SmartAny` builds values, `null` as
    /// `NSNull()`, and keeps it when it is an `Element`. A value that is not an array
    /// gives the initializer value. Works under any `Decoder`; with Foundation's
    /// `JSONDecoder` elements are read strictly. Under SmartCodable's decoder each skipped
    /// element is reported (Sentinel line and `SmartDiagnostics` issue).
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
            let reporter = decoder as? any SkippedValueReporting
            while !container.isAtEnd {
                let index = container.currentIndex
                if let decodable, let element = Self.decoded(decodable, from: &container) {
                    elements.append(element)
                    continue
                }
                // Not decodable as `Element` (the container has not moved), or built as
                // `@SmartAny` builds values: read it as JSON, which also moves past it.
                guard let json = try? container.decode(SmartJSONValue.self) else {
                    if (try? container.decode(SkippedElement.self)) == nil { break }  // cannot move past it
                    continue
                }
                if decodable == nil, let element = json.foundationValue(numbers: .literal) as? Element {
                    elements.append(element)
                } else {
                    reporter?.reportSkippedElement(at: index, expected: Element.self, found: json.kind)
                }
            }
            wrappedValue = elements
        }

        /// The next element as `Element` (a `Decodable` type), or nil without moving
        /// past it.
        private static func decoded<Decoded: Decodable>(
            _ type: Decoded.Type, from container: inout any UnkeyedDecodingContainer
        ) -> Element? {
            (try? container.decode(Decoded.self)) as? Element
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

extension SmartCompact.Array: PropertyWrapperable {}

extension SmartCompact.Array: Sendable where Element: Sendable {}
extension SmartCompact.Array: Equatable where Element: Equatable {}
extension SmartCompact.Array: Hashable where Element: Hashable {}
