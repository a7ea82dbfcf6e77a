import Testing

@testable import SmartCore

extension NumbersTests {
    /// Every table entry recomputed with independent big-integer arithmetic (multiplication
    /// only, where the table was built by multiplying and dividing).
    @Suite("Numbers: the truncated powers-of-five table")
    struct PowersOfFiveTests {
        @Test func tableHasOneEntryPerExponent() {
            #expect(PowersOfFive.smallestExponent == -342)
            #expect(PowersOfFive.largestExponent == 308)
            #expect(PowersOfFive.table.count == 2 * (308 + 342 + 1))
        }

        /// For q >= 0: `T × 2^s <= 5^q < (T + 1) × 2^s` with `s = bitLength(5^q) - 128`
        /// (`T` exactly `5^q` shifted left while it is shorter than 128 bits).
        @Test func nonNegativeExponentsAreTruncatedPowers() {
            var power = TestBigUInt(1)
            for q in 0...PowersOfFive.largestExponent {
                let (entry, next) = entries(q)
                #expect(entry.bitLength == 128, "q = \(q)")
                let length = power.bitLength
                if length <= 128 {
                    #expect(power.shiftedLeft(128 - length) == entry, "q = \(q)")
                } else {
                    #expect(entry.shiftedLeft(length - 128) <= power, "q = \(q)")
                    #expect(power < next.shiftedLeft(length - 128), "q = \(q)")
                }
                power.multiply(by: UInt32(5))
            }
        }

        /// For q = -k < 0: `T × 5^k <= 2^n < (T + 1) × 5^k` with `n = 127 + bitLength(5^k)`.
        @Test func negativeExponentsAreTruncatedReciprocals() {
            var power = TestBigUInt(1)
            for k in 1...(-PowersOfFive.smallestExponent) {
                power.multiply(by: UInt32(5))
                let (entry, next) = entries(-k)
                #expect(entry.bitLength == 128, "q = \(-k)")
                let bound = TestBigUInt(1).shiftedLeft(127 + power.bitLength)
                #expect(entry * power <= bound, "q = \(-k)")
                #expect(bound < next * power, "q = \(-k)")
            }
        }

        /// `binaryExponent(ofPowerOfTen:)` is `floor(log2(10^q))` over the table's range.
        @Test func binaryExponentsOfPowersOfTen() {
            var power = TestBigUInt(1)
            #expect(FloatingPointParsing.binaryExponent(ofPowerOfTen: 0) == 0)
            for k in 1...342 {
                power.multiply(by: UInt32(10))
                // 10^k is not a power of two: log2 lies strictly between bitLength - 1 and bitLength.
                #expect(FloatingPointParsing.binaryExponent(ofPowerOfTen: k) == power.bitLength - 1, "q = \(k)")
                #expect(FloatingPointParsing.binaryExponent(ofPowerOfTen: -k) == -power.bitLength, "q = \(-k)")
            }
        }

        /// The entry for `q` and the entry plus one, as big integers.
        private func entries(_ q: Int) -> (TestBigUInt, TestBigUInt) {
            let index = 2 * (q - PowersOfFive.smallestExponent)
            let entry = TestBigUInt(high: PowersOfFive.table[index], low: PowersOfFive.table[index + 1])
            return (entry, entry + TestBigUInt(1))
        }
    }
}
