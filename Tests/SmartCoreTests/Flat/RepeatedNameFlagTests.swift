import Foundation
import Testing

@testable import SmartCore

/// Every object's repeated-name flag, as the scanner sets it, against what the generated
/// document holds: random objects nested in objects and arrays, names written plainly or
/// with some characters escaped, short and long, few or more than the direct-compare
/// limit (so both the compare path and the hashing path run), repeats and near misses.
@Suite("Repeated-name flag of every object")
struct RepeatedNameFlagTests {
    /// Decoded names the generator draws from: many share a length or their first and
    /// last bytes, two are longer than the short-name path reads, and some are not ASCII.
    static let namePool: [String] = {
        var pool = (0..<26).map { String(UnicodeScalar(UInt8(97 + $0))) }
        pool += ["ab", "ba", "abc", "acb", "id", "di", "name", "nmae", "é", "eé", "日本"]
        pool += (0..<40).map { "key\($0)" }
        pool += [
            "a-very-long-member-name-that-passes-thirty-two-bytes",
            "a-very-long-member-name-that-passes-thirty-two-bytez",
        ]
        return pool
    }()

    /// `name` as JSON text, each character escaped with a probability of one in four.
    static func written(_ name: String, using generator: inout SplitMix64) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            if generator.below(4) == 0 {
                for unit in String(scalar).utf16 { text += String(format: "\\u%04x", unit) }
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// An object as JSON text; appends its flag and those of the objects inside it to
    /// `flags`, in the order their opening braces appear.
    static func object(depth: Int, using generator: inout SplitMix64, flags: inout [Bool]) -> String {
        let memberCount = generator.below(8) == 0 ? 60 + generator.below(30) : generator.below(12)
        let flagIndex = flags.count
        flags.append(false)
        var seen = Set<String>()
        var repeats = false
        var members: [String] = []
        for _ in 0..<memberCount {
            let name = namePool[generator.below(namePool.count)]
            if !seen.insert(name).inserted { repeats = true }
            let value: String
            switch depth < 3 ? generator.below(6) : 0 {
            case 1: value = object(depth: depth + 1, using: &generator, flags: &flags)
            case 2: value = "[" + object(depth: depth + 1, using: &generator, flags: &flags) + ", 1]"
            default: value = String(generator.below(100))
            }
            members.append(written(name, using: &generator) + ": " + value)
        }
        flags[flagIndex] = repeats
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func everyObjectIsFlaggedExactlyWhenANameRepeats() throws {
        var generator = SplitMix64(seed: 0x5EED_0F_A11_0B1)
        var repeated = 0
        var distinct = 0
        for _ in 0..<400 {
            var expected: [Bool] = []
            let text = Self.object(depth: 0, using: &generator, flags: &expected)
            let document = try SmartJSONValue.flatDocument(text, options: SmartJSONParsingOptions())
            var found: [Bool] = []
            for index in 0..<document.entryCount where document.entries[index].kind == .object {
                found.append(document.entries[index].has(FlatEntry.hasRepeatedKeys))
            }
            #expect(found == expected, "\(text)")
            let tree = try SmartJSONValue(parsing: text)
            #expect(tree.objectValue?.hasRepeatedKeys == expected.first)
            repeated += expected.filter { $0 }.count
            distinct += expected.filter { !$0 }.count
        }
        // The corpus holds plenty of both kinds of object.
        #expect(repeated > 300)
        #expect(distinct > 300)
    }

    /// A name written with escapes early in an object, a nested object that comes and
    /// goes, and then the same name written plainly: the escape must still be seen.
    @Test func anEscapedNameBeforeANestedObjectStillCounts() throws {
        let cases: [(String, Bool)] = [
            (#"{"\u0061b": 1, "o": {"p": 1, "q": 2}, "ab": 2}"#, true),
            (#"{"ab": 1, "o": {"\u0070": 1, "q": 2}, "\u0061\u0062": 2}"#, true),
            (#"{"ab": 1, "o": {"\u0070": 1, "p": 2}, "ac": 2}"#, false),
            (#"{"o": {"\u0070": 1}, "p": 1, "q": 2, "p\u0071": 3, "pq": 4}"#, true),
            (#"{"o": [{"\u0070": 1}], "p": 1, "q": 2, "pq": 4}"#, false),
        ]
        for (text, repeats) in cases {
            let document = try SmartJSONValue.flatDocument(text, options: SmartJSONParsingOptions())
            #expect(document.entries[0].has(FlatEntry.hasRepeatedKeys) == repeats, "\(text)")
        }
    }
}
