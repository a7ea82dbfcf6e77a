import Foundation
import Testing

@testable import SmartCore

/// The overloads of `KeyedDecodingContainer+Properties.swift`: a model's generated
/// `init(from:)` calls them for every property; they call SmartCodable's container
/// directly when it is the one the decoder lent the model running now
/// (`ActiveKeyedContainer`), and the standard library's methods otherwise. Values, errors
/// and reports are the same either way; the thread's record always names the running
/// model's container, and nothing after the decode.
@Suite("Keyed containers called past the standard library's box")
struct ActiveKeyedContainerTests {
    /// Every type the overloads name, plain and optional.
    struct AllScalars: SmartCodable, Equatable {
        var bool = false
        var string = ""
        var double = 0.0
        var float: Float = 0
        var int = 0
        var int8: Int8 = 0
        var int16: Int16 = 0
        var int32: Int32 = 0
        var int64: Int64 = 0
        var uint: UInt = 0
        var uint8: UInt8 = 0
        var uint16: UInt16 = 0
        var uint32: UInt32 = 0
        var uint64: UInt64 = 0
        var maybeBool: Bool?
        var maybeString: String?
        var maybeDouble: Double?
        var maybeFloat: Float?
        var maybeInt: Int?
        var maybeInt8: Int8?
        var maybeInt16: Int16?
        var maybeInt32: Int32?
        var maybeInt64: Int64?
        var maybeUInt: UInt?
        var maybeUInt8: UInt8?
        var maybeUInt16: UInt16?
        var maybeUInt32: UInt32?
        var maybeUInt64: UInt64?
        var list: [Int] = []
        var nested = Inner()
        var maybeNested: Inner?
    }

    struct Inner: SmartCodable, Equatable {
        var label = ""
    }

    static let allScalarsJSON = """
        {"bool": true, "string": "s", "double": 1.5, "float": 2.5, "int": -3, "int8": -8, "int16": -16,
         "int32": -32, "int64": -64, "uint": 3, "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64,
         "maybeBool": false, "maybeString": "m", "maybeDouble": -1.25, "maybeFloat": 0.5, "maybeInt": 7,
         "maybeInt8": 127, "maybeInt16": 32767, "maybeInt32": 2147483647, "maybeInt64": 9223372036854775807,
         "maybeUInt": 18446744073709551615, "maybeUInt8": 255, "maybeUInt16": 65535, "maybeUInt32": 4294967295,
         "maybeUInt64": 18446744073709551615, "list": [1, 2, 3], "nested": {"label": "in"},
         "maybeNested": {"label": "maybe"}}
        """

    /// Each overload returns what the standard method returns under Foundation's decoder.
    @Test func everyOverloadDecodesWhatFoundationDecodes() throws {
        let smart = try #require(AllScalars.deserialize(from: Self.allScalarsJSON))
        let foundation = try JSONDecoder().decode(AllScalars.self, from: Data(Self.allScalarsJSON.utf8))
        #expect(smart == foundation)
        #expect(smart.int8 == -8)
        #expect(smart.maybeUInt64 == .max)
        #expect(smart.maybeInt64 == .max)
        #expect(smart.float == 2.5)
        #expect(smart.list == [1, 2, 3])
        #expect(smart.nested.label == "in")
        #expect(smart.maybeNested?.label == "maybe")
    }

    /// The tolerant steps run as before: conversions, nulls, missing keys and values out
    /// of range are patched and reported, property by property.
    @Test func tolerantStepsAreReportedAsBefore() throws {
        let json = """
            {"bool": "true", "string": 12, "int": "42", "int8": 300, "uint": -1, "double": null,
             "maybeInt": "x", "maybeString": null, "list": "[4, 5]", "nested": "{\\"label\\": \\"str\\"}"}
            """
        let (model, reports) = SmartDiagnostics.collect { AllScalars.deserialize(from: json) }
        let decoded = try #require(model)
        #expect(decoded.bool == true)
        #expect(decoded.string == "12")
        #expect(decoded.int == 42)
        #expect(decoded.int8 == 0)
        #expect(decoded.uint == 0)
        #expect(decoded.double == 0)
        #expect(decoded.maybeInt == nil)
        #expect(decoded.maybeString == nil)
        #expect(decoded.list == [4, 5])
        #expect(decoded.nested.label == "str")
        let fields = Set(reports.flatMap(\.issues).map(\.field))
        for field in ["bool", "string", "int", "int8", "uint", "double", "maybeInt"] {
            #expect(fields.contains(field), "no report for \(field)")
        }
    }

    /// Under Foundation's decoder the overloads throw the standard errors.
    @Test func foundationsErrorsAreUnchanged() {
        struct Strict: Codable {
            var count: Int
            var name: String
            var ratio: Double?
        }
        let decoder = JSONDecoder()
        #expect {
            try decoder.decode(Strict.self, from: Data(#"{"name": "a"}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "count"
        }
        #expect {
            try decoder.decode(Strict.self, from: Data(#"{"count": "1", "name": "a"}"#.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Int.self && context.codingPath.map(\.stringValue) == ["count"]
        }
        #expect {
            try decoder.decode(Strict.self, from: Data(#"{"count": null, "name": "a"}"#.utf8))
        } throws: { error in
            guard case DecodingError.valueNotFound(let type, _) = error else { return false }
            return type == Int.self
        }
        #expect {
            try decoder.decode(Strict.self, from: Data(#"{"count": 1, "name": "a", "ratio": "x"}"#.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, _) = error else { return false }
            return type == Double.self
        }
        let plain = try? decoder.decode(Strict.self, from: Data(#"{"count": 1, "name": "a", "ratio": null}"#.utf8))
        #expect(plain?.count == 1)
        #expect(plain?.name == "a")
        #expect(plain?.ratio == nil)
    }

    /// What a model sees of the thread's record while its `init(from:)` runs.
    struct Sightings: Sendable, Equatable {
        var ownContainer = false
        var secondContainer = true
        var afterNestedModel = false
        var afterInnerDecodes = false
        var underFoundation = true
        var innerDecodeValue = ""
        var foundationValue = 0
    }

    static let sightings = LockedValue(Sightings())

    /// Looks at the record around everything that could disturb it: a second container, a
    /// nested model, a whole decode of another model and a Foundation decode run inside
    /// its own `init(from:)`.
    struct Watcher: SmartDecodable {
        var first = 0
        var inner = Inner()
        var last = ""
        enum CodingKeys: String, CodingKey { case first, inner, last }
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var seen = Sightings()
            seen.ownContainer = ActiveKeyedContainer.container(behind: container) != nil
            let second = try decoder.container(keyedBy: CodingKeys.self)
            seen.secondContainer = ActiveKeyedContainer.container(behind: second) != nil
            first = try second.decode(Int.self, forKey: .first)
            inner = try container.decode(Inner.self, forKey: .inner)
            seen.afterNestedModel = ActiveKeyedContainer.container(behind: container) != nil
            seen.innerDecodeValue = Inner.deserialize(from: #"{"label": "separate"}"#)?.label ?? "failed"
            seen.foundationValue =
                (try? JSONDecoder().decode(Counted.self, from: Data(#"{"count": 9}"#.utf8)))?.count ?? -1
            seen.underFoundation = Counted.sawActiveContainer.read { $0 }
            seen.afterInnerDecodes = ActiveKeyedContainer.container(behind: container) != nil
            last = try container.decode(String.self, forKey: .last)
            Self.record(seen)
        }

        static func record(_ seen: Sightings) {
            ActiveKeyedContainerTests.sightings.write { $0 = seen }
        }
    }

    /// Decoded by Foundation inside `Watcher`; notes whether its container was taken for
    /// SmartCodable's.
    struct Counted: Decodable {
        static let sawActiveContainer = LockedValue(true)
        var count: Int
        enum CodingKeys: String, CodingKey { case count }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            Self.sawActiveContainer.write { $0 = ActiveKeyedContainer.container(behind: container) != nil }
            count = try container.decode(Int.self, forKey: .count)
        }
    }

    @Test func onlyTheRunningModelsLentContainerIsTakenDirectly() throws {
        let seen = LockedValue<(Watcher?, Sightings, Bool)>((nil, Sightings(), true))
        ThreadDecodersTests.onNewThread {
            let watcher = Watcher.deserialize(from: #"{"first": 1, "inner": {"label": "x"}, "last": "z"}"#)
            let afterwards = DecodingThreadCell.existing()?.pointee.activeContainer != nil
            seen.write { $0 = (watcher, ActiveKeyedContainerTests.sightings.read { $0 }, afterwards) }
        }
        let (watcher, sightings, recordAfterwards) = seen.read { $0 }
        let decoded = try #require(watcher)
        #expect(decoded.first == 1)
        #expect(decoded.inner.label == "x")
        #expect(decoded.last == "z")
        #expect(sightings.ownContainer)
        #expect(!sightings.secondContainer)
        #expect(sightings.afterNestedModel)
        #expect(sightings.innerDecodeValue == "separate")
        #expect(sightings.foundationValue == 9)
        #expect(!sightings.underFoundation)
        #expect(sightings.afterInnerDecodes)
        #expect(!recordAfterwards)
    }

    /// Throws part way through when `id` is negative, after reading `id`.
    typealias Breaks = KeyedContainerLeaseTests.FailsSometimes

    struct AroundBreaks: SmartDecodable {
        var before = ""
        var items: [Breaks] = []
        var single = Breaks()
        var after = ""
        var count = 0
    }

    /// A model whose `init(from:)` throws puts the record back on its way out: the outer
    /// model's properties after it are still read directly, and correctly.
    @Test func aModelThatThrowsPutsTheRecordBack() throws {
        let seen = LockedValue<(AroundBreaks?, Bool)>((nil, true))
        ThreadDecodersTests.onNewThread {
            let json = """
                {"before": "b", "items": [{"id": 1, "name": "a"}, {"id": -1, "name": "x"}],
                 "single": {"id": -5}, "after": "c", "count": 3}
                """
            let model = AroundBreaks.deserialize(from: json)
            seen.write { $0 = (model, DecodingThreadCell.existing()?.pointee.activeContainer != nil) }
        }
        let (model, recordAfterwards) = seen.read { $0 }
        let decoded = try #require(model)
        #expect(decoded.before == "b")
        #expect(decoded.items.isEmpty)
        #expect(decoded.single.id == 0)
        #expect(decoded.single.name == "none")
        #expect(decoded.after == "c")
        #expect(decoded.count == 3)
        #expect(!recordAfterwards)
    }

    /// Asks for its container on another thread, and reads its properties there, while
    /// the decode call's thread waits.
    struct Hops: SmartDecodable {
        static let otherThreadSawRecord = LockedValue(true)
        var id = 0
        var name = ""
        enum CodingKeys: String, CodingKey { case id, name }
        init() {}
        init(from decoder: any Decoder) throws {
            let read = LockedValue<(Int, String)?>(nil)
            let sendable = UncheckedDecoder(decoder: decoder)
            ThreadDecodersTests.onNewThread {
                guard let container = try? sendable.decoder.container(keyedBy: CodingKeys.self) else { return }
                let values = (
                    (try? container.decode(Int.self, forKey: .id)) ?? -1,
                    (try? container.decode(String.self, forKey: .name)) ?? "?"
                )
                Hops.otherThreadSawRecord.write { $0 = DecodingThreadCell.existing()?.pointee.activeContainer != nil }
                read.write { $0 = values }
            }
            (id, name) = read.read { $0 } ?? (-2, "none")
        }
    }

    /// Hands a decoder to another thread; only for this test, whose other thread ends
    /// before the decoder is used again.
    struct UncheckedDecoder: @unchecked Sendable {
        let decoder: any Decoder
    }

    struct HopsHolder: SmartDecodable {
        var first = Hops()
        var after = 0
    }

    /// A model that asks for its container on another thread gets it, reads its values
    /// through the standard path there, and leaves no record on either thread.
    @Test func aContainerAskedForOnAnotherThreadIsNotRecorded() throws {
        let seen = LockedValue<(HopsHolder?, Bool)>((nil, true))
        ThreadDecodersTests.onNewThread {
            let holder = HopsHolder.deserialize(from: #"{"first": {"id": 5, "name": "far"}, "after": 6}"#)
            seen.write { $0 = (holder, DecodingThreadCell.existing()?.pointee.activeContainer != nil) }
        }
        let (holder, recordAfterwards) = seen.read { $0 }
        let decoded = try #require(holder)
        #expect(decoded.first.id == 5)
        #expect(decoded.first.name == "far")
        #expect(decoded.after == 6)
        #expect(!Hops.otherThreadSawRecord.read { $0 })
        #expect(!recordAfterwards)
    }

    /// Threads decoding at once each follow their own models' containers.
    @Test func threadsDecodingAtOnceReadTheirOwnModels() {
        let results = LockedValue<[Int: [AllScalars]]>([:])
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread {
                var models: [AllScalars] = []
                for round in 0..<50 {
                    let json =
                        #"{"int": \#(thread * 1000 + round), "string": "t\#(thread)", "nested": {"label": "\#(round)"}}"#
                    if let model = AllScalars.deserialize(from: json) { models.append(model) }
                }
                results.write { $0[thread] = models }
                group.leave()
            }.start()
        }
        group.wait()
        let all = results.read { $0 }
        for thread in 0..<4 {
            let models = all[thread] ?? []
            #expect(models.map(\.int) == (0..<50).map { thread * 1000 + $0 })
            #expect(models.allSatisfy { $0.string == "t\(thread)" })
            #expect(models.map(\.nested.label) == (0..<50).map { "\($0)" })
        }
    }
}
