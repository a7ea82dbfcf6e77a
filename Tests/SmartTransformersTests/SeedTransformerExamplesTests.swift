import Foundation
import SmartCore
import SmartTransformers
import Testing

/// The transformer examples of the seed documents, as written there.
@Suite("Seed transformer examples")
struct SeedTransformerExamplesTests {
    /// The usage guide's model (the README's is the same without `data`).
    struct SmartModel: SmartCodable {
        var date1: Date?
        var date2: Date?
        var url: URL?
        var data: Data?

        static func mappingForValue() -> [SmartValueTransformer]? {
            let format = DateFormatter()
            format.dateFormat = "yyyy-MM-dd"
            return [
                CodingKeys.url <--- SmartURLTransformer(prefix: "https://"),
                CodingKeys.date2 <--- SmartDateTransformer(),
                CodingKeys.date1 <--- SmartDateFormatTransformer(format),
                CodingKeys.data <--- SmartDataTransformer(),
            ]
        }
    }

    @Test func theUsageGuideModel() throws {
        let dict: [String: Any] = [
            "date1": "2024-04-07", "date2": 1_700_000_000, "url": "www.example.com/path", "data": "aGk=",
        ]
        let model = try #require(SmartModel.deserialize(from: dict))
        // The seed's formatter has no time zone set, so it reads in the current one.
        #expect(model.date1 == TestDates.local("2024-04-07", format: "yyyy-MM-dd"))
        #expect(model.date2 == TestDates.nov14)
        #expect(model.url?.absoluteString == "https://www.example.com/path")
        #expect(model.data == Data("hi".utf8))

        let written = try #require(model.toDictionary())
        #expect(written["date1"] as? String == "2024-04-07")
        #expect((written["date2"] as? NSNumber)?.doubleValue == 1_700_000_000)
        #expect(written["url"] as? String == "https://www.example.com/path")
        #expect(written["data"] as? String == "aGk=")
    }

    /// The Chinese README's variant, with strategies.
    struct StrategyModel: SmartCodable {
        var url: URL?
        var date1: Date?
        var date2: Date?

        static func mappingForValue() -> [SmartValueTransformer]? {
            let format = DateFormatter()
            format.dateFormat = "yyyy-MM-dd"
            format.timeZone = TimeZone(identifier: "UTC")
            return [
                CodingKeys.url <--- SmartURLTransformer(prefix: "https://"),
                CodingKeys.date1 <--- SmartDateTransformer(strategy: .timestamp),
                CodingKeys.date2 <--- SmartDateTransformer(strategy: .formatted(format)),
            ]
        }
    }

    @Test func theChineseReadmeModel() throws {
        let model = try #require(
            StrategyModel.deserialize(from: #"{"url": "https://a.com", "date1": "1700000000", "date2": "2024-04-07"}"#))
        #expect(model.url?.absoluteString == "https://a.com")
        #expect(model.date1 == TestDates.nov14)
        #expect(model.date2 == TestDates.april7)
        #expect(model.toJSONString() == #"{"url":"https://a.com","date1":1700000000,"date2":"2024-04-07"}"#)
    }
}
