import Foundation
import Testing

@testable import SmartCore

/// Which types the decoder asks the Swift runtime about for its own protocols: every type
/// that conforms to one must be asked (or it would decode down the wrong path), and a
/// type from a module this package cannot extend is never asked (each question would be a
/// scan of every conformance record, on the first decode of each model).
@Suite("Package conformances")
struct PackageConformancesTests {
    struct Model: SmartCodable { var name = "" }
    final class ModelClass: SmartCodable {
        var name = ""
        required init() {}
    }
    enum Kind: String, SmartCaseDefaultable { case first }
    struct Page<Item> { var items: [Item] = [] }

    @Test func moduleNamesComeFromTheQualifiedName() {
        #expect(PackageConformances.moduleName(of: Model.self) == "SmartCoreTests")
        #expect(PackageConformances.moduleName(of: Page<Int>.self) == "SmartCoreTests")
        #expect(PackageConformances.moduleName(of: [Model].self) == "Swift")
        #expect(PackageConformances.moduleName(of: Model?.self) == "Swift")
        #expect(PackageConformances.moduleName(of: SmartJSONValue.self) == "SmartCore")
        // No module in front: a tuple and a function type.
        #expect(PackageConformances.moduleName(of: (Int, String).self) == nil)
        #expect(PackageConformances.moduleName(of: ((Int) -> Void).self) == nil)
    }

    /// A user's models, enums and generic types are never asked about.
    @Test func typesFromOtherModulesCannotConform() {
        func local() -> Any.Type {
            struct Hidden: SmartCodable { var value = 0 }
            return Hidden.self
        }
        let outside: [Any.Type] = [Model.self, ModelClass.self, Kind.self, Page<Int>.self, Page<Model>.self, local()]
        for type in outside { #expect(!PackageConformances.mayConform(type), "\(type)") }
    }

    /// Every type this module conforms to its own protocols is asked about, and so is
    /// anything whose name does not tell its module.
    @Test func typesThisPackageExtendsMayConform() {
        let extended: [Any.Type] = [
            [Model].self, [Int].self, ContiguousArray<Int>.self, Set<Int>.self, [String: Model].self, Model?.self,
            Bool.self, String.self, Double.self, Float.self, CGFloat.self, Decimal.self, URL.self, Data.self,
            Date.self, UUID.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
            UInt16.self, UInt32.self, UInt64.self, SmartJSONValue.self, (Int, Int).self,
        ]
        for type in extended { #expect(PackageConformances.mayConform(type), "\(type)") }
        // Types that do conform, asked at run time, are among them.
        let conforming = extended.filter {
            $0 is any SpecialDecodeShape.Type || $0 is any ZeroValueProviding.Type || $0 is any EncodableScalar.Type
                || $0 is any TopLevelArrayDecoding.Type
        }
        #expect(conforming.count == extended.count - 2)  // all but UUID and the tuple
    }

    /// The paths that skip the question still tell models, arrays of models and enums
    /// apart, at the top level and inside a model.
    @Test func modelsFromThisModuleDecodeDownTheirPaths() throws {
        struct Shelf: SmartCodable {
            var models: [Model] = []
            var kind: Kind = .first
            var lone: Model?
        }
        let shelf = try #require(
            Shelf.deserialize(
                from: #"{"models": [{"name": "a"}, {"name": "b"}], "kind": "first", "lone": {"name": "c"}}"#)
        )
        #expect(shelf.models.map(\.name) == ["a", "b"])
        #expect(shelf.lone?.name == "c")
        let top = try #require([Model].deserialize(from: #"[{"name": "x"}, 3, {"name": "y"}]"#))
        #expect(top.map(\.name) == ["x", "", "y"])
        #expect(Model.deserialize(from: #"[{"name": "x"}]"#) == nil)
        if case .model = DecodeShape.of(Model.self) {} else { Issue.record("Model is not decoded as a model") }
        if case .model = DecodeShape.of(ModelClass.self) {
        } else {
            Issue.record("ModelClass is not decoded as a model")
        }
        if case .stringCases = DecodeShape.of(Kind.self) {} else { Issue.record("Kind has no case table") }
    }
}
