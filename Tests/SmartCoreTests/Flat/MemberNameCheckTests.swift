import Foundation
import Testing

@testable import SmartCore

/// Repeated member names are found in linear time, however the names are chosen: the
/// work is counted (names compared or hashed), not timed.
@Suite("Repeated member names in linear time")
struct MemberNameCheckTests {
    static func cost(_ text: String) throws -> (operations: Int, rootHasRepeatedNames: Bool) {
        var text = text
        return try text.withUTF8 { try NameCheckCountingSink.cost(of: $0) }
    }

    /// One object with `count` distinct names of equal length that share their first two
    /// and last two bytes (so every fingerprint is the same), optionally repeating the first.
    static func adversarialObject(count: Int, repeatFirst: Bool = false) -> String {
        var text = "{"
        for index in 0..<count {
            let digits = String(index)
            let padded = String(repeating: "0", count: 7 - digits.count) + digits
            text += "\"kk\(padded)zz\": 1,"
        }
        text += repeatFirst ? "\"kk0000000zz\": 2}" : "\"end\": 0}"
        return text
    }

    @Test func sameFingerprintNamesCostLinearWork() throws {
        let small = try Self.cost(Self.adversarialObject(count: 2_000))
        let large = try Self.cost(Self.adversarialObject(count: 16_000))
        #expect(!small.rootHasRepeatedNames)
        #expect(!large.rootHasRepeatedNames)
        // Eight times the names may cost at most about eight times the work (quadratic
        // work would be 64 times), and never more than a few operations per name.
        #expect(large.operations <= 9 * small.operations)
        #expect(large.operations <= 4 * 16_000)
    }

    @Test func aRepeatAmongManyNamesIsFound() throws {
        let found = try Self.cost(Self.adversarialObject(count: 5_000, repeatFirst: true))
        #expect(found.rootHasRepeatedNames)
        let document = try SmartJSONValue.flatDocument(
            Self.adversarialObject(count: 5_000, repeatFirst: true), options: SmartJSONParsingOptions())
        #expect(KeyLookup.value(named: "kk0000000zz", in: FlatCursor(document, 0))?.numberValue?.exactly(Int.self) == 2)
    }

    @Test func smallObjectsCompareOnlyOnFingerprintMatches() throws {
        let typical = try Self.cost(#"{"id": 1, "name": "a", "email": "b", "age": 3, "tags": [], "active": true}"#)
        #expect(!typical.rootHasRepeatedNames)
        #expect(typical.operations <= 2)
        #expect(try Self.cost(#"{"a": 1, "b": 2, "a": 3}"#).rootHasRepeatedNames)
        #expect(try Self.cost(#"{"a\u0062": 1, "ab": 2}"#).rootHasRepeatedNames)
    }

    @Test func theTreeParserSeesTheSameRepeats() throws {
        let text = Self.adversarialObject(count: 3_000, repeatFirst: true)
        let tree = try SmartJSONValue(parsing: text)
        #expect(tree.objectValue?.hasRepeatedKeys == true)
        #expect(tree["kk0000000zz"] == 2)
    }
}
