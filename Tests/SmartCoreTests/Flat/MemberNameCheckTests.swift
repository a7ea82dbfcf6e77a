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

    /// One object with `count` distinct names of equal length that share their first
    /// eight and last eight bytes (so every fingerprint is the same), optionally repeating
    /// the first.
    static func adversarialObject(count: Int, repeatFirst: Bool = false) -> String {
        var text = "{"
        for index in 0..<count {
            let digits = String(index)
            let padded = String(repeating: "0", count: 7 - digits.count) + digits
            text += "\"kkkkkkkk\(padded)zzzzzzzz\": 1,"
        }
        text += repeatFirst ? "\"\(firstName)\": 2}" : "\"end\": 0}"
        return text
    }

    static let firstName = "kkkkkkkk0000000zzzzzzzz"

    @Test func theAdversarialNamesShareOneFingerprint() {
        let fingerprints = Set(
            (0..<50).map { index in
                let digits = String(index)
                var name = "kkkkkkkk" + String(repeating: "0", count: 7 - digits.count) + digits + "zzzzzzzz"
                return name.withUTF8 { MemberNameCheck.fingerprint($0) }
            })
        #expect(fingerprints.count == 1)
    }

    /// The scanner's short-name path computes a fingerprint from the words it read; it
    /// must agree with the general one (used for escaped and long names) at every
    /// length, or a repeat would pass the filter unseen.
    @Test func theShortNamePathAgreesWithTheGeneralFingerprint() throws {
        let padding = String(repeating: " ", count: 40)
        for length in 1...40 {
            let rest = String((1..<length).map { Character(UnicodeScalar(UInt8(97 + ($0 * 7) % 26))) })
            // Plain first (the short path up to 31 bytes), then with its first letter
            // escaped (the general path, fingerprinted from the decoded text), and the
            // other way round.
            let plainFirst = #"{"a\#(rest)": 1, "\u0061\#(rest)": 2}"# + padding
            let escapedFirst = #"{"\u0061\#(rest)": 1, "a\#(rest)": 2}"# + padding
            #expect(try Self.cost(plainFirst).rootHasRepeatedNames, "length \(length)")
            #expect(try Self.cost(escapedFirst).rootHasRepeatedNames, "length \(length)")
            // Names that differ only in their last byte are not repeats.
            let different = #"{"a\#(rest)": 1, "a\#(rest.dropLast())Q": 2}"# + padding
            #expect(try !Self.cost(different).rootHasRepeatedNames, "length \(length)")
        }
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
        #expect(
            KeyLookup.value(named: Self.firstName, in: FlatCursor(document, 0))?.numberValue?.exactly(Int.self) == 2)
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
        #expect(tree[Self.firstName] == 2)
    }
}
