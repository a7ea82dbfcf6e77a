import Foundation
import Testing

@testable import SmartCore

/// Keys of one trivial byte (every synthesized `CodingKeys`) find their slot by that byte
/// (`CodingKeyTag`); the values must be the ones their names ask for, whichever key types
/// a model mixes.
@Suite("Coding key tags")
struct CodingKeyTagTests {
    enum Plain: CodingKey { case first, second, third }
    enum Single: CodingKey { case only }
    enum Renamed: String, CodingKey {
        case userName = "user_name"
        case id
    }
    enum WithPayload: CodingKey {
        case named(String)
        var stringValue: String {
            switch self {
            case .named(let name): name
            }
        }
        init?(stringValue: String) { self = .named(stringValue) }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// A key struct of one byte: its name comes from the byte, so the byte is its tag.
    struct ByteKey: CodingKey {
        let byte: UInt8
        init(_ byte: UInt8) { self.byte = byte }
        var stringValue: String { "k\(byte)" }
        init?(stringValue: String) {
            guard stringValue.hasPrefix("k"), let byte = UInt8(stringValue.dropFirst()) else { return nil }
            self.byte = byte
        }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    @Test func tagsAreTheBytesOfOneByteKeys() {
        #expect(CodingKeyTag.of(Plain.first) == 0)
        #expect(CodingKeyTag.of(Plain.third) == 2)
        #expect(CodingKeyTag.of(Single.only) == 0)
        #expect(CodingKeyTag.of(Renamed.id) == 1)
        #expect(CodingKeyTag.of(ByteKey(200)) == 200)
        #expect(CodingKeyTag.of(WithPayload.named("a")) == nil)
        #expect(CodingKeyTag.of(StringCodingKey(stringValue: "first")) == nil)
    }

    /// Two enums whose first case has different names: a model that reads its object
    /// through both must get each key's own value, not the value of the same tag.
    enum Forward: CodingKey { case a, b }
    enum Backward: CodingKey { case b, a }

    struct TwoKeyTypes: SmartDecodable {
        var forwardA = "", forwardB = "", backwardA = "", backwardB = ""
        init() {}
        init(from decoder: any Decoder) throws {
            let forward = try decoder.container(keyedBy: Forward.self)
            forwardA = try forward.decode(String.self, forKey: .a)
            forwardB = try forward.decode(String.self, forKey: .b)
            let backward = try decoder.container(keyedBy: Backward.self)
            backwardB = try backward.decode(String.self, forKey: .b)
            backwardA = try backward.decode(String.self, forKey: .a)
        }
    }

    @Test func keyTypesSharingTagsReadTheirOwnNames() throws {
        // Twice: the second decode starts from the tags the first one learned.
        for _ in 0..<2 {
            let model = try #require(TwoKeyTypes.deserialize(from: #"{"a": "A", "b": "B"}"#))
            #expect(model.forwardA == "A")
            #expect(model.forwardB == "B")
            #expect(model.backwardA == "A")
            #expect(model.backwardB == "B")
        }
    }

    struct ByteKeyed: SmartDecodable {
        var values: [Int] = []
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ByteKey.self)
            for byte: UInt8 in [3, 1, 255, 1, 0] {
                values.append(try container.decodeIfPresent(Int.self, forKey: ByteKey(byte)) ?? -1)
            }
        }
    }

    @Test func oneByteStructKeysFindTheirValues() throws {
        for _ in 0..<2 {
            let model = try #require(ByteKeyed.deserialize(from: #"{"k0": 10, "k1": 11, "k3": 13, "k255": 255}"#))
            #expect(model.values == [13, 11, 255, 11, 10])
        }
    }

    struct Mixed: SmartDecodable {
        var only = 0, userName = "", id = 0, named = ""
        init() {}
        init(from decoder: any Decoder) throws {
            only = try decoder.container(keyedBy: Single.self).decode(Int.self, forKey: .only)
            let renamed = try decoder.container(keyedBy: Renamed.self)
            id = try renamed.decode(Int.self, forKey: .id)
            userName = try renamed.decode(String.self, forKey: .userName)
            named = try decoder.container(keyedBy: WithPayload.self).decode(String.self, forKey: .named("id_text"))
        }
    }

    @Test func keysWithAndWithoutTagsMixInOneModel() throws {
        for _ in 0..<2 {
            let model = try #require(
                Mixed.deserialize(from: #"{"only": 1, "user_name": "ann", "id": 7, "id_text": "seven"}"#))
            #expect(model.only == 1)
            #expect(model.userName == "ann")
            #expect(model.id == 7)
            #expect(model.named == "seven")
        }
    }

    /// Names of every length the lookup compares differently (up to 8, 16 and 32 bytes,
    /// and longer), read in an order other than the document's.
    struct LongNames: SmartDecodable {
        var short = 0
        var sixteenBytesName = ""
        var aNameOfThirtyTwoBytesExactlyAbcd = ""
        var aNameThatIsLongerThanThirtyTwoBytesInTotal = false
        init() {}
    }

    @Test func slotsFoundByTagCompareTheirWholeNames() throws {
        let json = #"""
            {"aNameThatIsLongerThanThirtyTwoBytesInTotal": true, "aNameOfThirtyTwoBytesExactlyAbcX": "near",
             "aNameOfThirtyTwoBytesExactlyAbcd": "thirty-two", "sixteenBytesNamE": "near",
             "sixteenBytesName": "sixteen", "short": 5}
            """#
        // Three times: the first decode learns the tags, the others find names through them.
        for _ in 0..<3 {
            let model = try #require(LongNames.deserialize(from: json))
            #expect(model.short == 5)
            #expect(model.sixteenBytesName == "sixteen")
            #expect(model.aNameOfThirtyTwoBytesExactlyAbcd == "thirty-two")
            #expect(model.aNameThatIsLongerThanThirtyTwoBytesInTotal)
        }
    }

    enum LongNameKeys: CodingKey { case short, sixteenBytesName, aNameThatIsLongerThanThirtyTwoBytesInTotal }

    @Test func theTagTableHoldsEachSlotsNumberAndName() throws {
        let context = ModelContext(type: LongNames.self)
        var hint = 0
        for key in [LongNameKeys.aNameThatIsLongerThanThirtyTwoBytesInTotal, .short, .sixteenBytesName] {
            let slot = context.slot(for: key, hint: &hint).takeUnretainedValue()
            let table = try #require(context.tagTable(for: LongNameKeys.self))
            let entry = table[CodingKeyTag.byte(of: key)]
            #expect(Int(entry.number) == hint)
            #expect(String(decoding: entry.name, as: UTF8.self) == key.stringValue)
            #expect(entry.nameStart == slot.utf8.baseAddress)
        }
        let table = try #require(context.tagTable(for: LongNameKeys.self))
        #expect(table[200].number == 0)
        #expect(table[200].name.isEmpty)
    }

    /// Optionals with and without an initializer value, each `null` or missing in turn:
    /// the tag table keeps whether each starts out nil after the first fallback.
    struct Optionals: SmartDecodable {
        var kept: String? = "kept"
        var cleared: String?
        var count: Int? = 7
        var flag: Bool?
        init() {}
    }

    @Test func optionalFallbacksFoundByTagKeepTheirInitializerValues() throws {
        let documents = [
            #"{"kept": null, "cleared": null, "count": null, "flag": null}"#,
            #"{}"#,
            #"{"kept": null, "cleared": "x", "count": 1, "flag": true}"#,
            #"{"cleared": null, "flag": null}"#,
        ]
        // Twice over: the second pass starts from what the first one recorded.
        for _ in 0..<2 {
            let first = try #require(Optionals.deserialize(from: documents[0]))
            #expect(first.kept == "kept")
            #expect(first.cleared == nil)
            #expect(first.count == 7)
            #expect(first.flag == nil)
            let empty = try #require(Optionals.deserialize(from: documents[1]))
            #expect(empty.kept == "kept")
            #expect(empty.cleared == nil)
            #expect(empty.count == 7)
            #expect(empty.flag == nil)
            let mixed = try #require(Optionals.deserialize(from: documents[2]))
            #expect(mixed.kept == "kept")
            #expect(mixed.cleared == "x")
            #expect(mixed.count == 1)
            #expect(mixed.flag == true)
            let some = try #require(Optionals.deserialize(from: documents[3]))
            #expect(some.kept == "kept")
            #expect(some.cleared == nil)
            #expect(some.count == 7)
            #expect(some.flag == nil)
        }
    }
}
