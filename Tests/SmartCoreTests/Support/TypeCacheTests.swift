import Testing

@testable import SmartCore

/// The per-call type cache works each type out once, whether the type is still in its
/// ring of recent types or has been pushed out to the dictionary behind it.
@Suite("Per-call type cache")
struct TypeCacheTests {
    /// Forty distinct types: more than the ring holds.
    static let types: [Any.Type] = [
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
        UInt32.self, UInt64.self, Float.self, Double.self, String.self, Bool.self, Character.self,
        Substring.self, [Int].self, [Int8].self, [Int16].self, [Int32].self, [Int64].self, [UInt].self,
        [UInt8].self, [UInt16].self, [UInt32].self, [UInt64].self, [Float].self, [Double].self,
        [String].self, [Bool].self, Int?.self, Int8?.self, Int16?.self, Int32?.self, Int64?.self,
        UInt?.self, UInt8?.self, UInt16?.self, Double?.self, String?.self,
    ]

    @Test func eachTypeIsWorkedOutOnceAndKeepsItsValue() {
        var cache = TypeCache<Int>()
        var made: [String] = []
        func value(at position: Int) -> Int {
            cache.value(for: Self.types[position]) { type in
                made.append(String(describing: type))
                return position * 10
            }
        }
        // Three passes in order, then a pass backwards: every type is met again after
        // the ring has moved on.
        for _ in 0..<3 {
            for position in Self.types.indices { #expect(value(at: position) == position * 10) }
        }
        for position in Self.types.indices.reversed() { #expect(value(at: position) == position * 10) }
        #expect(made.count == Self.types.count)
        #expect(Set(made).count == Self.types.count)
    }

    @Test func aFewTypesStayInTheRing() {
        var cache = TypeCache<String>()
        var makes = 0
        for _ in 0..<100 {
            for type in Self.types.prefix(5) {
                #expect(
                    cache.value(for: type) {
                        makes += 1
                        return String(describing: $0)
                    } == String(describing: type))
            }
        }
        #expect(makes == 5)
    }
}
