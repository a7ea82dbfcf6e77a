import Foundation
import Testing

@testable import SmartCore

/// The `KeyedDecodingContainer` overloads for models and `SmartCaseDefaultable` enums:
/// the compiler-generated `init(from:)` picks them, they hand the nested model's or enum's
/// type to the thread's `PropertyTypeHint`, and they decode exactly as the standard
/// methods do, under SmartCodable's decoder and under Foundation's.
@Suite("Property type hints")
struct PropertyTypeHintTests {
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
            names.append(Self.name(PropertyTypeHint.model(for: HintChild.self)))
            _ = try? decoder.decode(Children.self, from: Data(#"{"children": [{"id": 1}]}"#.utf8))
            names.append(Self.name(PropertyTypeHint.model(for: HintElement.self)))
            _ = MaybeChild.deserialize(from: #"{"maybe": {"flag": true}}"#)
            names.append(Self.name(PropertyTypeHint.model(for: HintMaybe.self)))
            _ = MaybeChildren.deserialize(from: #"{"maybes": null}"#)
            names.append(Self.name(PropertyTypeHint.model(for: HintMaybeElement.self)))
            seen.write { $0 = names }
        }
        #expect(seen.read { $0 } == ["HintChild", "HintElement", "HintMaybe", "HintMaybeElement"])
    }

    /// A hint answers for the one type it names, and only on its own thread.
    @Test func aHintNamesOneTypeOnOneThread() {
        let answers = LockedValue<[String]>([])
        ThreadDecodersTests.onNewThread {
            PropertyTypeHint.note(HintChild.self)
            let here = [
                Self.name(PropertyTypeHint.model(for: HintChild.self)),
                Self.name(PropertyTypeHint.model(for: Unrelated.self)),
                Self.name(PropertyTypeHint.model(for: Int.self)),
            ]
            answers.write { $0 += here }
            ThreadDecodersTests.onNewThread {
                let elsewhere = Self.name(PropertyTypeHint.model(for: HintChild.self))
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

    enum HintColor: String, SmartCaseDefaultable { case red, green }
    enum HintSize: String, SmartCaseDefaultable { case small, large }
    enum HintShape: String, SmartCaseDefaultable { case round, square }
    enum HintTone: String, SmartCaseDefaultable { case warm, cool }
    struct OneColor: SmartCodable { var color = HintColor.red }
    struct Sizes: SmartCodable { var sizes: [HintSize] = [] }
    struct MaybeShape: SmartCodable { var shape: HintShape? }
    struct MaybeTones: SmartCodable { var tones: [HintTone]? }

    static func name(_ type: (any SmartCaseDefaultable.Type)?) -> String {
        type.map { String(describing: $0) } ?? "none"
    }

    /// Each of the four shapes of an enum property leaves the enum type as the thread's
    /// enum hint, whichever decoder runs the generated code; the model hint is kept apart
    /// and stays as it was.
    @Test func generatedDecodersHandOverEachEnum() {
        let seen = LockedValue<[String]>([])
        ThreadDecodersTests.onNewThread {
            let decoder = JSONDecoder()
            var names: [String] = []
            _ = try? decoder.decode(OneColor.self, from: Data(#"{"color": "green"}"#.utf8))
            names.append(Self.name(PropertyTypeHint.cases(for: HintColor.self)))
            _ = Sizes.deserialize(from: #"{"sizes": ["small"]}"#)
            names.append(Self.name(PropertyTypeHint.cases(for: HintSize.self)))
            _ = MaybeShape.deserialize(from: #"{"shape": null}"#)
            names.append(Self.name(PropertyTypeHint.cases(for: HintShape.self)))
            PropertyTypeHint.note(HintChild.self)
            _ = try? decoder.decode(MaybeTones.self, from: Data(#"{"tones": ["cool"]}"#.utf8))
            names.append(Self.name(PropertyTypeHint.cases(for: HintTone.self)))
            names.append(Self.name(PropertyTypeHint.cases(for: HintColor.self)))
            names.append(Self.name(PropertyTypeHint.model(for: HintChild.self)))
            seen.write { $0 = names }
        }
        #expect(seen.read { $0 } == ["HintColor", "HintSize", "HintShape", "HintTone", "none", "HintChild"])
    }

    enum FirstSeenState: String, SmartCaseDefaultable { case open, closed }
    enum FirstSeenLevel: String, SmartCaseDefaultable { case low, high }
    struct FirstSeenTicket: SmartCodable {
        var state = FirstSeenState.closed
        var levels: [FirstSeenLevel] = [.low]
        var maybe: FirstSeenState?
    }

    /// An enum met for the first time through its hint gets its case table, and decodes
    /// as any `SmartCaseDefaultable` enum does (§3.6 of the behaviour spec): known cases
    /// by value, an unknown raw value as the property's initializer value, and an array
    /// with an unknown element as the array's.
    @Test func anEnumFirstMetThroughItsHintDecodesTolerantly() {
        let ticket = FirstSeenTicket.deserialize(
            from: #"{"state": "open", "levels": ["high", "middle", "low"], "maybe": 3}"#)
        #expect(ticket?.state == .open)
        #expect(ticket?.levels == [.low])
        #expect(ticket?.maybe == nil)
        let known = FirstSeenTicket.deserialize(from: #"{"levels": ["high", "low"], "maybe": "open"}"#)
        #expect(known?.levels == [.high, .low])
        #expect(known?.maybe == .open)
        guard case .stringCases = DecodeShape.of(FirstSeenState.self) else {
            Issue.record("FirstSeenState has no case table")
            return
        }
        guard case .stringCases = DecodeShape.of(FirstSeenLevel.self) else {
            Issue.record("FirstSeenLevel has no case table")
            return
        }
        #expect(FirstSeenTicket.deserialize(from: #"{"state": "pending"}"#)?.state == .closed)
    }

    /// An enum that is also a model.
    enum Dual: String, SmartCaseDefaultable, SmartCodable {
        case left, right
        init() { self = .right }
    }
    struct DualHolder: SmartCodable {
        var one = Dual.left
        var maybe: Dual?
        var many: [Dual] = []
        var maybeMany: [Dual]?
    }

    /// A type that is both a model and a `SmartCaseDefaultable` enum compiles in all four
    /// shapes (the overloads for both are more specific than either set alone), notes both
    /// hints, and decodes the same under both decoders.
    @Test func aTypeThatIsBothAModelAndAnEnumDecodesInEveryShape() throws {
        let json = #"{"one": "right", "maybe": "left", "many": ["left", "right"], "maybeMany": ["right"]}"#
        let hints = LockedValue<[String]>([])
        ThreadDecodersTests.onNewThread {
            let holder = DualHolder.deserialize(from: json)
            let names = [
                Self.name(PropertyTypeHint.cases(for: Dual.self)), Self.name(PropertyTypeHint.model(for: Dual.self)),
                holder.map {
                    [
                        $0.one.rawValue, $0.maybe?.rawValue ?? "nil", $0.many.map(\.rawValue).joined(separator: ","),
                        ($0.maybeMany ?? []).map(\.rawValue).joined(separator: ","),
                    ].joined(separator: " ")
                } ?? "nil",
            ]
            hints.write { $0 = names }
        }
        #expect(hints.read { $0 } == ["Dual", "Dual", "right left left,right right"])
        let strict = try JSONDecoder().decode(DualHolder.self, from: Data(json.utf8))
        #expect(strict.one == .right)
        #expect(strict.maybe == .left)
        #expect(strict.many == [.left, .right])
        #expect(strict.maybeMany == [.right])
        let absent = try JSONDecoder().decode(DualHolder.self, from: Data(#"{"one": "left", "many": []}"#.utf8))
        #expect(absent.maybe == nil)
        #expect(absent.maybeMany == nil)
    }
}
