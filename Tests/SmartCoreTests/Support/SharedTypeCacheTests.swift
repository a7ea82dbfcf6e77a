import Foundation
import Testing

@testable import SmartCore

/// The process-wide type cache: each type's value is made once and then handed out,
/// from the calling thread's ring of recent types or from the shared dictionary behind
/// it, on every thread.
@Suite("Process-wide type cache")
struct SharedTypeCacheTests {
    /// A value with an identity, to tell whether two lookups got the same one.
    final class Made: Sendable {
        let typeName: String
        init(typeName: String) { self.typeName = typeName }
    }

    /// Counts the values made, from any thread.
    final class MakeCount: Sendable {
        private let count = LockedValue(0)
        var value: Int { count.read { $0 } }
        func add() { count.write { $0 += 1 } }
    }

    static var types: [Any.Type] { TypeCacheTests.types }

    @Test func eachTypeIsMadeOnceWhetherInTheRingOrPushedOutOfIt() {
        let cache = SharedTypeCache<Made>()
        let made = MakeCount()
        var first: [ObjectIdentifier] = []
        // Forty types, more than a ring holds; four passes, the last backwards.
        for pass in 0..<4 {
            let order = pass == 3 ? Array(Self.types.indices.reversed()) : Array(Self.types.indices)
            for position in order {
                let type = Self.types[position]
                let value = cache.value(for: type) { type in
                    made.add()
                    return Made(typeName: String(describing: type))
                }
                #expect(value.typeName == String(describing: type))
                if pass == 0 {
                    first.append(ObjectIdentifier(value))
                } else {
                    #expect(ObjectIdentifier(value) == first[position])
                }
            }
        }
        #expect(made.value == Self.types.count)
        #expect(Self.types.count > RecentTypes.limit)
    }

    @Test func threadsShareOneValuePerType() throws {
        let cache = SharedTypeCache<Made>()
        let made = MakeCount()
        let seen = LockedValue<[String: Set<ObjectIdentifier>]>([:])
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread {
                for round in 0..<25 {
                    // Each thread walks the types from its own start, so threads race on
                    // different types at different times.
                    for offset in Self.types.indices {
                        let type = Self.types[(offset + thread * 10 + round) % Self.types.count]
                        let value = cache.value(for: type) { type in
                            made.add()
                            return Made(typeName: String(describing: type))
                        }
                        seen.write { $0[value.typeName, default: []].insert(ObjectIdentifier(value)) }
                    }
                }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        let identities = seen.read { $0 }
        #expect(identities.count == Self.types.count)
        // A race may make a value twice, but only the first stored is ever handed out.
        #expect(identities.values.allSatisfy { $0.count == 1 })
        #expect(made.value >= Self.types.count)
        #expect(made.value <= Self.types.count * 4)
    }
}
