import Foundation
import Testing

@testable import SmartCore

/// Regression tests for what the fuzzers found (Fuzz/README.md, reproducers in
/// Fuzz/crashes/).
@Suite("Fuzzing findings stay fixed")
struct FuzzFindingTests {
    /// Finding 1: names that differ in bytes are different members, even when Swift's
    /// `String ==` finds them equal (canonically equivalent).
    @Test func canonicallyEquivalentKeysAreDistinctMembers() throws {
        let text = "{\"\u{E9}\": 1, \"e\u{301}\": 2}"
        let value = try SmartJSONValue(parsing: text)
        let object = try #require(value.objectValue)
        #expect(object.count == 2)
        #expect(!object.hasRepeatedKeys)
        #expect(value["\u{E9}"] == 1)
        #expect(value["e\u{301}"] == 2)
        #expect(object.effectiveMembers.map(\.value) == [1, 2])
        let again = try SmartJSONValue(parsing: text)
        #expect(value == again)
        #expect(hashOf(value) == hashOf(again))
        #expect(try SmartJSONValue(parsing: value.jsonString()) == value)
        // Large objects (indexed by hash) behave the same.
        var large = SmartJSONObject()
        for index in 0..<100 { large.append(key: "k\(index)", value: .number(SmartJSONNumber(index))) }
        large.append(key: "\u{E9}", value: 1)
        large.append(key: "e\u{301}", value: 2)
        #expect(large["\u{E9}"] == 1)
        #expect(large["e\u{301}"] == 2)
        #expect(!large.hasRepeatedKeys)
    }

    struct Dated: SmartCodable {
        var created: Date?
        var updated: Date = Date(timeIntervalSince1970: 7)
    }

    /// Finding 4: text whose characters are made of several scalars (a digit followed by a
    /// combining mark) is not handed to a `DateFormatter`: on Linux its parser stopped
    /// inside such a character and swift-corelibs-foundation stopped the process. The
    /// strings read as no date; the process goes on.
    @Test func datesWithCombiningMarksDoNotReachTheFormatter() throws {
        let json = "{\"created\": \"202\u{061A}+20,4-02-30\", \"updated\": \"2024-01-0\u{0301}2\"}"
        let (model, reports) = SmartDiagnostics.collect { Dated.deserialize(from: json) }
        let decoded = try #require(model)
        #expect(decoded.created == nil)
        #expect(decoded.updated == Date(timeIntervalSince1970: 7))
        #expect(reports.flatMap(\.issues).count == 2)
        #expect(!FormatterDateParsing.canParse("2024-01-0\u{0301}2"))
        // "\r\n" is one character of two scalars.
        #if canImport(Darwin)
        #expect(FormatterDateParsing.canParse("2024-01-02\r\n"))
        #else
        #expect(!FormatterDateParsing.canParse("2024-01-02\r\n"))
        #endif
        #expect(FormatterDateParsing.canParse("2024-01-02 03:04:05"))
        #expect(DateHeuristics.formattedDateAndFormat(from: "202\u{061A}+20,4-02-30") == nil)
        // Text of one-scalar characters still reads, also in other scripts' digits.
        #expect(DateHeuristics.formattedDateAndFormat(from: "2024-01-02")?.format == "yyyy-MM-dd")
        #expect(Dated.deserialize(from: #"{"created": "2024-01-02"}"#)?.created != nil)
    }

    /// Finding 2: converting Foundation arrays keeps capacity linear (an array of n
    /// elements once got capacity n * 2^n).
    @Test func bridgedArraysHaveLinearCapacity() throws {
        let bridged = try SmartJSONValue(any: Array(repeating: 0, count: 1_000))
        let elements = try #require(bridged.arrayElements)
        #expect(elements.count == 1_000)
        #expect(elements.capacity <= 2_048)
        let nested = try SmartJSONValue(any: ["list": Array(repeating: ["a": 1], count: 500)])
        #expect(nested["list"]?.arrayElements?.capacity ?? .max <= 1_024)
        // Appending to an array while a copy holds its storage copies it once at the same
        // capacity, not twice the capacity every time.
        var array = SmartJSONArray()
        array.reserveCapacity(64)
        var copies: [SmartJSONArray] = []
        for index in 0..<40 {
            copies.append(array)
            array.append(.number(SmartJSONNumber(index)))
        }
        #expect(array.count == 40)
        #expect(array.capacity <= 128)
        #expect(copies[10].count == 10)
    }
}
