import Foundation
import SmartCore
import Testing

/// Every rule of §5.2 (`mappingForKey`), with DI-3.
@Suite("Key mapping (§5.2)")
struct KeyMappingTests {
    struct Named: SmartCodable {
        var name: String = "D"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.name <--- ["nm", "user_name", "name"]]
        }
    }

    @Test func theFirstNonNullPlainCandidateWins() throws {
        #expect(Named.deserialize(from: #"{"nm": null, "user_name": "B", "name": "C"}"#)?.name == "B")
        #expect(Named.deserialize(from: #"{"name": "C", "user_name": "B"}"#)?.name == "B")
        #expect(Named.deserialize(from: #"{"name": "C"}"#)?.name == "C")
        #expect(Named.deserialize(from: #"{"other": "C"}"#)?.name == "D")
    }

    struct Aged: SmartCodable {
        var age: Int = -1
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.age <--- ["a", "b"]]
        }
    }

    @Test func aNonNullCandidateOfTheWrongTypeStillWinsAndIsConvertedOrFallsBack() throws {
        #expect(Aged.deserialize(from: #"{"a": "7", "b": 5}"#)?.age == 7)
        #expect(Aged.deserialize(from: #"{"a": "abc", "b": 5}"#)?.age == -1)
        #expect(Aged.deserialize(from: #"{"a": null, "b": 5}"#)?.age == 5)
    }

    struct Pathed: SmartCodable {
        var name: String = "D"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.name <--- ["data.user.name", "alt"]]
        }
    }

    @Test func theFirstPresentPathWinsEvenWhenItIsNull() throws {
        #expect(Pathed.deserialize(from: #"{"data": {"user": {"name": "P"}}, "alt": "X"}"#)?.name == "P")
        #expect(Pathed.deserialize(from: #"{"data": {"user": {"name": null}}, "alt": "X"}"#)?.name == "D")
        #expect(Pathed.deserialize(from: #"{"data": {"user": {}}, "alt": "X"}"#)?.name == "X")
        #expect(Pathed.deserialize(from: #"{"data": {"user": {"name": 5}}}"#)?.name == "5")
    }

    @Test func aLiteralDottedKeyBeatsThePath() throws {
        #expect(Pathed.deserialize(from: #"{"data.user.name": "L", "data": {"user": {"name": "P"}}}"#)?.name == "L")
    }

    @Test func pathsGoThroughObjectsOnly() throws {
        struct Indexed: SmartCodable {
            var first: String = "D"
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [CodingKeys.first <--- "list.0"]
            }
        }
        #expect(Indexed.deserialize(from: #"{"list": ["a", "b"]}"#)?.first == "D")
        #expect(Pathed.deserialize(from: #"{"data": "{\"user\": {\"name\": \"S\"}}"}"#)?.name == "D")
    }

    @Test func thePropertysOwnKeyIsIgnoredUnlessListed() throws {
        struct Renamed: SmartCodable {
            var age: Int = 0
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [CodingKeys.age <--- "a"]
            }
        }
        #expect(Renamed.deserialize(from: #"{"age": 9}"#)?.age == 0)
        #expect(Renamed.deserialize(from: #"{"a": 9, "age": 3}"#)?.age == 9)
    }

    @Test func oneJSONKeyCanFeedSeveralProperties() throws {
        struct Shared: SmartCodable {
            var name: String = ""
            var nick: String = ""
            var copy: String = ""
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [CodingKeys.name <--- "nm", CodingKeys.nick <--- "name", CodingKeys.copy <--- "nm"]
            }
        }
        let model = try #require(Shared.deserialize(from: #"{"nm": "A", "name": "C"}"#))
        #expect(model.name == "A")
        #expect(model.nick == "C")
        #expect(model.copy == "A")
    }

    @Test func aLaterRuleForTheSamePropertyWinsEvenWhenItFindsNothing() throws {
        struct Twice: SmartCodable {
            var name: String = "D"
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [CodingKeys.name <--- "first", CodingKeys.name <--- "second"]
            }
        }
        #expect(Twice.deserialize(from: #"{"first": "F", "second": "S"}"#)?.name == "S")
        #expect(Twice.deserialize(from: #"{"first": "F"}"#)?.name == "D")
    }

    struct Person: SmartCodable {
        var firstName: String = "D"
        var lastName: String = "D"
        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.firstName <--- "first_name", CodingKeys.lastName <--- "lastName"]
        }
    }

    @Test func candidatesMatchTheRawKeyFirstThenTheConvertedKey() throws {
        // DI-3: upstream drops `first_name` under .fromSnakeCase; here it is found.
        let options: Set<SmartDecodingOption> = [.key(.fromSnakeCase)]
        let model = try #require(
            Person.deserialize(from: #"{"first_name": "Ann", "last_name": "Lee"}"#, options: options))
        #expect(model.firstName == "Ann")
        #expect(model.lastName == "Lee")
    }

    @Test func mappingAppliesInsideStringifiedObjects() throws {
        struct Holder: SmartCodable {
            var person: Named = Named()
        }
        #expect(Holder.deserialize(from: #"{"person": "{\"user_name\": \"Q\"}"}"#)?.person.name == "Q")
    }

    @Test func propertiesLeftOutOfCodingKeysKeepTheirInitializerValues() throws {
        struct Partial: SmartCodable {
            var kept: Int = 1
            var skipped: String = "initial"
            enum CodingKeys: String, CodingKey {
                case kept
            }
        }
        let model = try #require(Partial.deserialize(from: #"{"kept": 5, "skipped": "json"}"#))
        #expect(model.kept == 5)
        #expect(model.skipped == "initial")
        #expect(model.toJSONString() == #"{"kept":5}"#)
    }

    @Test func theSeedsExample() throws {
        struct Member: SmartCodable {
            var id: Int = 0
            var joinDate: String = ""
            static func mappingForKey() -> [SmartKeyTransformer]? {
                [
                    CodingKeys.id <--- ["user_id", "userId", "id"],
                    CodingKeys.joinDate <--- "joined_at",
                ]
            }
        }
        let model = try #require(Member.deserialize(from: #"{"userId": 42, "joined_at": "2024-01-02"}"#))
        #expect(model.id == 42)
        #expect(model.joinDate == "2024-01-02")
    }
}
