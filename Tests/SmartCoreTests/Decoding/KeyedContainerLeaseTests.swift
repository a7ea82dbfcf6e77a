import Foundation
import Testing

@testable import SmartCore

/// A model type's keyed container is lent to one model of the type at a time and pointed
/// at each new object (`KeyedContainerLease`): models nested in their own type, models
/// that ask for containers twice or with other key types, models whose decoding fails
/// part way, and updates all read their own object, and no decoder is kept alive by a
/// container waiting to be lent.
@Suite("Keyed containers lent from model to model")
struct KeyedContainerLeaseTests {
    /// A tree: each node's container is asked for while its parent's is still in use.
    struct Node: SmartCodable, Equatable {
        var name = ""
        var children: [Node] = []
        var next: [Node] = []
    }

    @Test func modelsNestedInTheirOwnTypeReadTheirOwnObjects() throws {
        let json = """
            [{"name": "a", "children": [{"name": "a1", "children": [{"name": "a1x"}], "next": [{"name": "n"}]},
                                        {"name": "a2"}]},
             {"name": "b", "children": []},
             {"name": "c", "next": [{"name": "c-next", "children": [{"name": "deep"}]}]}]
            """
        let nodes = try #require([Node].deserialize(from: json))
        #expect(nodes.map(\.name) == ["a", "b", "c"])
        #expect(nodes[0].children.map(\.name) == ["a1", "a2"])
        #expect(nodes[0].children[0].children.map(\.name) == ["a1x"])
        #expect(nodes[0].children[0].next.map(\.name) == ["n"])
        #expect(nodes[2].next[0].children.map(\.name) == ["deep"])
        #expect(nodes[1].children.isEmpty)
    }

    struct Triple: SmartCodable, Equatable {
        var a = 0
        var b = 0
        var c = 0
        var tail = "-"
    }

    /// The container lent from object to object starts each object's lookups at its first
    /// member: where the previous object's last lookup ended means nothing in the next
    /// one (members in other orders, fewer members, nested objects in between).
    @Test func eachObjectIsSearchedFromItsOwnFirstMember() throws {
        let json = """
            [{"a": 1, "b": 2, "c": 3, "tail": "x"},
             {"c": 30},
             {"tail": "y", "b": 20, "a": 10},
             {"nested": {"a": -1, "b": -2, "c": -3}, "c": 300, "b": 200},
             {"a": 1000, "a": 1001},
             {}]
            """
        let triples = try #require([Triple].deserialize(from: json))
        #expect(triples.map(\.a) == [1, 0, 10, 0, 1001, 0])
        #expect(triples.map(\.b) == [2, 0, 20, 200, 0, 0])
        #expect(triples.map(\.c) == [3, 30, 0, 300, 0, 0])
        #expect(triples.map(\.tail) == ["x", "-", "y", "-", "-", "-"])
    }

    /// Asks for its container twice, with the same keys, and once with other keys.
    struct TwoLooks: SmartDecodable, Equatable {
        var first = 0
        var second = 0
        var other = ""
        enum CodingKeys: String, CodingKey { case first, second }
        enum OtherKeys: String, CodingKey { case other }
        init() {}
        init(from decoder: any Decoder) throws {
            let one = try decoder.container(keyedBy: CodingKeys.self)
            let two = try decoder.container(keyedBy: CodingKeys.self)
            first = try one.decode(Int.self, forKey: .first)
            second = try two.decode(Int.self, forKey: .second)
            other = try decoder.container(keyedBy: OtherKeys.self).decode(String.self, forKey: .other)
            // The first container still reads this object after the others were made.
            if try one.decode(Int.self, forKey: .second) != second { first = -1 }
        }
    }

    @Test func aModelAskingForSeveralContainersReadsItsObjectFromEach() throws {
        var json = "["
        for index in 0..<50 {
            json += #"{"first": \#(index), "second": \#(index * 10), "other": "o\#(index)"},"#
        }
        json.removeLast()
        json += "]"
        let models = try #require([TwoLooks].deserialize(from: json))
        #expect(models.map(\.first) == Array(0..<50))
        #expect(models.map(\.second) == (0..<50).map { $0 * 10 })
        #expect(models.map(\.other) == (0..<50).map { "o\($0)" })
    }

    /// Fails part way through its own decoding when `id` is negative.
    struct FailsSometimes: SmartDecodable, Equatable {
        var id = 0
        var name = "none"
        enum CodingKeys: String, CodingKey { case id, name }
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            if id < 0 {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "negative")
            }
            name = try container.decode(String.self, forKey: .name)
        }
    }

    struct Holder: SmartDecodable {
        var items: [FailsSometimes] = []
        var after = FailsSometimes()
    }

    @Test func aModelThatFailsGivesItsContainerBackForTheNext() throws {
        let json = """
            {"items": [{"id": 1, "name": "a"}, {"id": -2, "name": "b"}, {"id": 3, "name": "c"}],
             "after": {"id": 4, "name": "d"}}
            """
        let holder = try #require(Holder.deserialize(from: json))
        // An element that fails fails the array it is in (§3.5); the model after it decodes.
        #expect(holder.items.isEmpty)
        #expect(holder.after.id == 4)
        #expect(holder.after.name == "d")
        // At the top level the failed element is replaced by `FailsSometimes()`.
        let top = try #require(
            [FailsSometimes].deserialize(from: #"[{"id": 1, "name": "a"}, {"id": -2}, {"id": 3, "name": "c"}]"#))
        #expect(top.map(\.id) == [1, 0, 3])
        #expect(top.map(\.name) == ["a", "none", "c"])
        // The call handed its contexts to the next one on this thread: the type's container
        // is kept, and is not lent to anyone any more.
        let decoder = try #require(ThreadDecoders.take())
        guard case .model(let unretained) = decoder.kind(of: FailsSometimes.self) else {
            Issue.record("FailsSometimes is not a model")
            return
        }
        let context = unretained.takeUnretainedValue()
        #expect(context.lease != nil)
        #expect(!context.leaseIsLent)
        // The decoder keeps the context the kind points at.
        #expect(decoder.state.pointee.kindObjects.contains { $0 === context })
    }

    struct Counter: SmartCodable, Equatable {
        var count = 0
        var label = ""
    }

    @Test func anUpdateAfterADecodeOfTheSameTypeKeepsWhatIsMissing() throws {
        let decoded = try #require([Counter].deserialize(from: #"[{"count": 1, "label": "x"}, {"count": 2}]"#))
        #expect(decoded == [Counter(count: 1, label: "x"), Counter(count: 2, label: "")])
        var model = Counter(count: 5, label: "kept")
        SmartUpdater.update(&model, from: #"{"count": 6}"#)
        #expect(model == Counter(count: 6, label: "kept"))
        let again = try #require(Counter.deserialize(from: #"{"label": "y"}"#))
        #expect(again == Counter(count: 0, label: "y"))
    }

    /// Remembers, weakly, the decoder it was decoded with.
    struct Observer: SmartDecodable {
        static let lastDecoder = LockedValue(WeakDecoder())
        var value = 0
        enum CodingKeys: String, CodingKey { case value }
        init() {}
        init(from decoder: any Decoder) throws {
            Observer.lastDecoder.write { $0.object = decoder as AnyObject }
            value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .value)
        }
    }

    final class WeakDecoder: @unchecked Sendable {
        weak var object: AnyObject?
    }

    @Test func aContainerWaitingToBeLentKeepsNoDecoderAlive() throws {
        let models = try #require([Observer].deserialize(from: #"[{"value": 1}, {"value": 2}]"#))
        #expect(models.map(\.value) == [1, 2])
        // The call gave its decoder to the thread for the next call; that is the only
        // reference left. A parked container holding it would keep it alive from inside
        // its own kinds cache (decoder → context → lease → container → decoder).
        #expect(Observer.lastDecoder.read { $0.object } != nil)
        var idle = ThreadDecoders.take()
        #expect(idle.map { ObjectIdentifier($0) } == Observer.lastDecoder.read { $0.object.map(ObjectIdentifier.init) })
        idle = nil
        #expect(Observer.lastDecoder.read { $0.object } == nil)
    }

    /// A coding-key type no other test leases, so the pool's count for it is this test's.
    enum PoolProbeKeys: String, CodingKey { case probe }
    typealias ProbeLease = KeyedContainerLease<PoolProbeKeys, KeyedDecodingContainer<PoolProbeKeys>>

    @Test func aLeaseThatEndsGivesItsContainerToTheNextLease() throws {
        #expect(LentContainerPool.parkedCount(for: PoolProbeKeys.self) == 0)
        var first: ProbeLease? = ProbeLease.make()
        let container = try ObjectIdentifier(#require(first).container)
        first = nil
        #expect(LentContainerPool.parkedCount(for: PoolProbeKeys.self) == 1)
        let second = ProbeLease.make()
        #expect(ObjectIdentifier(second.container) == container)
        #expect(LentContainerPool.parkedCount(for: PoolProbeKeys.self) == 0)
        let third = ProbeLease.make()
        #expect(ObjectIdentifier(third.container) != container)
    }

    /// Keeps the keyed container it was given, past its own `init(from:)` (which the
    /// `Decoder` contract does not allow, and which must still not crash).
    struct Escaper: SmartDecodable {
        static let kept = LockedValue<[KeyedDecodingContainer<CodingKeys>]>([])
        var name = ""
        enum CodingKeys: String, CodingKey { case name }
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            Escaper.kept.write { $0.append(container) }
        }
    }

    @Test func aContainerKeptAfterItsThreadEndedStillAnswers() throws {
        ThreadDecodersTests.onNewThread {
            for name in ["a", "b"] {
                _ = Escaper.deserialize(from: #"{"name": "\#(name)"}"#)
            }
        }
        // The thread's decoder, its contexts and the lease go when the thread ends; the
        // container then waits in the pool.
        let deadline = Date().addingTimeInterval(30)
        while LentContainerPool.parkedCount(for: Escaper.CodingKeys.self) == 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(LentContainerPool.parkedCount(for: Escaper.CodingKeys.self) == 1)
        let kept = Escaper.kept.read { $0 }
        #expect(kept.count == 2)
        for container in kept {
            // Parked: it reads no object and holds no decoder's path; a missing string
            // falls back to the empty string, as in any tolerant decode without a model.
            #expect(container.allKeys.isEmpty)
            #expect(!container.contains(.name))
            #expect(container.codingPath.isEmpty)
            #expect((try? container.decode(String.self, forKey: .name)) == "")
        }
        // A new decode on this thread leases the parked container and reads its own object.
        #expect(Escaper.deserialize(from: #"{"name": "c"}"#)?.name == "c")
    }
}
