import Foundation
import SmartCore
import Testing

/// §8: `didFinishMapping` runs once on every decoded model instance, nested ones first.
@Suite("didFinishMapping (§8)")
struct DidFinishMappingTests {
    /// Counts its calls and logs them (with its name) to the running test's `FinishLog`.
    struct Leaf: SmartCodable, Equatable {
        var name: String = ""
        var calls = 0
        mutating func didFinishMapping() {
            calls += 1
            FinishLog.note("Leaf(\(name))")
        }
    }

    struct Branch: SmartCodable {
        var name: String = ""
        var leaf: Leaf = Leaf(name: "branch-init")
        var calls = 0
        mutating func didFinishMapping() {
            calls += 1
            FinishLog.note("Branch(\(name))")
        }
    }

    struct Root: SmartCodable {
        var first: Leaf = Leaf(name: "first-init")
        var branch: Branch = Branch()
        var list: [Leaf] = []
        var optional: Leaf?
        var calls = 0
        mutating func didFinishMapping() {
            calls += 1
            FinishLog.note("Root")
        }
    }

    @Test func onceOnTheTopLevelModel() throws {
        let model = try #require(Leaf.deserialize(from: #"{"name": "x"}"#))
        #expect(model.calls == 1)
        let fromDict = try #require(Leaf.deserialize(from: ["name": "x"]))
        #expect(fromDict.calls == 1)
        let fromData = try #require(Leaf.deserialize(from: Data(#"{"name": "x"}"#.utf8)))
        #expect(fromData.calls == 1)
    }

    @Test func changesMadeInTheHookAreKept() throws {
        struct Greeting: SmartCodable {
            var name: String = ""
            mutating func didFinishMapping() { name = "I am \(name)" }
        }
        #expect(Greeting.deserialize(from: #"{"name": "Mccc"}"#)?.name == "I am Mccc")
    }

    /// Bottom-up, in declaration order: each nested model finishes before its parent.
    @Test func nestedModelsFinishFirst() throws {
        let json = #"""
            {"first": {"name": "f"}, "branch": {"name": "b", "leaf": {"name": "bl"}},
             "list": [{"name": "l0"}, {"name": "l1"}], "optional": {"name": "o"}}
            """#
        let (model, calls) = FinishLog.record { Root.deserialize(from: json) }
        let root = try #require(model)
        #expect(calls == ["Leaf(f)", "Leaf(bl)", "Branch(b)", "Leaf(l0)", "Leaf(l1)", "Leaf(o)", "Root"])
        #expect(root.calls == 1)
        #expect(root.first.calls == 1)
        #expect(root.branch.calls == 1)
        #expect(root.branch.leaf.calls == 1)
        #expect(root.list.map(\.calls) == [1, 1])
        #expect(root.optional?.calls == 1)
    }

    /// A fallback D of a nested model is finished too (once); nil is not.
    @Test func fallbackOfANestedModelIsFinished() throws {
        let json = #"{"first": 5, "branch": {"name": "b", "leaf": null}, "optional": "x"}"#
        let (model, calls) = FinishLog.record { Root.deserialize(from: json) }
        let root = try #require(model)
        #expect(root.first == Leaf(name: "first-init", calls: 1))
        #expect(root.branch.leaf == Leaf(name: "branch-init", calls: 1))
        #expect(root.optional == nil)
        #expect(calls == ["Leaf(first-init)", "Leaf(branch-init)", "Branch(b)", "Root"])
    }

    @Test func missingNestedModelGetsItsFinishedInitializerValue() throws {
        let (model, calls) = FinishLog.record { Root.deserialize(from: "{}") }
        let root = try #require(model)
        #expect(root.first == Leaf(name: "first-init", calls: 1))
        #expect(root.branch.calls == 1)
        // Part of Branch's value, not a fallback of its own.
        #expect(root.branch.leaf == Leaf(name: "branch-init", calls: 0))
        #expect(calls == ["Leaf(first-init)", "Branch()", "Root"])
    }

    @Test func topLevelArrayElementsAndSubstitutes() throws {
        let (models, calls) = FinishLog.record { [Leaf].deserialize(from: #"[{"name": "a"}, 5, null, {"name": "b"}]"#) }
        let leaves = try #require(models)
        #expect(
            leaves == [
                Leaf(name: "a", calls: 1), Leaf(name: "", calls: 1), Leaf(name: "", calls: 1),
                Leaf(name: "b", calls: 1),
            ])
        #expect(calls == ["Leaf(a)", "Leaf()", "Leaf()", "Leaf(b)"])
    }

    @Test func nestedArraysOfArrays() throws {
        struct Grid: SmartCodable { var rows: [[Leaf]] = [] }
        let model = try #require(
            Grid.deserialize(from: #"{"rows": [[{"name": "a"}], [{"name": "b"}, {"name": "c"}]]}"#))
        #expect(model.rows.map { $0.map(\.calls) } == [[1], [1, 1]])
        let top = try #require([[Leaf]].deserialize(from: #"[[{"name": "a"}], [{"name": "b"}]]"#))
        #expect(top.map { $0.map(\.calls) } == [[1], [1]])
    }

    /// DI-8: values of `[String: M]` are finished, exactly once.
    @Test func dictionaryValuesAreFinished() throws {
        struct Holder: SmartCodable { var map: [String: Leaf] = [:] }
        let model = try #require(Holder.deserialize(from: #"{"map": {"a": {"name": "A"}, "b": {"name": "B"}}}"#))
        #expect(model.map["a"] == Leaf(name: "A", calls: 1))
        #expect(model.map["b"] == Leaf(name: "B", calls: 1))
    }

    /// DI-8: elements of `[M?]` are finished, exactly once; null slots stay nil.
    @Test func optionalElementsAreFinished() throws {
        struct Holder: SmartCodable { var list: [Leaf?] = [] }
        let model = try #require(Holder.deserialize(from: #"{"list": [{"name": "A"}, null, {"name": "B"}]}"#))
        #expect(model.list == [Leaf(name: "A", calls: 1), nil, Leaf(name: "B", calls: 1)])
    }

    /// DI-7: a model made by a value transformer is finished once.
    @Test func transformerOutputIsFinishedOnce() throws {
        struct LeafFromString: ValueTransformable {
            func transformFromJSON(_ value: Any) -> Leaf? { (value as? String).map { Leaf(name: $0) } }
            func transformToJSON(_ value: Leaf) -> String? { value.name }
        }
        struct Holder: SmartCodable {
            var leaf: Leaf = Leaf(name: "init")
            static func mappingForValue() -> [SmartValueTransformer]? { [CodingKeys.leaf <--- LeafFromString()] }
        }
        let model = try #require(Holder.deserialize(from: #"{"leaf": "made"}"#))
        #expect(model.leaf == Leaf(name: "made", calls: 1))
    }

    @Test func classModelsAreFinishedOnce() throws {
        final class Account: SmartCodable {
            var name: String = ""
            var calls = 0
            required init() {}
            func didFinishMapping() {
                calls += 1
                if name.isEmpty { name = "-" }
            }
        }
        struct Holder: SmartCodable {
            var account: Account = Account()
            var accounts: [Account] = []
        }
        let top = try #require(Account.deserialize(from: "{}"))
        #expect(top.calls == 1)
        #expect(top.name == "-")
        let holder = try #require(
            Holder.deserialize(from: #"{"account": {"name": "a"}, "accounts": [{"name": "b"}, {}]}"#))
        #expect(holder.account.calls == 1)
        #expect(holder.account.name == "a")
        #expect(holder.accounts.map(\.calls) == [1, 1])
        #expect(holder.accounts.map(\.name) == ["b", "-"])
    }

    /// No call when decoding fails as a whole.
    @Test func notCalledWhenTheDecodeFails() {
        let (model, calls) = FinishLog.record { Leaf.deserialize(from: "[1]") }
        #expect(model == nil)
        #expect(calls == [])
    }
}
