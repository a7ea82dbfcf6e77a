import Foundation
import Testing

@testable import SmartCore

/// A decode call hands the per-type work it did (model contexts, with their transformer
/// tables) to the next call on the same thread, never to two holders at once: not to a
/// call nested inside it, not when code kept the decoder, not to another thread.
/// Serialized: two tests count the same model's tables, each from zero.
@Suite("Decoders handed from call to call on a thread", .serialized)
struct ThreadDecodersTests {
    struct Doubler: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Int? { (value as? Int).map { $0 * 2 } }
        func transformToJSON(_ value: Int) -> Int? { value / 2 }
    }

    /// Counts how often its transformer table is asked for: once per model context made.
    struct Counted: SmartCodable, Equatable {
        static let tablesMade = LockedValue(0)
        var name: String = ""
        var count: Int = 0
        static func mappingForValue() -> [SmartValueTransformer]? {
            tablesMade.write { $0 += 1 }
            return [CodingKeys.count <--- Doubler()]
        }
    }

    /// Keeps the decoder it was decoded with, as code that stores it would.
    struct Keeper: SmartCodable {
        static let tablesMade = LockedValue(0)
        static let kept = LockedValue<[any Decoder]>([])
        var count: Int = 0
        enum CodingKeys: String, CodingKey { case count }
        init() {}
        init(from decoder: any Decoder) throws {
            Keeper.kept.write { $0.append(decoder) }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decode(Int.self, forKey: .count)
        }
        static func mappingForValue() -> [SmartValueTransformer]? {
            tablesMade.write { $0 += 1 }
            return [CodingKeys.count <--- Doubler()]
        }
    }

    /// Decodes another of its own type from inside `didFinishMapping()`.
    struct Nesting: SmartCodable, Equatable {
        static let tablesMade = LockedValue(0)
        var count: Int = 0
        var inner: String = ""
        var innerCount: Int = -1
        mutating func didFinishMapping() {
            guard !inner.isEmpty, let decoded = Nesting.deserialize(from: inner) else { return }
            innerCount = decoded.count
        }
        static func mappingForValue() -> [SmartValueTransformer]? {
            tablesMade.write { $0 += 1 }
            return [CodingKeys.count <--- Doubler()]
        }
    }

    /// Runs `body` on a new thread of its own and waits for it.
    static func onNewThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
    }

    @Test func aThreadMakesAModelsContextOnceForManyCalls() {
        Counted.tablesMade.write { $0 = 0 }
        let results = LockedValue<[Counted?]>([])
        Self.onNewThread {
            for number in 1...5 {
                let model = Counted.deserialize(from: #"{"name":"n\#(number)","count":\#(number)}"#)
                results.write { $0.append(model) }
            }
        }
        #expect(results.read { $0 } == (1...5).map { Counted(name: "n\($0)", count: $0 * 2) })
        #expect(Counted.tablesMade.read { $0 } == 1)
    }

    @Test func eachThreadMakesItsOwn() {
        Counted.tablesMade.write { $0 = 0 }
        let group = DispatchGroup()
        let wrong = LockedValue(0)
        for thread in 0..<4 {
            group.enter()
            Thread {
                for number in 0..<50 {
                    let json = #"{"name":"t\#(thread)","count":\#(number)}"#
                    if Counted.deserialize(from: json)
                        != Counted(name: "t\(thread)", count: number * 2)
                    {
                        wrong.write { $0 += 1 }
                    }
                }
                group.leave()
            }.start()
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        #expect(wrong.read { $0 } == 0)
        #expect(Counted.tablesMade.read { $0 } == 4)
    }

    @Test func aKeptDecoderKeepsItsContextsToItself() throws {
        let counts = LockedValue<[Int]>([])
        Self.onNewThread {
            for number in 1...3 {
                let model = Keeper.deserialize(from: #"{"count":\#(number)}"#)
                counts.write { $0.append(model?.count ?? -1) }
            }
        }
        // Each call made its own context, since every decoder was kept.
        #expect(counts.read { $0 } == [2, 4, 6])
        #expect(Keeper.tablesMade.read { $0 } == 3)
        // The kept decoders still work, here on another thread.
        let kept = Keeper.kept.read { $0 }
        #expect(kept.count == 3)
        let decoder = try #require(kept.first)
        let container = try decoder.container(keyedBy: Keeper.CodingKeys.self)
        #expect(try container.decode(Int.self, forKey: .count) == 1)
    }

    @Test func aCallNestedInAModelsOwnCodeStartsAfresh() {
        let results = LockedValue<[Nesting?]>([])
        Self.onNewThread {
            for _ in 0..<3 {
                results.write { $0.append(Nesting.deserialize(from: #"{"count":1,"inner":"{\"count\":5}"}"#)) }
            }
        }
        let models = results.read { $0 }
        #expect(models.map { $0?.count } == [2, 2, 2])
        #expect(models.map { $0?.innerCount } == [10, 10, 10])
        // The outer and the nested call each made a context on the first round; later
        // rounds reuse the one given back last (the outer's) and make one for the nested
        // call, which finds nothing to take while the outer call holds the cache.
        #expect(Nesting.tablesMade.read { $0 } == 4)
    }

    struct Person: SmartCodable, Equatable {
        var firstName: String = ""
    }

    /// Names rewritten by one call's key strategy are not used by the next call on the
    /// same decoder.
    @Test func aKeyStrategyDoesNotCarryOverToTheNextCall() {
        let results = LockedValue<[String?]>([])
        Self.onNewThread {
            let json = #"{"first_name": "snake", "firstName": "plain"}"#
            let snake = Person.deserialize(from: json, options: [.key(.fromSnakeCase)])
            let lower = Person.deserialize(from: #"{"first_name": "b"}"#, options: [.key(.firstLetterLower)])
            let plain = Person.deserialize(from: json)
            results.write { $0 = [snake?.firstName, lower?.firstName, plain?.firstName] }
        }
        // With `fromSnakeCase` both members become `firstName` and the first wins; with
        // `firstLetterLower`, `first_name` stays itself and the property falls back.
        #expect(results.read { $0 } == ["snake", "", "plain"])
    }

    struct Reading: SmartCodable {
        var value: Double = -1
    }

    /// A float strategy and a log context belong to the call that set them: the next
    /// call on the same thread's decoder, which sets none, has the defaults.
    @Test func uncommonSettingsDoNotCarryOverToTheNextCall() {
        let values = LockedValue<[Double?]>([])
        let headers = LockedValue<[String?]>([])
        Self.onNewThread {
            let options: Set<SmartDecodingOption> = [
                .float(.convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN"))
            ]
            let json = #"{"value": "+inf"}"#
            let converted = Reading.deserialize(from: json, options: options)?.value
            let plain = Reading.deserialize(from: json)?.value
            let (_, framed) = SmartDiagnostics.collect {
                Reading.deserialize(from: #"{"value": "x"}"#, options: [.logContext(header: "H", footer: "F")])
            }
            let (_, unframed) = SmartDiagnostics.collect { Reading.deserialize(from: #"{"value": "x"}"#) }
            values.write { $0 = [converted, plain] }
            headers.write { $0 = [framed.first?.header, unframed.first?.header] }
        }
        #expect(values.read { $0 } == [.infinity, -1])
        #expect(headers.read { $0 } == ["H", ""])
    }

    /// A designated path that leads to a string of JSON decodes that JSON, and reports its
    /// trailing comma, on a fresh decoder and on the thread's reused one alike.
    @Test func aDesignatedPathToEmbeddedJSONWorksOnAReusedDecoder() {
        let names = LockedValue<[String?]>([])
        let problems = LockedValue<[[SmartDecodingIssue.Problem]]>([])
        Self.onNewThread {
            let json = #"{"data": "{\"firstName\": \"x\",}"}"#
            for _ in 0..<3 {
                let (person, issues) = SmartDiagnostics.collect {
                    Person.deserialize(from: json, designatedPath: "data")
                }
                names.write { $0.append(person?.firstName) }
                problems.write { $0.append(issues.flatMap { $0.issues.map(\.problem) }) }
            }
        }
        #expect(names.read { $0 } == ["x", "x", "x"])
        let trailingComma = SmartDecodingIssue.Problem.trailingComma(line: 1, column: 18)
        #expect(problems.read { $0 } == Array(repeating: [trailingComma], count: 3))
    }

    /// Records what the decoder's `userInfo` holds under `probeKey`.
    struct UserInfoProbe: SmartCodable {
        static let probeKey = CodingUserInfoKey(rawValue: "probe")
        var seen = "unset"

        init() {}

        init(from decoder: any Decoder) throws {
            seen = Self.probeKey.flatMap { decoder.userInfo[$0] as? String } ?? "none"
        }
    }

    /// The caller's `userInfo` reaches the model, and a later call on the same thread's
    /// decoder, which passes none, sees none.
    @Test func userInfoReachesTheModelForItsCallOnly() {
        let results = LockedValue<[String]>([])
        Self.onNewThread {
            guard let key = UserInfoProbe.probeKey else { return }
            let input = Data("{}".utf8)
            let first = SmartJSONDecoder()
            first.userInfo = [key: "first"]
            let withInfo = try? first.smartDecode(UserInfoProbe.self, from: input)
            let without = UserInfoProbe.deserialize(from: input)
            let second = SmartJSONDecoder()
            second.userInfo = [key: "second"]
            let again = try? second.smartDecode(UserInfoProbe.self, from: input)
            results.write { $0 = [withInfo?.seen, without?.seen, again?.seen].map { $0 ?? "failed" } }
        }
        #expect(results.read { $0 } == ["first", "none", "second"])
    }

    final class Marker: @unchecked Sendable {}

    final class WeakMarker: @unchecked Sendable {
        weak var object: Marker?
    }

    /// A decoder waiting on its thread for the next call holds nothing of the last one:
    /// not its documents, not its log, not the caller's `userInfo` or date strategy.
    @Test func anIdleDecoderKeepsNothingOfItsCall() {
        let observed = LockedValue<(markerFreed: Bool, documents: Int, hasLog: Bool, userInfo: Int)?>(nil)
        let strategyFreed = LockedValue<Bool?>(nil)
        Self.onNewThread {
            let weak = WeakMarker()
            guard let key = CodingUserInfoKey(rawValue: "marker") else { return }
            do {
                let marker = Marker()
                weak.object = marker
                let decoder = SmartJSONDecoder()
                decoder.userInfo = [key: marker]
                _ = try? decoder.smartDecode(Person.self, from: Data(#"{"firstName": "x"}"#.utf8))
            }
            // Only the idle decoder could still hold the marker now.
            let markerFreed = weak.object == nil
            let captured = WeakMarker()
            do {
                let marker = Marker()
                captured.object = marker
                let strategy = JSONDecoder.DateDecodingStrategy.custom { decoder in
                    withExtendedLifetime(marker) { Date(timeIntervalSince1970: 0) }
                }
                _ = Person.deserialize(from: #"{"firstName": "y"}"#, options: [.date(strategy)])
            }
            strategyFreed.write { $0 = captured.object == nil }
            let (_, _) = SmartDiagnostics.collect { Person.deserialize(from: #"{"firstName": 1}"#) }
            guard let idle = ThreadDecoders.take() else { return }
            observed.write {
                $0 = (markerFreed, idle.state.pointee.documents.count, idle.log != nil, idle.userInfo.count)
            }
        }
        let seen = observed.read { $0 }
        #expect(seen?.markerFreed == true)
        #expect(seen?.documents == 0)
        #expect(seen?.hasLog == false)
        #expect(seen?.userInfo == 0)
        #expect(strategyFreed.read { $0 } == true)
    }
}
