/// The wall times one contender took, in milliseconds, and its last checksum.
struct ContenderTimes {
    let name: String
    let milliseconds: [Double]
    let checksum: Int

    private var sorted: [Double] { milliseconds.sorted() }
    var minimum: Double { sorted.first ?? 0 }
    var maximum: Double { sorted.last ?? 0 }
    var median: Double {
        let values = sorted
        guard !values.isEmpty else { return 0 }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}
