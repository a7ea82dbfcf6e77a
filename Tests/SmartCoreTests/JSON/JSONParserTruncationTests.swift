import Foundation
import SmartCore
import Testing

@Suite("JSONParser: truncated and damaged input")
struct JSONParserTruncationTests {
    /// An object holding every kind of value, every escape and multi-byte text (about 300 bytes).
    static let sample =
        #"{"name":"Zoë \"Q\" Ünal","emoji":"😀 \uD83D\uDE00","escapes":"\\ \/ \b\f\n\r\t \u00e9","int":-42,"big":123456789012345678901234567890,"frac":3.25e-2,"zero":-0,"yes":true,"no":false,"nothing":null,"list":[1,"two",[],{}],"nested":{"a":[{"b":null}],"c":"日本語"},"empty":""}"#

    /// What the sample holds, spelled out with literals.
    static func expectedSample() throws -> SmartJSONValue {
        let big = try #require(SmartJSONNumber(text: "123456789012345678901234567890"))
        return [
            "name": "Zoë \"Q\" Ünal",
            "emoji": "😀 😀",
            "escapes": "\\ / \u{08}\u{0C}\n\r\t é",
            "int": -42,
            "big": .number(big),
            "frac": 0.0325,
            "zero": 0,
            "yes": true,
            "no": false,
            "nothing": nil,
            "list": [1, "two", [], .object(SmartJSONObject())],
            "nested": ["a": [["b": nil]], "c": "日本語"],
            "empty": "",
        ]
    }

    /// Failures a cut-off document may report.
    static let truncationKinds: Set<SmartJSONParseError.Kind> = [
        .emptyInput, .unexpectedEndOfInput, .invalidNumber, .invalidUTF8, .invalidUnicodeEscape,
    ]

    @Test func sampleCoversWhatItShould() {
        let bytes = Array(Self.sample.utf8)
        #expect(bytes.count >= 250 && bytes.count <= 350)
        #expect(bytes.contains { $0 >= 0xF0 })  // a 4-byte character
        #expect(bytes.contains { $0 >= 0xE0 && $0 < 0xF0 })  // a 3-byte character
        #expect(bytes.contains { $0 >= 0xC0 && $0 < 0xE0 })  // a 2-byte character
    }

    @Test func fullSampleParses() throws {
        let value = try SmartJSONValue(parsing: Self.sample)
        let object = try #require(value.objectValue)
        #expect(
            object.keys == [
                "name", "emoji", "escapes", "int", "big", "frac", "zero", "yes", "no", "nothing", "list", "nested",
                "empty",
            ])
        #expect(value["big"]?.numberValue?.text == "123456789012345678901234567890")
        #expect(value["frac"]?.numberValue?.text == "3.25e-2")
        #expect(value["zero"]?.numberValue?.text == "-0")
        #expect(value == (try Self.expectedSample()))
    }

    @Test func everyProperPrefixThrows() throws {
        let bytes = Array(Self.sample.utf8)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[0..<length])  // its own allocation: reading past it would be caught
            guard let error = parseFailure(bytes: prefix) else {
                Issue.record("prefix of \(length) bytes parsed")
                continue
            }
            #expect(Self.truncationKinds.contains(error.kind), "prefix \(length): \(error.kind)")
            #expect(error.offset <= length, "prefix \(length)")
            #expect(error.line == 1, "prefix \(length)")
            #expect(error.column >= 1, "prefix \(length)")
            #expect(!error.message.isEmpty, "prefix \(length)")
        }
    }

    @Test func everyProperPrefixOfThePrettyFormThrows() throws {
        let pretty = try SmartJSONValue(parsing: Self.sample).jsonBytes(options: .pretty)
        #expect(try SmartJSONValue(parsing: pretty) == (try SmartJSONValue(parsing: Self.sample)))
        for length in 0..<pretty.count {
            let error = parseFailure(bytes: Array(pretty[0..<length]))
            #expect(error != nil, "prefix \(length) parsed")
            if let error {
                #expect(Self.truncationKinds.contains(error.kind), "prefix \(length): \(error.kind)")
                #expect(error.offset <= length, "prefix \(length)")
            }
        }
    }

    /// `"name": value`, the spacing most encoders write, cut after every byte: the
    /// scanner's quick look past a colon and one space never reads beyond the input.
    @Test func everyProperPrefixOfTheSpacedFormThrows() throws {
        let spaced = Array(#"{"a": 1, "bb": "x", "ccc": [1, 2], "d": {"e": true}, "f": null, "g":  "two spaces"}"#.utf8)
        let value = try SmartJSONValue(parsing: spaced)
        #expect(value["g"] == "two spaces")
        #expect(value["d"]?["e"] == true)
        for length in 0..<spaced.count {
            let error = parseFailure(bytes: Array(spaced[0..<length]))
            #expect(error != nil, "prefix \(length) parsed")
            if let error {
                #expect(Self.truncationKinds.contains(error.kind), "prefix \(length): \(error.kind)")
                #expect(error.offset <= length, "prefix \(length)")
            }
        }
    }

    /// Each byte replaced by a troublesome one: the parser must never crash, errors must
    /// point inside the input, and anything accepted must survive a write-and-reparse.
    @Test(arguments: [0x00, 0x22, 0x5C, 0x5B, 0x7D, 0x2C, 0x30, 0x80, 0xC3, 0xF0, 0xFF] as [UInt8])
    func singleByteDamageNeverCrashes(replacement: UInt8) throws {
        let bytes = Array(Self.sample.utf8)
        for position in bytes.indices where bytes[position] != replacement {
            var damaged = bytes
            damaged[position] = replacement
            if let error = parseFailure(bytes: damaged) {
                #expect(error.offset >= 0 && error.offset <= damaged.count, "position \(position)")
                #expect(error.line == 1, "position \(position)")
            } else {
                let value = try SmartJSONValue(parsing: damaged)
                #expect(try SmartJSONValue(parsing: value.jsonBytes()) == value, "position \(position)")
            }
        }
    }

    @Test func everyPrefixOfNumbersAndLiteralsThrowsOrParsesConsistently() throws {
        // As top-level scalars some prefixes are themselves valid; they must then equal the
        // value that prefix spells.
        for text in ["-12.5e+3", "true", "false", "null", #""\uD83D\uDE00""#] {
            let bytes = Array(text.utf8)
            for length in 0...bytes.count {
                let prefix = String(decoding: bytes[0..<length], as: UTF8.self)
                if let error = parseFailure(prefix) {
                    #expect(error.offset <= length)
                } else {
                    #expect(
                        ["-1", "-12", "-12.5", "-12.5e+3", "true", "false", "null", #""\uD83D\uDE00""#].contains(
                            prefix), "\(prefix) parsed")
                }
            }
        }
    }
}
