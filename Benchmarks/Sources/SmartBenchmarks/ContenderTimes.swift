/// The wall times one contender took, in milliseconds, and its last checksum.
struct ContenderTimes {
    let name: String
    let milliseconds: [Double]
    let checksum: Int
    /// For each time, whether the call before it in the process was this contender's own
    /// (its code and data still warm in the caches) rather than another contender's.
    var followedItself: [Bool] = []

    var minimum: Double { milliseconds.min() ?? 0 }
    var maximum: Double { milliseconds.max() ?? 0 }
    var median: Double { ContenderTimes.median(of: milliseconds) }

    /// The median of the times taken right after this contender's own call (`true`) or
    /// right after another contender's (`false`); 0 when there are none.
    func median(followingItself: Bool) -> Double {
        ContenderTimes.median(
            of: zip(milliseconds, followedItself).filter { $0.1 == followingItself }.map(\.0))
    }

    static func median(of times: [Double]) -> Double {
        let values = times.sorted()
        guard !values.isEmpty else { return 0 }
        let middle = values.count / 2
        return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
    }
}
