import Foundation
import SmartCore
import Testing

/// The examples of Docs/Mapping.md, as written there, so they keep compiling and working.
@Suite("Docs/Mapping.md examples")
struct MappingGuideExamplesTests {
    struct Member: SmartCodable {
        var id: Int = 0
        var joinDate: String = ""
        var city: String = ""

        static func mappingForKey() -> [SmartKeyTransformer]? {
            [
                CodingKeys.id <--- ["user_id", "userId", "id"],  // candidates in priority order
                CodingKeys.joinDate <--- "joined_at",
                CodingKeys.city <--- "address.city",  // a path into nested objects
            ]
        }
    }

    @Test func renamingKeys() throws {
        let member = try #require(
            Member.deserialize(
                from: #"{"user_id": null, "userId": 7, "joined_at": "2024-05-01", "address": {"city": "Oslo"}}"#))
        #expect(member.id == 7)
        #expect(member.joinDate == "2024-05-01")
        #expect(member.city == "Oslo")
    }

    /// "1,5" ⇄ 1.5
    struct CommaDecimal: ValueTransformable {
        func transformFromJSON(_ value: Any) -> Double? {
            (value as? String).flatMap { Double($0.replacingOccurrences(of: ",", with: ".")) }
        }

        func transformToJSON(_ value: Double) -> String? {
            String(value).replacingOccurrences(of: ".", with: ",")
        }
    }

    struct Reading: SmartCodable {
        var value: Double = 0
        var previous: Double?

        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.value <--- CommaDecimal(), CodingKeys.previous <--- CommaDecimal()]
        }
    }

    @Test func convertingValues() throws {
        let reading = try #require(Reading.deserialize(from: #"{"value": "1,5", "previous": 2}"#))
        #expect(reading.value == 1.5)
        #expect(reading.previous == 2)  // a JSON number still fills a Double
        #expect(reading.toJSONString() == #"{"value":"1,5","previous":"2,0"}"#)
    }

    struct Address: SmartCodable {
        var street: String = ""
        var city: String = ""
    }

    struct Profile: SmartCodable {
        var name: String = ""
        var age: Int = 0
        var address: Address = Address()
    }

    @Test func updating() throws {
        let json = #"{"name": "Ann", "age": 30, "address": {"street": "Rue 1", "city": "Paris"}}"#
        var profile = Profile.deserialize(from: json) ?? Profile()
        SmartUpdater.update(&profile, from: #"{"age": 31, "address": {"city": "Lyon"}}"#)
        #expect(profile.name == "Ann")
        #expect(profile.age == 31)
        #expect(profile.address.street == "Rue 1")
        #expect(profile.address.city == "Lyon")
    }
}
