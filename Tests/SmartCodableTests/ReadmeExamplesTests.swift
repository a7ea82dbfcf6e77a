import Foundation
import SmartCodable
import Testing

/// The examples of README.md, as written there, with the results it states.
@Suite("README examples")
struct ReadmeExamplesTests {
    struct User: SmartCodable {
        var name: String = ""
        var age: Int = 0
        var role: Role = .member
    }

    enum Role: String, SmartCaseDefaultable { case admin, member }

    static let json = #"{"name": "Ann", "age": "41", "role": "superuser"}"#

    @Test func theFirstExampleAndItsIssues() throws {
        let (decoded, reports) = SmartDiagnostics.collect { User.deserialize(from: Self.json) }
        let user = try #require(decoded)
        #expect(user.name == "Ann")
        #expect(user.age == 41)
        #expect(user.role == .member)
        let issues = try #require(reports.first).issues
        #expect(issues.map(\.location) == ["age", "role"])
        #expect(issues.map(\.resolution) == [.converted, .initializerValue])
        #expect(issues.first?.message == "Expected to decode 'Int' but found String instead.")
    }

    struct Profile: SmartCodable {
        var nickname: String = "anonymous"
        var avatar: URL?
        var friends: [Profile] = []
    }

    @Test func theOneRule() throws {
        let profile = try #require(Profile.deserialize(from: #"{"nickname": null, "avatar": true, "friends": [1]}"#))
        #expect(profile.nickname == "anonymous")
        #expect(profile.avatar == nil)
        #expect(profile.friends.isEmpty)
        #expect(Profile.deserialize(from: "[1, 2]") == nil)
        #expect(Profile.deserialize(from: "not json") == nil)
    }

    struct Item: SmartCodable, Equatable {
        var sku: String = ""
    }

    struct Order: SmartCodable {
        var id: Int = 0
        var total: Decimal = 0
        var placed: Date?
        @SmartAny var extra: [String: Any] = [:]
        @SmartCompact.Array var items: [Item] = []
        @SmartIgnored var isSelected = false

        static func mappingForKey() -> [SmartKeyTransformer]? {
            [CodingKeys.id <--- ["order_id", "orderId"]]
        }
        static func mappingForValue() -> [SmartValueTransformer]? {
            [CodingKeys.placed <--- SmartDateTransformer(strategy: .iso8601)]
        }
    }

    @Test func atAGlance() throws {
        let response = #"""
            {"data": {"list": [
              {"order_id": 7, "total": 12.50, "placed": "2024-01-02T03:04:05Z", "extra": {"gift": true},
               "items": [{"sku": "a"}, 5, {"sku": "b"}], "isSelected": true}
            ]}}
            """#
        let orders = try #require([Order].deserialize(from: response, designatedPath: "data.list"))
        let order = try #require(orders.first)
        #expect(order.id == 7)
        #expect(order.total == Decimal(string: "12.50"))
        #expect(order.placed == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(order.extra["gift"] as? Bool == true)
        #expect(order.items == [Item(sku: "a"), Item(sku: "b")])
        #expect(order.isSelected == false)
        let json = try #require(order.toJSONString(useMappedKeys: true))
        #expect(json.contains(#""order_id":7"#))
        #expect(json.contains(#""placed":"2024-01-02T03:04:05Z""#))
    }
}
