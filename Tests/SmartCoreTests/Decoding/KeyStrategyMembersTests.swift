import Foundation
import Testing

@testable import SmartCore

/// §5.1: how an object's names are read under a key strategy — rewritten names cached by
/// their bytes, names the strategy leaves alone read in place, collisions, repeated
/// names, escapes, and objects large or crafted enough to take the slow paths.
@Suite("Key strategies: members and names (§5.1)")
struct KeyStrategyMembersTests {
    struct Pair: SmartCodable, Equatable {
        var key1: Int = -1
        var key30: Int = -1
        var key59: Int = -1
    }

    /// 60 names that collide in pairs (`key_N` and `keyN` both become `keyN`): more
    /// possible repeats than the fingerprint filter checks one by one, so the object
    /// switches to a set of names half way, and the first in the document still wins.
    @Test func collisionsInALargeObjectKeepTheFirstName() throws {
        let snakeFirst = (0..<60).map { #""key_\#($0)": \#($0), "key\#($0)": \#(100 + $0)"# }
        let camelFirst = (0..<60).map { #""key\#($0)": \#(100 + $0), "key_\#($0)": \#($0)"# }
        let first = try #require(
            Pair.deserialize(from: "{" + snakeFirst.joined(separator: ", ") + "}", options: [.key(.fromSnakeCase)]))
        #expect(first == Pair(key1: 1, key30: 30, key59: 59))
        let second = try #require(
            Pair.deserialize(from: "{" + camelFirst.joined(separator: ", ") + "}", options: [.key(.fromSnakeCase)]))
        #expect(second == Pair(key1: 101, key30: 130, key59: 159))
    }

    struct Person: SmartCodable, Equatable {
        var firstName: String = ""
        var plain: String = ""
    }

    /// A name written twice: the last one counts, then the strategy rewrites it.
    @Test func repeatedNamesTakeTheLastBeforeRewriting() throws {
        let model = try #require(
            Person.deserialize(
                from: #"{"first_name": "a", "plain": "p", "first_name": "b"}"#, options: [.key(.fromSnakeCase)]))
        #expect(model == Person(firstName: "b", plain: "p"))
    }

    /// Names written with escapes are decoded before they are rewritten or compared.
    @Test func namesWithEscapes() throws {
        let model = try #require(
            Person.deserialize(from: #"{"first\u005fname": "x", "pl\u0061in": "y"}"#, options: [.key(.fromSnakeCase)]))
        #expect(model == Person(firstName: "x", plain: "y"))
    }

    /// Every object of an array gets its own members; rewritten names come from the
    /// call's cache after the first object.
    @Test func namesRewrittenInEveryObject() throws {
        let json = #"[{"first_name": "a", "plain": "1"}, {"plain": "2", "first_name": "b"}, {"first_name": "c"}]"#
        let models = try #require([Person].deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(
            models == [Person(firstName: "a", plain: "1"), Person(firstName: "b", plain: "2"), Person(firstName: "c")])
    }

    struct Crafted: SmartCodable, Equatable {
        var aaaaaaaaMiddle042Bbbbbbbb: Int = -1
        var aaaaaaaaMiddle299Bbbbbbbb: Int = -1
    }

    /// 300 names with the same first and last eight bytes and the same length: they share
    /// the rewrite cache's hash, so most are not cached, and every one is still rewritten
    /// and found.
    @Test func namesThatShareTheCacheHash() throws {
        let members = (0..<300).map { index in
            #""aaaaaaaa_middle\#(String(format: "%03d", index))_bbbbbbbb": \#(index)"#
        }
        let json = "[{" + members.joined(separator: ", ") + "}, {" + members.reversed().joined(separator: ", ") + "}]"
        let models = try #require([Crafted].deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(
            models == Array(repeating: Crafted(aaaaaaaaMiddle042Bbbbbbbb: 42, aaaaaaaaMiddle299Bbbbbbbb: 299), count: 2)
        )
    }

    struct Wide: SmartCodable, Equatable {
        var field0: Int = -1
        var field19999: Int = -1
    }

    /// An object of 20,000 rewritten names decodes (in linear time: the members are
    /// listed once, and lookups start where the previous one ended).
    @Test func largeObjects() throws {
        let json = "{" + (0..<20_000).map { #""field_\#($0)": \#($0)"# }.joined(separator: ",") + "}"
        let model = try #require(Wide.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model == Wide(field0: 0, field19999: 19_999))
    }

    struct Accented: SmartCodable, Equatable {
        var élan: Int = 0
        var Éclair: Int = 0
    }

    /// The letter-case strategies with a first letter outside ASCII.
    @Test func firstLettersOutsideASCII() throws {
        let lower = try #require(Accented.deserialize(from: #"{"Élan": 1}"#, options: [.key(.firstLetterLower)]))
        #expect(lower.élan == 1)
        let upper = try #require(Accented.deserialize(from: #"{"éclair": 2}"#, options: [.key(.firstLetterUpper)]))
        #expect(upper.Éclair == 2)
    }

    /// A model that reads whatever names the object has.
    struct Dynamic: SmartDecodable {
        var names: [String] = []
        var values: [Int] = []
        init() {}
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: StringCodingKey.self)
            for key in container.allKeys {
                names.append(key.stringValue)
                values.append(try container.decode(Int.self, forKey: key))
            }
        }
    }

    /// `allKeys` lists the rewritten names once each, in document order.
    @Test func allKeysAreTheRewrittenNames() throws {
        let json = #"{"user_id": 1, "plain": 2, "userId": 3, "last_seen_at": 4}"#
        let model = try #require(Dynamic.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(model.names == ["userId", "plain", "lastSeenAt"])
        #expect(model.values == [1, 2, 4])
    }

    struct Split: SmartCodable, Equatable {
        var abCd: Int = 0
        var Ab_cd: Int = 0
    }

    /// The rewrite cache lasts one call: the same thread decoding the same names with
    /// another strategy gets that strategy's names.
    @Test func theCacheLastsOneCall() throws {
        let json = #"{"ab_cd": 7}"#
        let snake = try #require(Split.deserialize(from: json, options: [.key(.fromSnakeCase)]))
        #expect(snake == Split(abCd: 7, Ab_cd: 0))
        let upper = try #require(Split.deserialize(from: json, options: [.key(.firstLetterUpper)]))
        #expect(upper == Split(abCd: 0, Ab_cd: 7))
    }

    /// `leavesUnchanged` is only ever true when the strategy returns the name as it is.
    @Test(arguments: [
        "", "a", "A", "_", "__", "a_b", "_a", "a_", "ab", "Ab", "aB", "AB", "1ab", "é", "É", "élan", "Élan",
        "a\u{301}b", "A\u{345}x", "a\u{345}x", "\r\nx", "x\u{301}", "snake_case_name", "camelCase", "user_ID",
    ])
    func unchangedNamesReallyAreUnchanged(name: String) {
        for strategy in [
            JSONDecoder.SmartKeyDecodingStrategy.fromSnakeCase, .firstLetterLower, .firstLetterUpper, .useDefaultKeys,
        ] {
            var text = name
            let unchanged = text.withUTF8 { KeyStrategyConverter.leavesUnchanged($0, strategy) }
            if unchanged {
                #expect(KeyStrategyConverter.convert(name, strategy) == name, "\(strategy) on \(name.debugDescription)")
            }
        }
    }

    /// The fast check says yes for the common names, so they are read in place.
    @Test func commonNamesAreReadInPlace() {
        func unchanged(_ name: String, _ strategy: JSONDecoder.SmartKeyDecodingStrategy) -> Bool {
            var text = name
            return text.withUTF8 { KeyStrategyConverter.leavesUnchanged($0, strategy) }
        }
        #expect(unchanged("coordinates", .fromSnakeCase))
        #expect(!unchanged("first_name", .fromSnakeCase))
        #expect(unchanged("firstName", .firstLetterLower))
        #expect(!unchanged("FirstName", .firstLetterLower))
        #expect(unchanged("FirstName", .firstLetterUpper))
        #expect(!unchanged("firstName", .firstLetterUpper))
        #expect(!unchanged("éclair", .firstLetterUpper))
    }

    /// The byte path of `fromSnakeCase` (names of ASCII letters and underscores) gives what
    /// the character path gives, on every name of up to six characters over `a`, `B`, `_`
    /// (1,093 names: edge and doubled underscores, one word and many).
    @Test func theASCIIPathOfFromSnakeCaseMatchesTheCharacterPath() throws {
        let names = GeneratedNames.all(over: ["a", "B", "_"], upTo: 6)
        #expect(names.count == 1_093)
        for name in names {
            var text = name
            let fast = try #require(text.withUTF8 { KeyStrategyConverter.fromSnakeCase(asciiLetters: $0) })
            #expect(fast == KeyStrategyConverter.fromSnakeCaseByCharacters(name), "\(name.debugDescription)")
        }
    }

    /// Names with anything but ASCII letters and underscores take the character path.
    @Test(arguments: ["user_2fa", "ümlaut_name", "a-b_c", "a b_c", "x_\u{301}y", "tab\t_x"])
    func otherNamesTakeTheCharacterPath(name: String) {
        var text = name
        #expect(text.withUTF8 { KeyStrategyConverter.fromSnakeCase(asciiLetters: $0) } == nil)
        #expect(KeyStrategyConverter.fromSnakeCase(name) == KeyStrategyConverter.fromSnakeCaseByCharacters(name))
    }

    /// Both paths agree with Foundation's own `convertFromSnakeCase` (read back through
    /// `allKeys`).
    @Test func fromSnakeCaseAgreesWithFoundation() throws {
        struct Names: Decodable {
            var names: [String]
            init(from decoder: any Decoder) throws {
                names = try decoder.container(keyedBy: StringCodingKey.self).allKeys.map(\.stringValue)
            }
        }
        let names = [
            "user_id", "USER_ID", "user_ID", "_private_key", "__a__b__", "a__b", "x_", "_x", "___", "profile_image_url",
            "Mixed_CASE_words", "one", "ONE", "a_b_c_d", "user_2fa", "ümlaut_name", "a-b_c",
        ]
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        for name in names {
            let json = Data("{\"\(name)\": 1}".utf8)
            let foundation = try decoder.decode(Names.self, from: json).names
            #expect(foundation == [KeyStrategyConverter.fromSnakeCase(name)], "\(name.debugDescription)")
        }
    }
}
