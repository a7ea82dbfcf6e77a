import Foundation
import Testing

@testable import SmartCore

/// `toSnakeCase` (§5.4): the byte path for ASCII names and the character path give the
/// same names, and both give Foundation's.
@Suite("Key strategies: toSnakeCase on bytes and on characters")
struct SnakeCaseEncodingKeyTests {
    /// Every name of up to six characters over `a`, `B`, `_`, `1` (5,461 names: acronyms,
    /// capitals at either end, digits and underscores between words).
    @Test func theASCIIPathMatchesTheCharacterPath() throws {
        let names = GeneratedNames.all(over: ["a", "B", "_", "1"], upTo: 6)
        #expect(names.count == 5_461)
        for name in names {
            var text = name
            let fast = try #require(text.withUTF8 { KeyStrategyConverter.toSnakeCase(asciiBytes: $0) })
            #expect(fast == KeyStrategyConverter.toSnakeCaseByCharacters(name), "\(name.debugDescription)")
        }
    }

    /// Names that are not plain ASCII, or hold a carriage return (with a line feed after
    /// it, one character of two bytes), take the character path.
    @Test(arguments: ["Über", "naïveURL", "aÉb", "a\r\nB", "x\rY", "e\u{301}Te"])
    func otherNamesTakeTheCharacterPath(name: String) {
        var text = name
        #expect(text.withUTF8 { KeyStrategyConverter.toSnakeCase(asciiBytes: $0) } == nil)
        #expect(KeyStrategyConverter.toSnakeCase(name) == KeyStrategyConverter.toSnakeCaseByCharacters(name))
    }

    /// Both paths write what `JSONEncoder`'s `convertToSnakeCase` writes.
    @Test func agreesWithFoundation() throws {
        struct OneKey: Encodable {
            let name: String
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: StringCodingKey.self)
                try container.encode(1, forKey: StringCodingKey(stringValue: name))
            }
        }
        let names = [
            "myURLProperty", "userID", "URL", "url", "a", "A", "ABc", "aBC", "html5Parser", "HTTPServer2Go",
            "already_snake", "_leading", "trailing_", "x1Y2z3", "camelCaseName", "IDs", "Über", "naïveURL",
        ]
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        for name in names {
            let written = try JSONSerialization.jsonObject(with: try encoder.encode(OneKey(name: name)))
            let keys = (written as? [String: Int]).map { Array($0.keys) }
            #expect(keys == [KeyStrategyConverter.toSnakeCase(name)], "\(name.debugDescription)")
        }
    }
}
