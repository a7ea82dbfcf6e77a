import Testing

@testable import SmartCore

extension NumbersTests {
    /// Random literals of many shapes, checked bit for bit against `Double(String)` and
    /// `Float(String)`; exact midpoints between neighbouring floats; shortest round trips.
    @Suite("Numbers: property tests against Double(String) and Float(String)")
    struct FloatingPointParsingPropertyTests {
        /// Four seeds × 50,000 literals = 200,000 literals, run in parallel.
        @Test(arguments: [UInt64(1), 2, 3, 4])
        func randomLiteralsMatchTheStandardLibrary(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            var mismatches: [String] = []
            var doubleFallbacks = 0
            var floatFallbacks = 0
            let count = 50_000
            for _ in 0..<count {
                let text = NumberCorpus.randomLiteral(&random)
                let expectedDouble = Double(text)
                let expectedFloat = Float(text)
                // Every generated literal is valid, so the reference never refuses it.
                if expectedDouble == nil || expectedFloat == nil { mismatches.append("reference refused " + text) }
                if NumberParsers.double(text)?.bitPattern != expectedDouble?.bitPattern
                    || NumberParsers.float(text)?.bitPattern != expectedFloat?.bitPattern
                {
                    mismatches.append(text)
                }
                if NumberParsers.isJSON(text) {
                    if NumberParsers.jsonDouble(text).bitPattern != expectedDouble?.bitPattern
                        || NumberParsers.jsonFloat(text).bitPattern != expectedFloat?.bitPattern
                    {
                        mismatches.append("json " + text)
                    }
                    if let fast = NumberParsers.doubleWithoutFallback(text) {
                        if fast.bitPattern != expectedDouble?.bitPattern { mismatches.append("fast double " + text) }
                    } else {
                        doubleFallbacks += 1
                    }
                    if let fast = NumberParsers.floatWithoutFallback(text) {
                        if fast.bitPattern != expectedFloat?.bitPattern { mismatches.append("fast float " + text) }
                    } else {
                        floatFallbacks += 1
                    }
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
            // The fallback is for >19 significant digits near a rounding boundary: rare here.
            #expect(doubleFallbacks < count / 500, "\(doubleFallbacks) double fallbacks")
            #expect(floatFallbacks < count / 500, "\(floatFallbacks) float fallbacks")
        }

        @Test func shortestFormsOfRandomDoublesRoundTrip() {
            var random = SplitMix64(seed: 11)
            var failures: [String] = []
            for _ in 0..<40_000 {
                let value = Double(bitPattern: random.next())
                guard value.isFinite else { continue }
                let text = value.description
                if NumberParsers.double(text)?.bitPattern != value.bitPattern
                    || NumberParsers.jsonDouble(text).bitPattern != value.bitPattern
                {
                    failures.append(text)
                }
            }
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }

        @Test func shortestFormsOfRandomFloatsRoundTrip() {
            var random = SplitMix64(seed: 12)
            var failures: [String] = []
            for _ in 0..<40_000 {
                let value = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
                guard value.isFinite else { continue }
                let text = value.description
                if NumberParsers.float(text)?.bitPattern != value.bitPattern
                    || NumberParsers.jsonFloat(text).bitPattern != value.bitPattern
                {
                    failures.append(text)
                }
            }
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }

        /// Exact midpoints go to the even neighbour; a digit more or less decides the side.
        /// Expected values come from the construction and must also equal the reference.
        @Test func doubleMidpointsAndTheirNeighbours() {
            var random = SplitMix64(seed: 21)
            var failures: [String] = []
            for _ in 0..<600 {
                for (text, expected) in NumberCorpus.doubleMidpointCases(&random) {
                    if NumberParsers.double(text)?.bitPattern != expected.bitPattern
                        || NumberParsers.jsonDouble(text).bitPattern != expected.bitPattern
                        || Double(text)?.bitPattern != expected.bitPattern
                    {
                        failures.append(text)
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
        }

        @Test func floatMidpointsAndTheirNeighbours() {
            var random = SplitMix64(seed: 22)
            var failures: [String] = []
            for _ in 0..<2_000 {
                for (text, expected) in NumberCorpus.floatMidpointCases(&random) {
                    if NumberParsers.float(text)?.bitPattern != expected.bitPattern
                        || NumberParsers.jsonFloat(text).bitPattern != expected.bitPattern
                        || Float(text)?.bitPattern != expected.bitPattern
                    {
                        failures.append(text)
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
        }
    }
}
