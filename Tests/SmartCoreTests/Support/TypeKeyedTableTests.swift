import Testing

@testable import SmartCore

/// The table behind the type caches: every type finds its own value, through the growth
/// of the table, and types never stored find none.
@Suite("Type-keyed table")
struct TypeKeyedTableTests {
    /// The forty types of the type-cache tests and forty more: more than the first
    /// sixteen slots hold at half load, so the table grows four times after its first.
    static let types: [Any.Type] =
        TypeCacheTests.types
        + TypeCacheTests.types.map { type in
            func optional<T>(_: T.Type) -> Any.Type { [T?].self }
            return optional(type)
        }

    @Test func everyTypeFindsItsOwnValueAsTheTableGrows() {
        #expect(Set(Self.types.map(ObjectIdentifier.init)).count == Self.types.count)
        var table = TypeKeyedTable<Int>()
        #expect(table.isEmpty)
        #expect(table.value(for: ObjectIdentifier(Int.self)) == nil)
        for (position, type) in Self.types.enumerated() {
            table.set(position, for: ObjectIdentifier(type))
            #expect(table.count == position + 1)
            // Everything stored so far is still found after each step (and growth).
            for earlier in 0...position {
                #expect(table.value(for: ObjectIdentifier(Self.types[earlier])) == earlier)
            }
        }
        #expect(table.value(for: ObjectIdentifier((Int, String).self)) == nil)
        #expect(table.value(for: ObjectIdentifier(Set<Int>.self)) == nil)
    }

    @Test func storingATypeAgainReplacesItsValue() {
        var table = TypeKeyedTable<String>()
        for type in Self.types { table.set("first", for: ObjectIdentifier(type)) }
        for type in Self.types.prefix(10) { table.set("second", for: ObjectIdentifier(type)) }
        #expect(table.count == Self.types.count)
        #expect(Self.types.prefix(10).allSatisfy { table.value(for: ObjectIdentifier($0)) == "second" })
        #expect(Self.types.dropFirst(10).allSatisfy { table.value(for: ObjectIdentifier($0)) == "first" })
    }
}
