/// Decodes any value and keeps nothing: moves an unkeyed container past an element.
struct SkippedElement: Decodable {
    init(from decoder: any Decoder) throws {}
}
