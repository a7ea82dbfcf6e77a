/// A small deterministic PRNG (SplitMix64) so the property tests see the same corpus on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed &>> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed &>> 31)
    }

    /// A value in `0 ..< bound` (`bound > 0`; the tiny modulo bias does not matter here).
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next() % UInt64(bound))
    }
}
