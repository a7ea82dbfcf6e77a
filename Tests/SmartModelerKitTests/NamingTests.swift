import Testing

@testable import SmartModelerKit

/// Property names, type names, singulars, keywords and clashes.
@Suite("Naming")
struct NamingTests {
    @Test(
        "Array element types are named with the singular of the key",
        arguments: [
            ("runways", "Runway"), ("categories", "Category"), ("people", "Person"), ("statuses", "Status"),
            ("addresses", "Address"), ("boxes", "Box"), ("matches", "Match"), ("wishes", "Wish"),
            ("heroes", "Hero"), ("leaves", "Leaf"), ("indices", "Index"), ("children", "Child"),
            ("movies", "Movie"), ("caches", "Cache"), ("beaches", "Beach"), ("buses", "Bus"),
            ("analyses", "Analysis"), ("user_mentions", "UserMention"), ("seatCategories", "SeatCategory"),
            ("URLs", "Url"), ("ids", "Id"), ("responses", "Response"), ("archives", "Archive"),
            ("data", "DataItem"), ("media", "MediaItem"), ("news", "NewsItem"), ("status", "StatusItem"),
            ("crew", "CrewItem"), ("series", "SeriesItem"), ("gas", "GasItem"), ("RUNWAYS", "Runway"),
        ])
    func elementTypeNames(key: String, expected: String) throws {
        let source = try ModelerTestSupport.generate(#"{"\#(key)": [{"a": 1}]}"#)
        #expect(ModelerTestSupport.typeNames(in: source) == ["Root", expected])
    }

    @Test("Singulars keep the word's case")
    func singularCase() {
        #expect(Singularizer.singular(of: "People") == "Person")
        #expect(Singularizer.singular(of: "PEOPLE") == "PERSON")
        #expect(Singularizer.singular(of: "CATEGORIES") == "CATEGORY")
        #expect(Singularizer.singular(ofKey: "seat_categories") == "seat_category")
        #expect(Singularizer.singular(ofKey: "status") == nil)
        #expect(Singularizer.singular(ofKey: "--") == nil)
    }

    @Test(
        "Property names are camelCase",
        arguments: [
            ("created_at", "createdAt"), ("FirstName", "firstName"), ("URLString", "urlString"), ("ID", "id"),
            ("ID2", "id2"), ("IDs", "ids"), ("userID", "userID"), ("user_ID", "userID"), ("USER_NAME", "userName"),
            ("zip-code", "zipCode"), ("a.b", "aB"), ("first name", "firstName"), ("_id", "id"), ("2fa", "_2fa"),
            ("@", "value"), ("", "value"), ("名字", "名字"), ("café_name", "caféName"),
            ("profile_image_url_https", "profileImageUrlHttps"),
        ])
    func propertyNames(key: String, expected: String) {
        #expect(SwiftIdentifier.propertyName(forKey: key) == expected)
    }

    @Test("Keys that are already the property name get no mapping; the others do")
    func mappings() throws {
        let source = try ModelerTestSupport.generate(
            #"{"name": 1, "userID": 2, "名字": 3, "first name": 4, "a\"b\\c": 5}"#)
        #expect(
            ModelerTestSupport.body(of: "Root", in: source) == [
                "    var name: Int = 0",
                "    var userID: Int = 0",
                "    var 名字: Int = 0",
                "    var firstName: Int = 0",
                "    var aBC: Int = 0",
                "",
                "    static func mappingForKey() -> [SmartKeyTransformer]? {",
                "        [",
                "            CodingKeys.firstName <--- \"first name\",",
                "            CodingKeys.aBC <--- \"a\\\"b\\\\c\",",
                "        ]",
                "    }",
            ])
    }

    @Test("Swift keywords are escaped with backticks, in properties and mappings")
    func keywords() throws {
        let source = try ModelerTestSupport.generate(
            #"{"default": 1, "class": "x", "Self": true, "protocol": [1], "type": "t"}"#)
        #expect(
            ModelerTestSupport.body(of: "Root", in: source) == [
                "    var `default`: Int = 0",
                "    var `class`: String = \"\"",
                "    var `self`: Bool = false",
                "    var `protocol`: [Int] = []",
                "    var type: String = \"\"",
                "",
                "    static func mappingForKey() -> [SmartKeyTransformer]? {",
                "        [",
                "            CodingKeys.`self` <--- \"Self\"",
                "        ]",
                "    }",
            ])
    }

    @Test("Two keys with the same property name: the later one is numbered and mapped")
    func propertyClash() throws {
        let source = try ModelerTestSupport.generate(#"{"user_name": "a", "userName": "b", "user-name": "c"}"#)
        #expect(
            ModelerTestSupport.body(of: "Root", in: source) == [
                "    var userName: String = \"\"",
                "    var userName2: String = \"\"",
                "    var userName3: String = \"\"",
                "",
                "    static func mappingForKey() -> [SmartKeyTransformer]? {",
                "        [",
                "            CodingKeys.userName <--- \"user_name\",",
                "            CodingKeys.userName2 <--- \"userName\",",
                "            CodingKeys.userName3 <--- \"user-name\",",
                "        ]",
                "    }",
            ])
    }

    @Test("Type name clashes: the parent's name goes in front, then a number")
    func typeClashes() throws {
        let source = try ModelerTestSupport.generate(
            #"{"a": {"entities": {"x": 1}}, "b": {"entities": {"y": "s"}, "a": {"z": 1}}, "bA": {"w": 1}}"#)
        #expect(ModelerTestSupport.typeNames(in: source) == ["Root", "A", "B", "BA", "Entities", "BEntities", "BA2"])
        #expect(
            ModelerTestSupport.properties(of: "B", in: source) == [
                "    var entities: BEntities = BEntities()",
                "    var a: BA2 = BA2()",
            ])
    }

    @Test("Identical objects under the same key share one type")
    func identicalTypesShared() throws {
        let source = try ModelerTestSupport.generate(
            #"{"post": {"author": {"id": 1, "name": "a"}}, "comment": {"author": {"id": 2, "name": "b"}}, "reply": {"author": {"id": 3}}}"#
        )
        #expect(
            ModelerTestSupport.typeNames(in: source) == ["Root", "Post", "Comment", "Reply", "Author", "ReplyAuthor"])
        #expect(ModelerTestSupport.properties(of: "Comment", in: source) == ["    var author: Author = Author()"])
    }

    @Test("Names that would hide standard types or are keywords get the parent's name in front")
    func reservedTypeNames() throws {
        let source = try ModelerTestSupport.generate(
            #"{"data": {"x": 1}, "string": {"y": 1}, "self": {"z": 1}, "date": {"d": 1}, "2fa": {"on": true}}"#)
        #expect(
            ModelerTestSupport.typeNames(in: source) == [
                "Root", "RootData", "RootString", "RootSelf", "RootDate", "Root2fa",
            ])
    }

    @Test("A type name must start with a capital, so it never equals a property name")
    func uncasedTypeNames() throws {
        let source = try ModelerTestSupport.generate(#"{"名字": {"a": 1}, "列表": [{"b": 2}]}"#)
        #expect(ModelerTestSupport.typeNames(in: source) == ["Root", "Root名字", "Root列表Item"])
        #expect(
            ModelerTestSupport.properties(of: "Root", in: source) == [
                "    var 名字: Root名字 = Root名字()",
                "    var 列表: [Root列表Item] = []",
            ])
    }

    @Test("A nested type never takes the root's name")
    func rootNameIsTaken() throws {
        let source = try ModelerTestSupport.generate(#"{"feed": {"feed": {"x": 1}}}"#, ModelerOptions(rootName: "Feed"))
        #expect(ModelerTestSupport.typeNames(in: source) == ["Feed", "FeedFeed", "FeedFeedFeed"])
    }

    @Test("--key-strategy snake names properties as .fromSnakeCase converts keys")
    func snakeNames() throws {
        let source = try ModelerTestSupport.generate(
            #"{"user_ID": 1, "_private_flag": true, "__meta": 1, "FirstName": "a", "2fa": true, "name": "n"}"#,
            ModelerOptions(keyStrategy: .snake))
        #expect(
            ModelerTestSupport.body(of: "Root", in: source) == [
                "    var userId: Int = 0",
                "    var privateFlag: Bool = false",
                "    var meta: Int = 0",
                "    var firstName: String = \"\"",
                "    var _2fa: Bool = false",
                "    var name: String = \"\"",
                "",
                "    static func mappingForKey() -> [SmartKeyTransformer]? {",
                "        [",
                "            CodingKeys.privateFlag <--- \"_private_flag\",",
                "            CodingKeys.meta <--- \"__meta\",",
                "            CodingKeys.firstName <--- \"FirstName\",",
                "            CodingKeys._2fa <--- \"2fa\",",
                "        ]",
                "    }",
            ])
    }

    @Test("The snake-case conversion matches the decoder's .fromSnakeCase")
    func snakeConversion() {
        #expect(SnakeCaseKeys.converted("created_at") == "createdAt")
        #expect(SnakeCaseKeys.converted("user_ID") == "userId")
        #expect(SnakeCaseKeys.converted("_private_flag") == "_privateFlag")
        #expect(SnakeCaseKeys.converted("a__b_") == "aB_")
        #expect(SnakeCaseKeys.converted("name") == "name")
        #expect(SnakeCaseKeys.converted("__meta") == "__meta")
        #expect(SnakeCaseKeys.converted("___") == "___")
    }

    @Test(
        "ISO 8601 date-time recognition",
        arguments: [
            ("2024-01-02T03:04:05Z", true), ("2024-01-02T03:04:05+01:00", true), ("2024-01-02T03:04:05.123Z", true),
            ("2024-01-02T03:04:05.5-05:30", true), ("2024-01-02T03:04:05", false), ("2024-01-02", false),
            ("2024-13-02T03:04:05Z", false), ("2024-01-02T24:04:05Z", false), ("2024-01-02 03:04:05Z", false),
            ("2024-01-02T03:04:05.Z", false), ("2024-01-02T03:04:05+0100", false),
            ("Sun Aug 31 00:29:15 +0000 2014", false),
        ])
    func iso8601(text: String, matches: Bool) {
        #expect(ISO8601DateTime.matches(text) == matches)
    }

    @Test("Identifier validity")
    func identifiers() {
        #expect(SwiftIdentifier.isValid("name"))
        #expect(SwiftIdentifier.isValid("_2fa"))
        #expect(SwiftIdentifier.isValid("名字"))
        #expect(!SwiftIdentifier.isValid("2fa"))
        #expect(!SwiftIdentifier.isValid("_"))
        #expect(!SwiftIdentifier.isValid(""))
        #expect(!SwiftIdentifier.isValid("a-b"))
        #expect(SwiftIdentifier.escaped("in") == "`in`")
        #expect(SwiftIdentifier.escaped("open") == "open")
    }
}
