import Foundation
import SmartCore
import Testing

// The decoding examples of the original README (seed 000) and usage guide (seed 003),
// written as they appear there. Changes: `print` becomes `#expect`, `guard … else { return }`
// becomes `#require`, JSON the documents leave out is supplied, and old names are updated
// (`.dateStrategy` → `.date`, optional transformer parameters → non-optional). The wrapper,
// transformer, updater and inheritance-macro examples belong to other modules.

/// README: "Usage Examples".
struct SeedUser: SmartCodable {
    var name: String = ""
    var age: Int = 0
}

/// README section 1 "The Basics", class form.
class SeedBasicTypesClass: SmartCodable {
    var int: Int = 2
    var doubleOptional: Double?
    required init() {}
}

/// README section 1 "The Basics", struct form.
struct SeedBasicTypes: SmartCodable {
    var int: Int = 2
    var doubleOptional: Double?
}

@Suite("Seed examples")
struct SeedExamplesTests {
    // MARK: README

    @Test func readmeUsageExample() throws {
        let user = User.deserialize(from: ["name": "John", "age": 30])
        #expect(user?.name == "John")
        #expect(user?.age == 30)
    }
    typealias User = SeedUser

    @Test func readmeBasics() throws {
        let json = #"{"int": 8, "doubleOptional": 1.5}"#
        let model = try #require(SeedBasicTypesClass.deserialize(from: json))
        #expect(model.int == 8)
        #expect(model.doubleOptional == 1.5)
        let structModel = try #require(SeedBasicTypes.deserialize(from: json))
        #expect(structModel.int == 8)
        #expect(structModel.doubleOptional == 1.5)
        // With nothing usable, the initializer values.
        let empty = try #require(SeedBasicTypes.deserialize(from: #"{"int": "two", "doubleOptional": null}"#))
        #expect(empty.int == 2)
        #expect(empty.doubleOptional == nil)
    }

    /// README section 2.1: every input form, and `designatedPath: "data.user.info"`.
    @Test func readmeDeserializationAPI() throws {
        struct Model: SmartCodable { var name: String = "" }
        let json = #"{"data": {"user": {"info": {"name": "target content"}}}}"#
        #expect(Model.deserialize(from: json, designatedPath: "data.user.info")?.name == "target content")
        #expect(Model.deserialize(from: Data(json.utf8), designatedPath: "data.user.info")?.name == "target content")
        let dict: [String: Any] = ["data": ["user": ["info": ["name": "target content"]]]]
        #expect(Model.deserialize(from: dict, designatedPath: "data.user.info")?.name == "target content")
        // "Returns nil if any path segment is invalid"; "Empty path returns entire content".
        #expect(Model.deserialize(from: json, designatedPath: "data.nobody.info") == nil)
        #expect(Model.deserialize(from: #"{"name": "whole"}"#, designatedPath: "")?.name == "whole")
    }

    /// README section 2.1 "Decoding Strategies".
    @Test func readmeDecodingStrategies() throws {
        struct Model: SmartCodable {
            var userName: String = ""
            var joinDate: Date?
            var avatar: Data?
        }
        let options: Set<SmartDecodingOption> = [
            .key(.convertFromSnakeCase),
            .date(.iso8601),
            .data(.base64),
        ]
        let json = #"{"user_name": "mccc", "join_date": "2024-01-02T03:04:05Z", "avatar": "aGk="}"#
        let model = try #require(Model.deserialize(from: json, options: options))
        #expect(model.userName == "mccc")
        #expect(model.joinDate == isoDate("2024-01-02T03:04:05Z"))
        #expect(model.avatar == Data("hi".utf8))
    }

    /// README section 2.2: the post-processing callback.
    @Test func readmeDidFinishMapping() throws {
        struct Model: SmartCodable {
            var name: String = ""
            mutating func didFinishMapping() {
                name = "I am \(name)"
            }
        }
        #expect(Model.deserialize(from: #"{"name": "Mccc"}"#)?.name == "I am Mccc")
    }

    /// README section 5.1: stringified JSON.
    @Test func readmeStringifiedJSON() throws {
        struct Model: SmartCodable {
            var hobby: Hobby?
            var hobbys: [Hobby]?
        }
        struct Hobby: SmartCodable {
            var name: String = ""
        }
        let dict: [String: Any] = [
            "hobby": "{\"name\":\"sleep1\"}",
            "hobbys": "[{\"name\":\"sleep2\"}]",
        ]
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.hobby?.name == "sleep1")
        #expect(model.hobbys?.map(\.name) == ["sleep2"])
    }

    /// README section 5.2 and the usage guide's "Compatibility".
    @Test func readmeCompatibility() throws {
        let dict = [
            "number1": "123",
            "number2": "Mccc",
            "number3": "Mccc",
        ]
        struct Model: SmartCodable {
            var number1: Int?
            var number2: Int?
            var number3: Int = 1
        }
        // decode result: Model(number1: 123, number2: nil, number3: 1)
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.number1 == 123)
        #expect(model.number2 == nil)
        #expect(model.number3 == 1)
    }

    /// README section 5.4: the enum.
    @Test func readmeEnum() throws {
        struct Student: SmartCodable {
            var name: String = ""
            var sex: Sex = .man

            enum Sex: String, SmartCaseDefaultable {
                case man = "man"
                case woman = "woman"
            }
        }
        let model = try #require(Student.deserialize(from: #"{"name": "Lily", "sex": "woman"}"#))
        #expect(model.name == "Lily")
        #expect(model.sex == .woman)
        #expect(Student.deserialize(from: #"{"name": "Lily", "sex": "girl"}"#)?.sex == .man)
    }

    /// README section 5.4 / usage guide: an associated-value enum decoded by its transformer.
    @Test func readmeAssociatedValueEnum() throws {
        let model = try #require(AssociatedModel.deserialize(from: #"{"sex": "women"}"#))
        #expect(model.sex == .women)
        #expect(AssociatedModel.deserialize(from: #"{"sex": "robot"}"#)?.sex == .other("robot"))
        #expect(AssociatedModel.deserialize(from: #"{"sex": 5}"#)?.sex == .man)
        #expect(AssociatedModel.deserialize(from: "{}")?.sex == .man)
    }

    struct AssociatedModel: SmartCodable {
        var sex: Sex = .man
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.sex <--- RelationEnumTranformer()
            ]
        }
    }

    enum Sex: SmartAssociatedEnumerable, Equatable {
        case man
        case women
        case other(String)
        static var defaultCase: Sex { .man }
    }

    struct RelationEnumTranformer: ValueTransformable {
        typealias Object = Sex
        typealias JSON = String

        func transformToJSON(_ value: Sex) -> String? {
            switch value {
            case .man: return "man"
            case .women: return "women"
            case .other(let text): return text
            }
        }
        func transformFromJSON(_ value: Any) -> Sex? {
            guard let text = value as? String else { return nil }
            switch text {
            case "man": return .man
            case "women": return .women
            default: return .other(text)
            }
        }
    }

    // MARK: Usage guide (seed 003)

    @Test func guideDecodingDictionary() throws {
        struct Model: SmartCodable {
            var name: String = ""
        }
        let dict: [String: String] = ["name": "xiaoming"]
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.name == "xiaoming")
    }

    @Test func guideDecodeArray() throws {
        struct Model: SmartCodable {
            var name: String = ""
        }
        let dict: [String: String] = ["name": "xiaoming"]
        let arr = [dict, dict]
        let models = try #require([Model].deserialize(from: arr))
        #expect(models.map(\.name) == ["xiaoming", "xiaoming"])
    }

    @Test func guideDesignatedPath() throws {
        let jsonString = """
                {
                    "people": [
                        {
                            "name": "John Doe",
                            "age": 30
                        },
                        {
                            "name": "Jane Smith",
                            "age": 25
                        }
                    ]
                }
            """
        struct PathModel: SmartCodable {
            var name: String?
            var age: Int?
        }
        let models = try #require([PathModel].deserialize(from: jsonString, designatedPath: "people"))
        #expect(models.map(\.name) == ["John Doe", "Jane Smith"])
        #expect(models.map(\.age) == [30, 25])
    }

    @Test func guideCompositionObject() throws {
        struct Model: SmartCodable {
            var name: String = "Mccc"
            var sub: SubModel?
        }
        struct SubModel: SmartCodable {
            var name: String = ""
        }
        let model = try #require(Model.deserialize(from: #"{"sub": {"name": "child"}}"#))
        #expect(model.name == "Mccc")
        #expect(model.sub?.name == "child")
        #expect(Model.deserialize(from: "{}")?.sub == nil)
    }

    @Test func guideModelingOfJSONStrings() throws {
        let dict: [String: Any] = [
            "hobby": "{\"name\":\"sleep\"}"
        ]
        struct Model: SmartCodable {
            var hobby: Hobby?
        }
        struct Hobby: SmartCodable {
            var name: String = ""
        }
        let model = try #require(Model.deserialize(from: dict))
        #expect(model.hobby?.name == "sleep")
    }

    @Test func guideDecodingEnum() throws {
        struct Model: SmartCodable {
            var `enum`: myEnum?
        }
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        // The seed's own spelling, kept so the example compiles as users wrote it.
        enum myEnum: String, SmartCaseDefaultable {
            case a
            case b
            case c = "hello"
        }
        #expect(Model.deserialize(from: #"{"enum": "hello"}"#)?.enum == .c)
        #expect(Model.deserialize(from: #"{"enum": "b"}"#)?.enum == .b)
        #expect(Model.deserialize(from: #"{"enum": "c"}"#)?.enum == nil)
    }

    @Test func guideIgnoreKeyThroughCodingKeys() throws {
        struct Model: SmartCodable {
            var name: String = ""
            var ignore: String = ""
            var age: Int = 0

            enum CodingKeys: String, CodingKey {
                case name
                case age
            }
        }
        let model = try #require(Model.deserialize(from: #"{"name": "n", "ignore": "not read", "age": 3}"#))
        #expect(model.name == "n")
        #expect(model.ignore == "")
        #expect(model.age == 3)
    }

    @Test func guideKeyStrategy() throws {
        struct TwoModel: SmartCodable {
            var firstName: String = ""
            var lastLoginTime: Int = 0
        }
        let dict1: [String: Any] = ["first_name": "Mccc", "last_login_time": "1700"]
        let option1: SmartDecodingOption = .key(.fromSnakeCase)
        let model1 = try #require(TwoModel.deserialize(from: dict1, options: [option1]))
        #expect(model1.firstName == "Mccc")
        #expect(model1.lastLoginTime == 1700)
    }

    @Test func guideDateOption() throws {
        struct FeedOne: SmartCodable {
            var date: Date?
        }
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let option: SmartDecodingOption = .date(.formatted(dateFormatter))
        let model = try #require(FeedOne.deserialize(from: #"{"date": "2024-01-02 03:04:05"}"#, options: [option]))
        #expect(model.date == dateFormatter.date(from: "2024-01-02 03:04:05"))
        #expect(model.date != nil)
    }

    @Test func guideDataOption() throws {
        struct FeedOne: SmartCodable {
            var address: Data?
        }
        let json = #"{"address": "aHR0cHM6Ly9leGFtcGxlLmNvbQ=="}"#
        let option: SmartDecodingOption = .data(.base64)
        let model = try #require(FeedOne.deserialize(from: json, options: [option]))
        let data = try #require(model.address)
        #expect(String(data: data, encoding: .utf8) == "https://example.com")
    }

    @Test func guideFloatOption() throws {
        struct FeedOne: SmartCodable {
            var high: Double = 0
            var low: Float = 0
            var unknown: Double = 0
        }
        let json = #"{"high": "infinity", "low": "-infinity", "unknown": "NaN"}"#
        let option: SmartDecodingOption = .float(
            .convertFromString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "NaN"))
        let model1 = try #require(FeedOne.deserialize(from: json, options: [option]))
        #expect(model1.high == .infinity)
        #expect(model1.low == -.infinity)
        #expect(model1.unknown.isNaN)
    }

    @Test func guideDidFinishMappingOnAClass() throws {
        let model = try #require(GuideFinishModel.deserialize(from: #"{"age": 3}"#))
        #expect(model.name == "-")
        #expect(model.age == 3)
        #expect(GuideFinishModel.deserialize(from: #"{"name": "a"}"#)?.name == "a")
    }

    /// The guide's second inheritance option: override `init(from:)`.
    @Test func guideInheritanceByOverridingInitFromDecoder() throws {
        let model = try #require(GuideSubModel.deserialize(from: #"{"name": "n", "age": "3", "nickName": 7}"#))
        #expect(model.name == "n")
        #expect(model.age == 3)
        #expect(model.nickName == "7")
        let missing = try #require(GuideSubModel.deserialize(from: #"{"name": "n"}"#))
        #expect(missing.nickName == "")
        #expect(missing.age == 0)
    }
}

/// Usage guide: "Parse the completed callback".
class GuideFinishModel: SmartDecodable {
    var name: String = ""
    var age: Int = 0
    var desc: String = ""
    required init() {}

    func didFinishMapping() {
        if name.isEmpty {
            name = "-"
        }
    }
}

/// Usage guide: inheritance by overriding `init(from:)`.
class GuideBaseModel: SmartCodable {
    var name: String = ""
    var age: Int = 0

    enum CodingKeys: CodingKey {
        case name
        case age
    }
    required init() {}
}

class GuideSubModel: GuideBaseModel {
    var nickName: String = ""
    enum CodingKeys: CodingKey {
        case nickName
    }
    required init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.nickName = try container.decode(String.self, forKey: .nickName)
    }

    required init() {
        super.init()
    }
}
