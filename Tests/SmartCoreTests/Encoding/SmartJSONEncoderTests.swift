import Foundation
import SmartCore
import Testing

@Suite("SmartJSONEncoder")
struct SmartJSONEncoderTests {
    struct Profile: SmartCodable {
        var userName: String = "ann/b"
        var joined: Date = Date(timeIntervalSince1970: 86_400)
        var ratio: Double = 0.5
    }

    @Test func encodesLikeToJSONString() throws {
        let data = try SmartJSONEncoder().encode(Profile())
        #expect(String(decoding: data, as: UTF8.self) == #"{"userName":"ann/b","joined":86400,"ratio":0.5}"#)
    }

    @Test func honoursFoundationSettings() throws {
        let encoder = SmartJSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(Profile())
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"joined":"1970-01-02T00:00:00Z","ratio":0.5,"user_name":"ann/b"}"#)
    }

    @Test func smartSettingsWin() throws {
        let encoder = SmartJSONEncoder()
        encoder.smartKeyEncodingStrategy = .firstLetterUpper
        encoder.smartDateEncodingStrategy = .millisecondsSince1970
        let data = try encoder.encode(Profile())
        #expect(String(decoding: data, as: UTF8.self) == #"{"UserName":"ann/b","Joined":86400000,"Ratio":0.5}"#)
    }

    @Test func nonFiniteValuesThrowAnEncodingError() {
        #expect(throws: EncodingError.self) {
            try SmartJSONEncoder().encode(Profile(ratio: .nan))
        }
    }

    @Test func worksWhereAJSONEncoderIsExpected() throws {
        let encoder: JSONEncoder = SmartJSONEncoder()
        let data = try encoder.encode(Profile())
        let decoded = try SmartJSONDecoder().smartDecode(Profile.self, from: data)
        #expect(decoded.userName == "ann/b")
        #expect(decoded.joined == Date(timeIntervalSince1970: 86_400))
    }
}
