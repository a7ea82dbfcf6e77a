import Foundation
import SmartCore
import SmartWrappers
import Testing

#if canImport(Combine)
import Combine  // AnyCancellable; on Linux it is SmartWrappers' stand-in
#endif

@Suite("@SmartPublished")
struct SmartPublishedTests {
    struct ABC: SmartCodable, Equatable {
        var a: String = ""
    }

    final class PublishedModel: ObservableObject, SmartCodable {
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
        var cancellables = Set<AnyCancellable>()
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
}
