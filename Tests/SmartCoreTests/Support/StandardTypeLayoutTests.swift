import Foundation
import Testing

@testable import SmartCore

/// Optionals and arrays told apart by their metadata, with an array's element type: the
/// answers must be those the types' conformances give, for every kind of type a property
/// can have, or the decoder would take the wrong path.
@Suite("Standard type layout")
struct StandardTypeLayoutTests {
    struct Leaf: SmartCodable { var name = "" }
    final class Node: SmartCodable {
        var name = ""
        required init() {}
    }
    enum Kind: String, SmartCaseDefaultable { case first }
    struct Page<Item> { var items: [Item] = [] }

    /// Every type here, with what it is: an array of which element, an optional, or neither.
    static let cases: [(type: Any.Type, element: Any.Type?, isOptional: Bool)] = [
        ([Int].self, Int.self, false),
        ([Leaf].self, Leaf.self, false),
        ([Node].self, Node.self, false),
        ([[Double]].self, [Double].self, false),
        ([String?].self, String?.self, false),
        ([Kind].self, Kind.self, false),
        ([Any].self, Any.self, false),
        ([Page<Leaf>].self, Page<Leaf>.self, false),
        ([Int]?.self, nil, true),
        (Leaf?.self, nil, true),
        (Node?.self, nil, true),
        (Int??.self, nil, true),
        (Int.self, nil, false),
        (String.self, nil, false),
        (Leaf.self, nil, false),
        (Node.self, nil, false),
        (Kind.self, nil, false),
        (Page<Int>.self, nil, false),
        (ContiguousArray<Int>.self, nil, false),
        (ArraySlice<Int>.self, nil, false),
        (Set<Int>.self, nil, false),
        ([String: Int].self, nil, false),
        ((Int, String).self, nil, false),
        (((Int) -> Void).self, nil, false),
        (Int.Type.self, nil, false),
        (Any.self, nil, false),
        ((any Codable).self, nil, false),
        (NSObject.self, nil, false),
        (Data.self, nil, false),
    ]

    @Test func arraysAndOptionalsAreToldByTheirMetadata() {
        for (type, element, isOptional) in Self.cases {
            let found = StandardTypeLayout.arrayElement(of: type).map { ObjectIdentifier($0) }
            #expect(found == element.map { ObjectIdentifier($0) }, "\(type)")
            #expect(StandardTypeLayout.isOptional(type) == isOptional, "\(type)")
        }
    }

    /// Enums (not optionals) are told apart too: the decoder asks an enum about
    /// `SmartCaseDefaultable` before `SmartDecodable`.
    @Test func enumsAreToldByTheirMetadata() {
        let enums: [Any.Type] = [Kind.self, FloatingPointSign.self, SmartJSONValue.self, Never.self]
        let others: [Any.Type] = [
            Leaf.self, Node.self, Int.self, Int?.self, Kind?.self, [Kind].self, (Int, Int).self, Any.self,
        ]
        for type in enums { #expect(StandardTypeLayout.isEnum(type), "\(type)") }
        for type in others { #expect(!StandardTypeLayout.isEnum(type), "\(type)") }
    }

    enum Single: String, CaseIterable { case only }
    enum Trio: String, CaseIterable {
        case one
        case two = "2"
        case three
    }
    enum Many: String, CaseIterable {
        case alpha, beta, gamma, delta, epsilon, zeta, eta, theta, iota, kappa, lambda, mu
        case nu = "N"
        case xi, omicron, pi, rho, sigma, tau, upsilon
    }
    enum Carrying: CaseIterable {
        case plain
        case number(Int)
        static var allCases: [Carrying] { [.plain, .number(1)] }
    }
    struct Wrapped: RawRepresentable, CaseIterable {
        var rawValue: String
        static var allCases: [Wrapped] { [Wrapped(rawValue: "a"), Wrapped(rawValue: "b")] }
    }

    /// The case count of an enum without payloads comes from its type descriptor; enums
    /// with a payload case and other types have none.
    @Test func payloadFreeEnumsTellTheirCaseCount() {
        #expect(StandardTypeLayout.payloadFreeCaseCount(of: Single.self) == 1)
        #expect(StandardTypeLayout.payloadFreeCaseCount(of: Trio.self) == 3)
        #expect(StandardTypeLayout.payloadFreeCaseCount(of: FloatingPointSign.self) == 2)
        #expect(StandardTypeLayout.payloadFreeCaseCount(of: Never.self) == 0)
        let none: [Any.Type] = [
            Carrying.self, Wrapped.self, SmartJSONValue.self, Trio?.self, Int.self, [Trio].self, Any.self,
            Node.self,
        ]
        for type in none { #expect(StandardTypeLayout.payloadFreeCaseCount(of: type) == nil, "\(type)") }
    }

    /// The cases made from case numbers are the declared ones, in `allCases` order; other
    /// types list `allCases`.
    @Test func everyCaseMatchesAllCases() {
        #expect(StringCaseTable.everyCase(of: Single.self) == [.only])
        #expect(StringCaseTable.everyCase(of: Trio.self) == [.one, .two, .three])
        #expect(StringCaseTable.everyCase(of: Trio.self).map(\.rawValue) == ["one", "2", "three"])
        #expect(StringCaseTable.everyCase(of: Many.self) == Many.allCases)
        #expect(StringCaseTable.everyCase(of: Kind.self) == Kind.allCases)
        #expect(StringCaseTable.everyCase(of: Wrapped.self).map(\.rawValue) == ["a", "b"])
        let carrying = StringCaseTable.everyCase(of: Carrying.self)
        #expect(carrying.count == 2)
        if case .number(let value) = carrying.last { #expect(value == 1) } else { Issue.record("\(carrying)") }
    }

    /// A struct's or an enum's module read from its type descriptor is the one its
    /// qualified name starts with, through generic arguments, nesting, private and local
    /// scopes; other kinds of type have none there.
    @Test func declaringModulesMatchTheQualifiedNames() {
        func local() -> Any.Type {
            struct Hidden { var value = 0 }
            return Hidden.self
        }
        let valueTypes: [Any.Type] =
            Self.cases.map(\.type) + [
                local(), PrivateScoped.self, PrivateScoped.Inner.self, SmartJSONValue.Kind.self, Decimal.self, URL.self,
                Date.self, UUID.self, FloatingPointSign.self, Never.self, [String: [Leaf]].self,
            ]
        // Classes, tuples, functions, metatypes and existentials: no struct or enum descriptor.
        let unread: Set<ObjectIdentifier> = [
            ObjectIdentifier(Node.self), ObjectIdentifier(NSObject.self), ObjectIdentifier((Int, String).self),
            ObjectIdentifier(((Int) -> Void).self), ObjectIdentifier(Int.Type.self), ObjectIdentifier(Any.self),
            ObjectIdentifier((any Codable).self),
        ]
        var read = 0
        for type in valueTypes {
            let qualified = _typeName(type, qualified: true)
            guard let module = StandardTypeLayout.declaringModuleName(of: type) else {
                #expect(unread.contains(ObjectIdentifier(type)), "\(qualified) has no module read")
                continue
            }
            #expect(!unread.contains(ObjectIdentifier(type)), "\(qualified)")
            read += 1
            #expect(qualified.hasPrefix(module + "."), "\(qualified) read as \(module)")
        }
        #expect(read >= 30)
        #expect(StandardTypeLayout.declaringModuleName(of: Leaf.self) == "SmartCoreTests")
        #expect(StandardTypeLayout.declaringModuleName(of: [Leaf].self) == "Swift")
        #expect(StandardTypeLayout.declaringModuleName(of: Node.self) == nil)
        #expect(StandardTypeLayout.declaringModuleName(of: (Int, String).self) == nil)
        #expect(StandardTypeLayout.declaringModuleName(of: ((Int) -> Void).self) == nil)
        // A type declared in an extension of Foundation's `Date` belongs to this module, as
        // its qualified name says in front of the extended type's.
        #expect(StandardTypeLayout.declaringModuleName(of: Date.LayoutProbe.self) == "SmartCoreTests")
        #expect(_typeName(Date.LayoutProbe.self, qualified: true).contains("SmartCoreTests"))
    }

    /// The same answers as the conformances give (`SpecialDecodeShape`, asked at run time).
    @Test func answersMatchTheConformances() {
        for (type, element, isOptional) in Self.cases {
            guard let special = type as? any SpecialDecodeShape.Type else {
                #expect(element == nil && !isOptional, "\(type)")
                continue
            }
            #expect((special.collectionShape == .optional) == isOptional, "\(type)")
            if special.collectionShape == .array, let asked = special.arrayElementType {
                #expect(element.map { ObjectIdentifier($0) } == ObjectIdentifier(asked), "\(type)")
            } else {
                #expect(element == nil, "\(type)")
            }
        }
    }

    /// The decoder's shapes for arrays and optionals, worked out without the runtime's
    /// conformance lookups, are those the lookups give.
    @Test func shapesMatchTheConformancePath() {
        let types: [Any.Type] = [
            [Leaf].self, [[Leaf]].self, [Int].self, [[Double]].self, [Int?].self, [Kind].self, [Page<Int>].self,
            Leaf?.self, [Leaf]?.self, Kind?.self,
        ]
        for type in types {
            #expect(
                DecodeShapeTests.summary(DecodeShape.of(type))
                    == DecodeShapeTests.summary(DecodeShape.shapeFromConformances(type)), "\(type)")
            #expect(
                DecodeShapeTests.bulkType(of: type) == Self.bulkTypeFromConformances(type), "\(type)")
        }
    }

    /// A top-level `[Model]` is found from its element's shape, and is the array type the
    /// conformance gives; every other type's answer is the conformance's too.
    @Test func topLevelArraysOfModelsMatchTheConformance() {
        let types: [Any.Type] = [
            [Leaf].self, [Node].self, [[Leaf]].self, [Int].self, [Kind].self, Leaf.self, [Leaf]?.self,
            [String: Leaf].self, Set<Int>.self,
        ]
        for type in types {
            let found = RootShape.of(type).arrayType.map { ObjectIdentifier($0) }
            let asked = (type as? any TopLevelArrayDecoding.Type).map { ObjectIdentifier($0) }
            #expect(found == asked, "\(type)")
        }
        #expect(RootShape.of([Leaf].self).arrayType.map { ObjectIdentifier($0) } == ObjectIdentifier([Leaf].self))
        #expect(RootShape.of(Leaf.self).requiresObject)
        #expect(!RootShape.of([Leaf].self).requiresObject)
    }

    static func bulkTypeFromConformances(_ type: Any.Type) -> ObjectIdentifier? {
        guard case .array(let elements, let models) = DecodeShape.shapeFromConformances(type) else { return nil }
        if let elements { return ObjectIdentifier(elements) }
        return models.map { ObjectIdentifier($0) }
    }
}

/// A type in a private scope, with one nested in it (`declaringModulesMatchTheQualifiedNames`).
private struct PrivateScoped {
    enum Inner { case only }
}

extension Date {
    /// A type declared in an extension of another module's type.
    fileprivate struct LayoutProbe {}
}
