import Foundation
import SmartCodable
import Testing

// Issue 15: models and calls written exactly as code for the original SmartCodable
// writes them (old names included: SmartCodableX, @IgnoredKey, SmartDateTransformer()),
// checked value by value.

/// A transformer written for the original: JSON numbers come in as NSNumber, so
/// `as? Double` works for `10` and `10.0` alike.
struct MigrationPlusHundred: ValueTransformable {
    typealias Object = Double
    typealias JSON = Double

    func transformFromJSON(_ value: Any) -> Double? {
        if let number = value as? Double { return 100 + number }
        if let text = value as? String, let number = Double(text) { return 100 + number }
        return nil
    }

    func transformToJSON(_ value: Double) -> Double? {
        value - 100
    }
}

/// Reads points with `as? CGFloat`, as Apple-platform code does.
struct MigrationDoubleWidth: ValueTransformable {
    typealias Object = CGFloat
    typealias JSON = CGFloat

    func transformFromJSON(_ value: Any) -> CGFloat? {
        guard let width = value as? CGFloat else { return nil }
        return width * 2
    }

    func transformToJSON(_ value: CGFloat) -> CGFloat? {
        value / 2
    }
}

/// `as? Int` on a number written `3.0`, and `as? Bool` on `1`.
struct MigrationRank: ValueTransformable {
    func transformFromJSON(_ value: Any) -> Int? {
        (value as? Int).map { $0 * 10 }
    }

    func transformToJSON(_ value: Int) -> Int? {
        value / 10
    }
}

struct MigrationFlag: ValueTransformable {
    func transformFromJSON(_ value: Any) -> Bool? {
        value as? Bool
    }

    func transformToJSON(_ value: Bool) -> Int? {
        value ? 1 : 0
    }
}

enum MigrationSex: String, SmartCaseDefaultable {
    case man
    case woman
}

struct MigrationHobby: SmartCodableX {
    var name: String = ""
}

struct MigrationLocation: SmartCodableX {
    var city: String = ""
}

struct MigrationUser: SmartCodableX {
    var id: Int = 0
    var name: String = ""
    var sex: MigrationSex = .man
    var score: Double = 0
    var width: CGFloat = 0
    var rank: Int = 0
    var enabled: Bool = false
    var label: String = ""
    var homepage: URL?
    var joined: Date?
    @IgnoredKey
    var cache: String = "cached"
    @SmartAny
    var extra: [String: Any] = [:]
    @SmartAny
    var anything: Any?
    @SmartCompact.Array
    var tags: [Any] = []
    @SmartCompact.Dictionary
    var friends: [String: Any] = [:]
    @SmartFlat
    var location: MigrationLocation?
    var hobby: MigrationHobby?
    var hobbies: [MigrationHobby] = []

    static func mappingForKey() -> [SmartKeyTransformer]? {
        [
            CodingKeys.id <--- ["user_id", "userId", "id"],
            CodingKeys.name <--- "nick_name",
        ]
    }

    static func mappingForValue() -> [SmartValueTransformer]? {
        [
            CodingKeys.score <--- MigrationPlusHundred(),
            CodingKeys.width <--- MigrationDoubleWidth(),
            CodingKeys.rank <--- MigrationRank(),
            CodingKeys.enabled <--- MigrationFlag(),
            CodingKeys.label
                <--- FastTransformer<String, Any>(fromJSON: { json in
                    (json as? Int).map { "No. \($0)" }
                }),
            CodingKeys.homepage <--- SmartURLTransformer(prefix: "https://"),
            CodingKeys.joined <--- SmartDateTransformer(),
        ]
    }

    mutating func didFinishMapping() {
        name = name.trimmingCharacters(in: .whitespaces)
    }
}

/// A class model, as the original's README declares one.
class MigrationBasicTypes: SmartCodableX {
    var int: Int = 2
    var doubleOptional: Double?
    required init() {}
}

@Suite("Migrating from SmartCodable: code written for the original")
struct MigrationTests {
    /// A response as the original's example app's data looks, trailing comma included.
    static let response = """
        {
            "code": 200,
            "data": {
                "user": {
                    "user_id": "42",
                    "nick_name": " Mccc ",
                    "sex": "woman",
                    "score": 10.0,
                    "width": 12,
                    "rank": 3.0,
                    "enabled": 1,
                    "label": 7,
                    "homepage": "example.com/mccc",
                    "joined": 1700000000,
                    "cache": "from the server",
                    "extra": {"level": 3, "ratio": 0.5, "vip": true, "nested": [1, {"k": null}]},
                    "anything": 10.0,
                    "tags": ["swift", 1, null, 2.5, true],
                    "friends": {"a": [], "b": "b", "c": null, "d": 1, "f": true},
                    "city": "Hangzhou",
                    "hobby": "{\\"name\\": \\"sleep\\"}",
                    "hobbies": [{"name": "ball"}, {"name": "chess"}],
                }
            }
        }
        """

    @Test func aModelWrittenForTheOriginalDecodesTheSame() throws {
        let user = try #require(MigrationUser.deserialize(from: Self.response, designatedPath: "data.user"))
        #expect(user.id == 42)
        #expect(user.name == "Mccc")
        #expect(user.sex == .woman)
        #expect(user.score == 110)
        #expect(user.width == 24)
        #expect(user.rank == 30)
        #expect(user.enabled == true)
        #expect(user.label == "No. 7")
        #expect(user.homepage == URL(string: "https://example.com/mccc"))
        #expect(user.joined == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(user.cache == "cached")
        #expect(user.extra["level"] as? Int == 3)
        #expect(user.extra["ratio"] as? Double == 0.5)
        #expect(user.extra["vip"] as? Bool == true)
        let nested = try #require(user.extra["nested"] as? [Any])
        #expect(nested.first as? Int == 1)
        #expect((nested.last as? [String: Any])?["k"] is NSNull)
        #expect(user.anything as? Double == 10)
        #expect(user.anything as? Int == 10)
        // §1.6: `null` is kept as NSNull() in collections of Any, as the original keeps it.
        #expect(user.tags.count == 5)
        #expect(user.tags.first as? String == "swift")
        #expect(user.tags[1] as? Int == 1)
        #expect(user.tags[2] is NSNull)
        #expect(user.tags[3] as? Double == 2.5)
        #expect(user.tags[4] as? Bool == true)
        #expect(user.friends.keys.sorted() == ["a", "b", "c", "d", "f"])
        #expect(user.friends["c"] is NSNull)
        #expect((user.friends["a"] as? [Any])?.isEmpty == true)
        #expect(user.friends["b"] as? String == "b")
        #expect(user.friends["d"] as? Int == 1)
        #expect(user.friends["f"] as? Bool == true)
        #expect(user.location?.city == "Hangzhou")
        #expect(user.hobby?.name == "sleep")
        #expect(user.hobbies.map(\.name) == ["ball", "chess"])
    }

    @Test func dictionaryInputAndArraysAtAPath() throws {
        let dict: [String: Any] = [
            "userId": 7, "nick_name": "Tom", "score": 1, "width": 1.5, "tags": ["a", NSNull(), 3],
        ]
        let user = try #require(MigrationUser.deserialize(from: dict))
        #expect(user.id == 7)
        #expect(user.score == 101)
        #expect(user.width == 3)
        #expect(user.tags.count == 3)
        #expect(user.tags[1] is NSNull)
        let hobbies = try #require(
            [MigrationHobby].deserialize(from: Self.response, designatedPath: "data.user.hobbies"))
        #expect(hobbies.map(\.name) == ["ball", "chess"])
        let basics = try #require(MigrationBasicTypes.deserialize(from: #"{"int": "5", "doubleOptional": 1}"#))
        #expect(basics.int == 5)
        #expect(basics.doubleOptional == 1)
    }

    @Test func smartUpdaterChangesOnlyWhatTheSourceHas() throws {
        var user = try #require(MigrationUser.deserialize(from: Self.response, designatedPath: "data.user"))
        SmartUpdater.update(&user, from: ["nick_name": "New ", "score": 1.5, "friends": ["z": 26]])
        #expect(user.name == "New")
        #expect(user.score == 101.5)
        #expect(user.friends["z"] as? Int == 26)
        #expect(user.id == 42)
        #expect(user.cache == "cached")
        #expect(user.joined == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(user.hobbies.map(\.name) == ["ball", "chess"])
    }

    @Test func encodingWritesTheTransformedAndAnyValuesBack() throws {
        let user = try #require(MigrationUser.deserialize(from: Self.response, designatedPath: "data.user"))
        let dictionary = try #require(user.toDictionary())
        // toDictionary gives Swift numbers (Int when whole), not NSNumbers: read them
        // through NSNumber when the JSON may write 10 for 10.0 (see Docs/Migrating.md).
        #expect((dictionary["score"] as? NSNumber)?.doubleValue == 10)
        #expect((dictionary["width"] as? NSNumber)?.doubleValue == 12)
        #expect(dictionary["rank"] as? Int == 3)
        #expect(dictionary["enabled"] as? Int == 1)
        #expect(dictionary["cache"] == nil)
        let tags = try #require(dictionary["tags"] as? [Any])
        #expect(tags.count == 5)
        #expect(tags.first as? String == "swift")
        let friends = try #require(dictionary["friends"] as? [String: Any])
        #expect(friends.keys.sorted() == ["a", "b", "c", "d", "f"])
        #expect((dictionary["extra"] as? [String: Any])?["level"] as? Int == 3)
        let json = try #require(user.toJSONString())
        let again = try #require(MigrationUser.deserialize(from: json))
        #expect(again.score == 110)
        #expect(again.tags.count == 5)
        #expect(again.friends.count == 5)
    }

    // MARK: The switches Docs/Migrating.md gives for the deliberate differences

    struct Differences: SmartCodableX {
        var title: String = "none"
        var ratio: Double = 0
        var joined = Date(timeIntervalSince1970: 0)
        var link: String = ""
        @SmartCompact.Array var ids: [Any] = []
    }

    @Test func theDocumentedSwitchesGiveTheOriginalsBehaviour() throws {
        // A bool reads into a String (DI-22).
        #expect(Differences.deserialize(from: #"{"title": true}"#)?.title == "true")
        // "nan" is not a number unless the float strategy names it (DI-1).
        #expect(Differences.deserialize(from: #"{"ratio": "nan"}"#)?.ratio == 0)
        let nan: Set<SmartDecodingOption> = [
            .float(.convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"))
        ]
        #expect(Differences.deserialize(from: #"{"ratio": "nan"}"#, options: nan)?.ratio.isNaN == true)
        // Dates encode as Unix seconds; .deferredToDate restores seconds since 2001 (DI-10).
        let model = try #require(Differences.deserialize(from: #"{"joined": 1700000000, "link": "a/b"}"#))
        #expect(model.toDictionary()?["joined"] as? Int == 1_700_000_000)
        #expect(model.toDictionary(options: [.date(.deferredToDate)])?["joined"] as? Int == 721_692_800)
        // "/" is written unescaped; the JSON core escapes it on request.
        #expect(model.toJSONString()?.contains(#""a/b""#) == true)
        let escaped = try SmartJSONValue(encoding: model).jsonString(
            options: SmartJSONWritingOptions(escapesForwardSlashes: true))
        #expect(escaped.contains(#""a\/b""#))
        // The original's @SmartCompact.Array semantics for [Int] (elements kept when `as? Int`
        // works, no conversion): an [Any] compact array filtered with as? Int.
        let mixed = try #require(Differences.deserialize(from: #"{"ids": ["Tom", 1, {}, 2, 3, "4", 5.5, true, null]}"#))
        #expect(mixed.ids.compactMap { $0 as? Int } == [1, 2, 3, 1])
    }

    /// §1.6: a `[String: String]` entry that is an array is skipped and logged under its
    /// property, as the original logs it.
    @Test func aSkippedCompactEntryIsLoggedUnderItsProperty() throws {
        struct Contacts: SmartCodable {
            @SmartCompact.Dictionary var names: [String: String] = [:]
        }
        let json = #"{"names": {"name1": "Tom", "name2": 7, "name3": ["a"]}}"#
        let (decoded, reports) = SmartDiagnostics.collect { Contacts.deserialize(from: json) }
        #expect(try #require(decoded).names == ["name1": "Tom", "name2": "7"])
        let report = try #require(reports.first)
        let block = try #require(SmartSentinel.format(report))
        // The original's wording, quotes included (BEHAVIOR §9).
        #expect(
            block.contains(
                "╆━ names: [String: String]\n      ┆┄ name3: Expected to decode 'String' but found ’Array‘ instead."))
    }
}
