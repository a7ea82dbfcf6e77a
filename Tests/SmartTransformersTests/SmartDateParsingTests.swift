import Foundation
import SmartCore
import Testing

/// SmartCore's public entry point to the date heuristic, as transformers call it.
@Suite("SmartDateParsing")
struct SmartDateParsingTests {
    @Test func numbersAndNumericStringsAreTimestamps() {
        #expect(SmartDateParsing.date(from: 1_700_000_000) == TestDates.nov14)
        #expect(SmartDateParsing.date(from: "1700000000") == TestDates.nov14)
        #expect(SmartDateParsing.date(from: 1_700_000_000_123) == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(SmartDateParsing.date(from: UInt64(1_700_000_000)) == TestDates.nov14)
        #expect(SmartDateParsing.date(from: NSNumber(value: 1_700_000_000)) == TestDates.nov14)
    }

    @Test func stringsByFormatThenISO8601() {
        #expect(SmartDateParsing.date(from: "2024-01-02T03:04:05Z") == TestDates.jan2)
        #expect(SmartDateParsing.date(from: "2024/01/02") == TestDates.local("2024-01-02", format: "yyyy-MM-dd"))
    }

    @Test func everythingElseIsNil() {
        let bad: [Any] = ["", "garbage", "nan", "0x1A", true, NSNull(), [1_700_000_000], ["a": 1]]
        for value in bad {
            #expect(SmartDateParsing.date(from: value) == nil, "\(value)")
        }
    }

    @Test func timestampsAlone() {
        #expect(SmartDateParsing.timestamp(from: 12) == 12)
        #expect(SmartDateParsing.timestamp(from: "1e3") == 1000)
        #expect(SmartDateParsing.timestamp(from: " 5") == nil)
        #expect(SmartDateParsing.timestamp(from: "0x1A") == nil)
        #expect(SmartDateParsing.timestamp(from: "inf") == nil)
        #expect(SmartDateParsing.timestamp(from: false) == nil)
        #expect(SmartDateParsing.timestamp(from: "2024-01-02") == nil)
    }
}
