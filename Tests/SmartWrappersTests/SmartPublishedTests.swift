import Foundation
import SmartCore
import SmartWrappers
import Testing

#if canImport(Combine)
import Combine

/// What `$property.sink` returns: Combine's token on Apple platforms.
typealias SubscriptionToken = AnyCancellable
#else
/// What `$property.sink` returns: SmartWrappers' token where there is no Combine.
typealias SubscriptionToken = SmartCancellable
#endif

@Suite("@SmartPublished")
struct SmartPublishedTests {
    struct ABC: SmartCodable, Equatable {
        var a: String = ""
    }

    final class PublishedModel: SmartCodable {
        required init() {}

        @SmartPublished
        var name: ABC?
    }

    /// Collects what a subscriber receives, from any thread.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [ABC?] = []
        func append(_ value: ABC?) {
            lock.lock()
            storage.append(value)
            lock.unlock()
        }
        var values: [ABC?] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    @Test func theSeedsExampleObservedOnThisPlatform() throws {
        var cancellables = Set<SubscriptionToken>()
        let received = Received()
        let dict: [String: Any] = ["name": ["a": "first"]]
        let model = try #require(PublishedModel.deserialize(from: dict))
        model.$name
            .sink { newName in received.append(newName) }
            .store(in: &cancellables)
        model.name = ABC(a: "second")
        #expect(received.values == [ABC(a: "first"), ABC(a: "second")])
        #expect(model.name == ABC(a: "second"))
        cancellables.removeAll()
        model.name = ABC(a: "third")
        #expect(received.values.count == 2)
        #expect(model.toJSONString() == #"{"name":{"a":"third"}}"#)
    }

    @Test func decodesTolerantlyAndFallsBack() throws {
        final class Counter: SmartCodable {
            @SmartPublished var count: Int = 5
            required init() {}
        }
        #expect(Counter.deserialize(from: #"{"count": "12"}"#)?.count == 12)
        #expect(Counter.deserialize(from: #"{"count": "x"}"#)?.count == 5)
        // Two fallbacks never share storage.
        let first = try #require(Counter.deserialize(from: "{}"))
        let second = try #require(Counter.deserialize(from: "{}"))
        first.count = 99
        #expect(second.count == 5)
    }

    @Test func setsFromManyThreadsAreSafe() throws {
        // @unchecked: the only state is the wrapper's storage, which is thread-safe — the point of the test.
        final class Counter: SmartCodable, @unchecked Sendable {
            @SmartPublished var count: Int = 0
            required init() {}
        }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            counter.count = index
            _ = counter.count
        }
        #expect((0..<200).contains(counter.count))
    }

    struct Card: SmartCodable {
        @SmartPublished var title: String = "draft"
    }

    /// §1.6 and the original: `$title` is a `SmartPublished<String>.Publisher`, and a copy
    /// of a struct keeps its own value while sharing the publisher.
    @Test func aCopyKeepsItsOwnValueAndSharesThePublisher() throws {
        let original = try #require(Card.deserialize(from: #"{"title": "first"}"#))
        let publisher: SmartPublished<String>.Publisher = original.$title
        var received: [String] = []
        let token = publisher.sink { received.append($0) }
        var copy = original
        copy.title = "changed in the copy"
        #expect(original.title == "first")
        #expect(copy.title == "changed in the copy")
        #expect(received == ["first", "changed in the copy"])
        var again = copy
        again.title = "third"
        #expect(copy.title == "changed in the copy")
        #expect(again.title == "third")
        token.cancel()
        again.title = "unheard"
        #expect(received.last == "third")
    }

    @Test func wrappersCompareAndHashByValue() {
        let a = SmartPublished(wrappedValue: 3)
        let b = SmartPublished(wrappedValue: 3)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != SmartPublished(wrappedValue: 4))
    }

    #if canImport(Combine)
    /// Combine keeps the synthesized `objectWillChange` inside `@Published` properties; a
    /// class whose only published properties are `@SmartPublished` declares its own.
    final class ObservedProfile: ObservableObject, SmartCodable {
        let objectWillChange = ObservableObjectPublisher()
        @SmartPublished var name: String = ""
        required init() {}
        enum CodingKeys: CodingKey { case name }
    }

    @Test func insideAnObservableObjectASetAnnouncesTheChangeFirst() throws {
        let profile = try #require(ObservedProfile.deserialize(from: #"{"name": "a"}"#))
        var seenBeforeChange: [String] = []
        let token = profile.objectWillChange.sink { seenBeforeChange.append(profile.name) }
        profile.name = "b"
        #expect(seenBeforeChange == ["a"])
        #expect(profile.name == "b")
        token.cancel()
    }
    #endif
}
