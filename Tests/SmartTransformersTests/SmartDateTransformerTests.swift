import Foundation
import SmartCore
import Testing

@testable import SmartTransformers

@Suite("SmartDateTransformer")
struct SmartDateTransformerTests {
    static let dayMonthYear = TestDates.utcFormatter("dd.MM.yyyy")

    struct Stamps: SmartCodable {
        var seconds: Date = Date(timeIntervalSince1970: 0)
        var millis: Date?
        var iso: Date = Date(timeIntervalSince1970: 1)
        var formatted: Date?
        var heuristic: Date?
        static func mappingForValue() -> [SmartValueTransformer]? {
            [
                CodingKeys.seconds <--- SmartDateTransformer(strategy: .timestamp),
                CodingKeys.millis <--- SmartDateTransformer(strategy: .timestampMilliseconds),
                CodingKeys.iso <--- SmartDateTransformer(strategy: .iso8601),
                CodingKeys.formatted
                    <--- SmartDateTransformer(strategy: .formatted(SmartDateTransformerTests.dayMonthYear)),
                CodingKeys.heuristic <--- SmartDateTransformer(),
            ]
        }
    }

    // MARK: Reading with the strategy (DI-23)

    @Test func eachStrategyReadsItsOwnForm() throws {
        let json = #"""
            {"seconds": 1700000000, "millis": 1700000000123, "iso": "2024-01-02T03:04:05Z",
             "formatted": "07.04.2024", "heuristic": "2024-01-02T03:04:05Z"}
            """#
        let model = try #require(Stamps.deserialize(from: json))
        #expect(model.seconds == TestDates.nov14)
        #expect(model.millis == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(model.iso == TestDates.jan2)
        #expect(model.formatted == TestDates.april7)
        #expect(model.heuristic == TestDates.jan2)
    }

    @Test func theFormatterIsReallyUsedDayBeforeMonth() throws {
        // DI-23: upstream ignored the strategy and read this as 4 July.
        let model = try #require(Stamps.deserialize(from: #"{"formatted": "07.04.2024"}"#))
        #expect(model.formatted == TestDates.april7)
        #expect(model.formatted != TestDates.july4)
        let direct = SmartDateTransformer(strategy: .formatted(Self.dayMonthYear))
        #expect(direct.transformFromJSON("31.12.1999") == Date(timeIntervalSince1970: 946_598_400))
    }

    @Test func timestampsAreReadInTheStrategysUnit() throws {
        // The heuristic would take 1700000000 as seconds and "1700000000123" as milliseconds;
        // a strategy keeps its unit whatever the size.
        let model = try #require(Stamps.deserialize(from: #"{"seconds": "1700000000123", "millis": 1700000000}"#))
        #expect(model.seconds == Date(timeIntervalSince1970: 1_700_000_000_123))
        #expect(model.millis == Date(timeIntervalSince1970: 1_700_000))
    }

    @Test func numericStringsAndFractionsAreTimestamps() throws {
        let model = try #require(Stamps.deserialize(from: #"{"seconds": "1700000000.5", "millis": "1700000000123"}"#))
        #expect(model.seconds == Date(timeIntervalSince1970: 1_700_000_000.5))
        #expect(model.millis == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(SmartDateTransformer(strategy: .timestamp).transformFromJSON("1.7e9") == TestDates.nov14)
        #expect(SmartDateTransformer(strategy: .timestamp).transformFromJSON(Decimal(1_700_000_000)) == TestDates.nov14)
    }

    @Test func iso8601AcceptsFractionalSeconds() {
        let transformer = SmartDateTransformer(strategy: .iso8601)
        #expect(
            transformer.transformFromJSON("2024-01-02T03:04:05.250Z") == Date(timeIntervalSince1970: 1_704_164_645.25))
        #expect(transformer.transformFromJSON("2024-01-02T05:04:05+02:00") == TestDates.jan2)
    }

    @Test func aFormattedStrategyReadsAWholeNumberAsItsDigits() {
        let transformer = SmartDateTransformer(strategy: .formatted(TestDates.utcFormatter("yyyyMMdd")))
        #expect(transformer.transformFromJSON(20_240_407) == TestDates.april7)
        #expect(transformer.transformFromJSON("20240407") == TestDates.april7)
    }

    // MARK: Falling back to the heuristic

    @Test func whenTheStrategyFailsTheHeuristicReadsTheValue() throws {
        let formatted = SmartDateTransformer(strategy: .formatted(Self.dayMonthYear))
        // "2024-01-02" is not dd.MM.yyyy; the heuristic reads yyyy-MM-dd in the current zone.
        let local = try #require(TestDates.local("2024-01-02", format: "yyyy-MM-dd"))
        let reading = try #require(formatted.read("2024-01-02"))
        #expect(reading.date == local)
        #expect(reading.fellBack)
        #expect(formatted.read("07.04.2024")?.fellBack == false)

        let iso = SmartDateTransformer(strategy: .iso8601)
        #expect(iso.read(1_700_000_000)?.date == TestDates.nov14)
        #expect(iso.read(1_700_000_000)?.fellBack == true)

        let seconds = SmartDateTransformer(strategy: .timestamp)
        #expect(seconds.read("2024-01-02T03:04:05Z")?.date == TestDates.jan2)
        #expect(seconds.read("2024-01-02T03:04:05Z")?.fellBack == true)

        // With no strategy there is nothing to fall back from.
        #expect(SmartDateTransformer().read(1_700_000_000_123)?.fellBack == false)
        #expect(SmartDateTransformer().read(1_700_000_000_123)?.date == Date(timeIntervalSince1970: 1_700_000_000.123))
    }

    @Test func theFallbackAlsoWorksThroughAModel() throws {
        let model = try #require(Stamps.deserialize(from: #"{"iso": 1700000000, "formatted": "2024-01-02T03:04:05Z"}"#))
        #expect(model.iso == TestDates.nov14)
        #expect(model.formatted == TestDates.jan2)
    }

    // MARK: Bad input

    @Test func badValuesGiveNilFromTheTransformer() {
        let transformers = [
            SmartDateTransformer(), SmartDateTransformer(strategy: .timestamp),
            SmartDateTransformer(strategy: .timestampMilliseconds), SmartDateTransformer(strategy: .iso8601),
            SmartDateTransformer(strategy: .formatted(Self.dayMonthYear)),
        ]
        let bad: [Any] = [
            "", "garbage", "nan", "0x1A", "32.13.2024", true, false, NSNull(), [1], ["a": 1], [Any](), Double.infinity,
        ]
        for transformer in transformers {
            for value in bad {
                #expect(
                    transformer.transformFromJSON(value) == nil, "\(String(describing: transformer.strategy)) \(value)")
            }
        }
    }

    @Test(arguments: [#""""#, #""garbage""#, #""32.13.2024""#] + wrongKinds)
    func badValuesGiveTheFallbackThroughAModel(_ json: String) throws {
        let text =
            #"{"seconds": \#(json), "millis": \#(json), "iso": \#(json), "formatted": \#(json), "heuristic": \#(json)}"#
        let model = try #require(Stamps.deserialize(from: text))
        #expect(model.seconds == Date(timeIntervalSince1970: 0))
        #expect(model.millis == nil)
        #expect(model.iso == Date(timeIntervalSince1970: 1))
        #expect(model.formatted == nil)
        #expect(model.heuristic == nil)
    }

    // MARK: Writing

    @Test func eachStrategyWritesItsOwnForm() throws {
        let model = Stamps(
            seconds: TestDates.nov14, millis: Date(timeIntervalSince1970: 1_700_000_000.123), iso: TestDates.jan2,
            formatted: TestDates.april7, heuristic: Date(timeIntervalSince1970: 1_700_000_000.5))
        let text = try #require(model.toJSONString())
        #expect(
            text
                == #"{"seconds":1700000000,"millis":1700000000123,"iso":"2024-01-02T03:04:05Z","formatted":"07.04.2024","heuristic":1700000000.5}"#
        )
        let dictionary = try #require(model.toDictionary())
        #expect(dictionary["iso"] as? String == "2024-01-02T03:04:05Z")
        #expect(dictionary["formatted"] as? String == "07.04.2024")
        // And back: every strategy reads what it wrote.
        let decoded = try #require(Stamps.deserialize(from: text))
        #expect(decoded.seconds == model.seconds)
        #expect(decoded.millis == model.millis)
        #expect(decoded.iso == model.iso)
        #expect(decoded.formatted == model.formatted)
        #expect(decoded.heuristic == model.heuristic)
    }

    @Test func writingDirectly() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        #expect(SmartDateTransformer().transformToJSON(date) as? Double == 1_700_000_000.123)
        #expect(SmartDateTransformer(strategy: .timestamp).transformToJSON(date) as? Double == 1_700_000_000.123)
        #expect(
            SmartDateTransformer(strategy: .timestampMilliseconds).transformToJSON(date) as? Double == 1_700_000_000_123
        )
        #expect(SmartDateTransformer(strategy: .iso8601).transformToJSON(date) as? String == "2023-11-14T22:13:20Z")
        #expect(
            SmartDateTransformer(strategy: .formatted(Self.dayMonthYear)).transformToJSON(date) as? String
                == "14.11.2023")
        #expect(
            SmartDateTransformer(strategy: .timestamp).transformToJSON(Date(timeIntervalSince1970: .infinity)) == nil)
    }

    @Test func transformersCanBeSharedAcrossTasks() async {
        let iso = SmartDateTransformer(strategy: .iso8601)
        let results = await withTaskGroup(of: Bool.self) { group in
            for offset in 0..<200 {
                group.addTask {
                    let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(offset) * 86_400)
                    guard let text = iso.transformToJSON(date) else { return false }
                    return iso.transformFromJSON(text) == date
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 })
    }
}
