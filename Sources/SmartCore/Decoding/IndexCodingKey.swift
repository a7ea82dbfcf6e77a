/// The coding key of an array position; small enough to live in an existential without
/// allocating.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    init?(intValue: Int) {
        self.index = intValue
    }

    init?(stringValue: String) {
        guard let value = Int(stringValue) else { return nil }
        self.index = value
    }

    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }
}
