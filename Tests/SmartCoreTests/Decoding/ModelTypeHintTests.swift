import Foundation
import Testing

@testable import SmartCore

/// The `KeyedDecodingContainer` overloads for models: the compiler-generated
/// `init(from:)` picks them, they hand the nested model's type to the thread's
/// `ModelTypeHint`, and they decode exactly as the standard methods do, under
/// SmartCodable's decoder and under Foundation's.
@Suite("Model type hints")
struct ModelTypeHintTests {
    struct HintChild: SmartCodable { var name = "" }
    struct HintElement: SmartCodable { var id = 0 }
    struct HintMaybe: SmartCodable { var flag = false }
    struct HintMaybeElement: SmartCodable { var code = "" }
    struct OneChild: SmartCodable { var child = HintChild() }
    struct Children: SmartCodable { var children: [HintElement] = [] }
    struct MaybeChild: SmartCodable { var maybe: HintMaybe? }
    struct MaybeChildren: SmartCodable { var maybes: [HintMaybeElement]? }
    struct Unrelated: SmartCodable { var other = 0 }

    static func name(_ type: (any SmartDecodable.Type)?) -> String {
        type.map { String(describing: $0) } ?? "none"
    }

    /// Each of the four shapes of a model property (the model, its array, and the
    /// optional of each) leaves its model type as the thread's hint, whichever decoder
    /// runs the generated code: the overloads are chosen at compile time.
    @Test func generatedDecodersHandOverEachNestedModel() {
        let seen = LockedValue<[String]>([])
        // On a thread of its own, whose hint no other test touches.
        ThreadDecodersTests.onNewThread {
            let decoder = JSONDecoder()
            var names: [String] = []
            _ = try? decoder.decode(OneChild.self, from: Data(#"{"child": {"name": "a"}}"#.utf8))
            names.append(Self.name(ModelTypeHint.model(for: HintChild.self)))
            _ = try? decoder.decode(Children.self, from: Data(#"{"children": [{"id": 1}]}"#.utf8))
            names.append(Self.name(ModelTypeHint.model(for: HintElement.self)))
            _ = MaybeChild.deserialize(from: #"{"maybe": {"flag": true}}"#)
            names.append(Self.name(ModelTypeHint.model(for: HintMaybe.self)))
            _ = MaybeChildren.deserialize(from: #"{"maybes": null}"#)
            names.append(Self.name(ModelTypeHint.model(for: HintMaybeElement.self)))
            seen.write { $0 = names }
        }
        #expect(seen.read { $0 } == ["HintChild", "HintElement", "HintMaybe", "HintMaybeElement"])
    }

    /// A hint answers for the one type it names, and only on its own thread.
    @Test func aHintNamesOneTypeOnOneThread() {
        let answers = LockedValue<[String]>([])
        ThreadDecodersTests.onNewThread {
            ModelTypeHint.note(HintChild.self)
            let here = [
                Self.name(ModelTypeHint.model(for: HintChild.self)),
                Self.name(ModelTypeHint.model(for: Unrelated.self)),
                Self.name(ModelTypeHint.model(for: Int.self)),
            ]
            answers.write { $0 += here }
            ThreadDecodersTests.onNewThread {
                let elsewhere = Self.name(ModelTypeHint.model(for: HintChild.self))
                answers.write { $0.append(elsewhere) }
            }
        }
        #expect(answers.read { $0 } == ["HintChild", "none", "none", "none"])
    }

    /// Under Foundation's decoder the overloads change nothing: values, `nil` for absent
    /// optionals, and the same errors for a missing or mistyped nested model.
    @Test func foundationsDecoderBehavesAsWithoutTheOverloads() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(OneChild.self, from: Data(#"{"child": {"name": "a"}}"#.utf8)).child.name == "a")
        #expect(
            try decoder.decode(Children.self, from: Data(#"{"children": [{"id": 1}, {"id": 2}]}"#.utf8)).children
                .map(\.id) == [1, 2])
        #expect(try decoder.decode(MaybeChild.self, from: Data("{}".utf8)).maybe == nil)
        #expect(try decoder.decode(MaybeChild.self, from: Data(#"{"maybe": null}"#.utf8)).maybe == nil)
        #expect(try decoder.decode(MaybeChild.self, from: Data(#"{"maybe": {"flag": true}}"#.utf8)).maybe?.flag == true)
        #expect(try decoder.decode(MaybeChildren.self, from: Data("{}".utf8)).maybes == nil)
        #expect(
            try decoder.decode(MaybeChildren.self, from: Data(#"{"maybes": [{"code": "x"}]}"#.utf8)).maybes?
                .map(\.code) == ["x"])
        do {
            _ = try decoder.decode(OneChild.self, from: Data("{}".utf8))
            Issue.record("a missing nested model decoded")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "child")
        }
        do {
            _ = try decoder.decode(Children.self, from: Data(#"{"children": {"id": 1}}"#.utf8))
            Issue.record("an object decoded as an array")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier([Any].self))
            #expect(context.codingPath.map(\.stringValue) == ["children"])
        }
    }

    struct FirstSeenLeaf: SmartCodable { var count = 7 }
    struct FirstSeenBranch: SmartCodable {
        var leaf = FirstSeenLeaf()
        var leaves: [FirstSeenLeaf] = []
        var maybe: FirstSeenLeaf?
    }

    /// A nested model met for the first time through the hint is a model in every
    /// respect: its values are converted, a bad one keeps its initializer value, and its
    /// shape is recorded as a model.
    @Test func aModelFirstMetThroughItsHintDecodesTolerantly() {
        let branch = FirstSeenBranch.deserialize(
            from: #"{"leaf": {"count": "3"}, "leaves": [{"count": 1}, {"count": [true]}], "maybe": {"count": null}}"#)
        #expect(branch?.leaf.count == 3)
        #expect(branch?.leaves.map(\.count) == [1, 7])
        #expect(branch?.maybe?.count == 7)
        guard case .model(let model) = DecodeShape.of(FirstSeenLeaf.self) else {
            Issue.record("FirstSeenLeaf is not recorded as a model")
            return
        }
        #expect(ObjectIdentifier(model) == ObjectIdentifier(FirstSeenLeaf.self))
    }
}
