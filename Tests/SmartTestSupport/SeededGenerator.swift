/// A small deterministic random generator (SplitMix64) for property tests: the same seed
/// gives the same inputs on every run and platform, so a failure repeats.
public struct SeededGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound` (`bound` must be positive).
    public mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(max(bound, 1)))
    }

    /// `count` random decimal digits.
    public mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(next(below: 10))) })
    }
}
