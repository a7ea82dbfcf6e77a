import Foundation
import SmartCore
import Testing

/// The original README's serialization example, as written there.
@Suite("Encoding: the seeds' serialization example")
struct SeedSerializationExamplesTests {
    struct JsonToModel: SmartCodable, Equatable {
        var name: String = ""
        var age: Int = 0
        var hobbies: [String] = []
    }

    @Test func dictionaryToModelToDictionaryToJSONToModel() throws {
        let dict: [String: Any] = ["name": "xiaoming", "age": 12, "hobbies": ["chess"]]
        // Dictionary to model
        let xiaoMing = try #require(JsonToModel.deserialize(from: dict))
        // Model to dictionary
        let studentDict = xiaoMing.toDictionary() ?? [:]
        #expect(studentDict["name"] as? String == "xiaoming")
        #expect(studentDict["age"] as? Int == 12)
        #expect(studentDict["hobbies"] as? [String] == ["chess"])
        // Model to JSON string
        let json1 = xiaoMing.toJSONString(prettyPrint: true) ?? ""
        #expect(json1 == "{\n  \"name\" : \"xiaoming\",\n  \"age\" : 12,\n  \"hobbies\" : [\n    \"chess\"\n  ]\n}")
        // JSON string to model
        let xiaoMing2 = try #require(JsonToModel.deserialize(from: json1))
        #expect(xiaoMing2 == xiaoMing)
    }
}
