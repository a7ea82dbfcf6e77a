import Foundation
import SmartCore
import Testing

@Suite("JSONParser: strings, UTF-8, grammar, errors and positions")
struct JSONParserTests {
    // MARK: - Structure

    @Test func parsesEveryKindOfValueInDocumentOrder() throws {
        let value = try SmartJSONValue(
            parsing: #"{"b": [1, -2.5, "x", true, false, null, {}, []], "a": {"z": 1, "y": 2}}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a"])
        let elements = try #require(value["b"]?.arrayValue)
        #expect(elements.map(\.kind) == [.number, .number, .string, .bool, .bool, .null, .object, .array])
        #expect(elements[0].intValue == 1)
        #expect(elements[1].doubleValue == -2.5)
        #expect(elements[2].stringValue == "x")
        #expect(elements[3].boolValue == true)
        #expect(elements[4].boolValue == false)
        #expect(elements[6].objectValue?.isEmpty == true)
        #expect(elements[7].arrayValue?.isEmpty == true)
        #expect(value["a"]?.objectValue?.keys == ["z", "y"])
    }

    @Test func allWhitespaceKindsAreSkipped() throws {
        let value = try SmartJSONValue(
            parsing: " \t\r\n[ \t\r\n1 \t\r\n, \t\r\n{ \t\r\n\"a\" \t\r\n: \t\r\n2 \t\r\n} \t\r\n] \t\r\n")
        #expect(value == [1, ["a": 2]])
    }

    @Test func everyInputFormGivesTheSameValue() throws {
        let text = #"{"name": "Zoë", "list": [1, 2.5, "😀"]}"#
        let expected: SmartJSONValue = ["name": "Zoë", "list": [1, 2.5, "😀"]]
        #expect(try SmartJSONValue(parsing: text) == expected)
        #expect(try SmartJSONValue(parsing: Substring("xx" + text + "yy").dropFirst(2).dropLast(2)) == expected)
        #expect(try SmartJSONValue(parsing: Data(text.utf8)) == expected)
        #expect(try SmartJSONValue(parsing: Array(text.utf8)) == expected)
        #expect(try SmartJSONValue(parsing: Array(("  " + text).utf8)[2...]) == expected)
        let bytes = Array(text.utf8)
        let fromBuffer = try bytes.withUnsafeBufferPointer { buffer in try SmartJSONValue(parsing: buffer) }
        #expect(fromBuffer == expected)
    }

    // MARK: - Escapes

    @Test(arguments: [
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\/""#, "/"),
        (#""\b""#, "\u{08}"),
        (#""\f""#, "\u{0C}"),
        (#""\n""#, "\n"),
        (#""\r""#, "\r"),
        (#""\t""#, "\t"),
        (#""\u0041""#, "A"),
        (#""\u00e9""#, "é"),
        (#""\u00E9""#, "é"),
        (#""\u20AC""#, "€"),
        (#""\u0000""#, "\u{00}"),
        (#""\u001f""#, "\u{1F}"),
        (#""\u007F""#, "\u{7F}"),
        (#""\u0080""#, "\u{80}"),
        (#""\u07FF""#, "\u{7FF}"),
        (#""\u0800""#, "\u{800}"),
        (#""\uFFFF""#, "\u{FFFF}"),
        (#""\uD83D\uDE00""#, "😀"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\uD800\uDC00""#, "\u{10000}"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
        (#""a\"b\\c\/d\be\ff\ng\rh\ti\u0041j""#, "a\"b\\c/d\u{08}e\u{0C}f\ng\rh\tiAj"),
        (#""plain ascii text first, then \n and é 😀 after""#, "plain ascii text first, then \n and é 😀 after"),
        (#""😀 multi-byte before the escape \t""#, "😀 multi-byte before the escape \t"),
        (#""\uD83D\uDE00\uD83D\uDE00""#, "😀😀"),
    ])
    func escapeIsDecoded(json: String, expected: String) throws {
        let value = try SmartJSONValue(parsing: json)
        #expect(value.stringValue == expected)
        // The same escape inside a member name.
        let object = try SmartJSONValue(parsing: "{\(json): 1}")
        #expect(object.objectValue?.keys == [expected])
    }

    @Test(arguments: [
        #""\uD83D""#,  // high surrogate, then the closing quote
        #""\uD83Dabc""#,  // high surrogate, then plain text
        #""\uD83D\n""#,  // high surrogate, then another kind of escape
        #""\uD83D\u0041""#,  // high surrogate, then a non-surrogate escape
        #""\uD83D\uD83D""#,  // two high surrogates
        #""\uDE00""#,  // lone low surrogate
        #""\uDFFF\uD83D""#,  // low before high
        #""abc\uDC00def""#,
        #""\u12""#,  // too few hex digits
        #""\uGHIJ""#,
        #""\u-123""#,
        #""\u 123""#,
        #""\uD83D\uDEZZ""#,
    ])
    func badUnicodeEscapeIsRejected(json: String) throws {
        let error = try #require(parseFailure(json))
        #expect(error.kind == .invalidUnicodeEscape)
        #expect(!error.message.isEmpty)
    }

    @Test func loneSurrogateErrorPointsAtItsEscape() throws {
        let high = try #require(parseFailure(#"["ok", "ab\uD83Dx"]"#))
        #expect(high.kind == .invalidUnicodeEscape)
        #expect(high.offset == 10)
        #expect(high.column == 11)
        let low = try #require(parseFailure(#"["\uDE00"]"#))
        #expect(low.kind == .invalidUnicodeEscape)
        #expect(low.offset == 2)
    }

    @Test(arguments: [#""\x41""#, #""\a""#, #""\U0041""#, #""\'""#, #""\0""#, #""\ ""#, #""abc\e""#])
    func unknownEscapeIsRejected(json: String) throws {
        let error = try #require(parseFailure(json))
        #expect(error.kind == .invalidEscape)
        #expect(error.offset == (try #require(byteOffset(of: "\\", in: json))))
    }

    /// Every byte after a backslash, in values and member names, short and long (the
    /// one-character escapes are passed inside the string loop; the rest are checked on
    /// their own): the eight one-character escapes read as Foundation reads them, `\u`
    /// without hex digits is a bad Unicode escape, and anything else is a bad escape
    /// reported at its backslash.
    @Test func everyByteAfterABackslash() throws {
        let singles: [UInt8: String] = [
            0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{08}", 0x66: "\u{0C}", 0x6E: "\n", 0x72: "\r", 0x74: "\t",
        ]
        let long = Array(String(repeating: "x", count: 40).utf8)
        for byte in UInt8.min...UInt8.max {
            for prefix in [Array("a".utf8), long] {
                let text = prefix + [0x5C, byte] + Array("z".utf8)
                let value = [0x5B, 0x22] + text + [0x22, 0x5D]  // ["…"]
                let name = Array("{\"".utf8) + text + Array("\": 1}".utf8)
                let backslash = 2 + prefix.count
                if let decoded = singles[byte] {
                    let expected = String(decoding: prefix, as: UTF8.self) + decoded + "z"
                    #expect(try SmartJSONValue(parsing: value) == [.string(expected)], "byte \(byte)")
                    #expect(try SmartJSONValue(parsing: name).objectValue?.keys == [expected], "byte \(byte)")
                    let foundation = try JSONSerialization.jsonObject(with: Data(value)) as? [String]
                    #expect(foundation == [expected], "byte \(byte)")
                } else {
                    let kind: SmartJSONParseError.Kind =
                        byte == UInt8(ascii: "u") ? .invalidUnicodeEscape : .invalidEscape
                    let valueError = try #require(parseFailure(bytes: value), "byte \(byte)")
                    #expect(valueError.kind == kind, "byte \(byte)")
                    #expect(valueError.offset == backslash, "byte \(byte)")
                    let nameError = try #require(parseFailure(bytes: name), "byte \(byte)")
                    #expect(nameError.kind == kind, "byte \(byte)")
                    #expect(nameError.offset == backslash, "byte \(byte)")
                }
            }
        }
    }

    /// A backslash that is the last byte of the input, or whose string ends right after
    /// its escape, in a string short or long.
    @Test func escapesAtTheEndOfTheInput() throws {
        for prefix in ["a", String(repeating: "x", count: 40)] {
            let cut = try #require(parseFailure("[\"\(prefix)\\"))
            #expect(cut.kind == .unexpectedEndOfInput)
            let unterminated = try #require(parseFailure("[\"\(prefix)\\n"))
            #expect(unterminated.kind == .unexpectedEndOfInput)
            #expect(try SmartJSONValue(parsing: "[\"\(prefix)\\n\"]") == [.string(prefix + "\n")])
            #expect(try SmartJSONValue(parsing: "[\"\(prefix)\\\\\"]") == [.string(prefix + "\\")])
        }
    }

    // MARK: - Control characters

    @Test(arguments: UInt8(0x00)...UInt8(0x1F))
    func rawControlCharacterIsRejected(byte: UInt8) throws {
        // Short string (byte-by-byte path).
        let short = try #require(parseFailure(bytes: [0x22, 0x61, byte, 0x62, 0x22]))
        #expect(short.kind == .controlCharacterInString)
        #expect(short.offset == 2)
        // Long string (word-at-a-time path).
        let long = try #require(parseFailure(bytes: [0x22] + utf8("abcdefghijklmnopq") + [byte] + utf8("rst\"")))
        #expect(long.kind == .controlCharacterInString)
        #expect(long.offset == 18)
        // After an escape (the slow path that builds the string).
        let escaped = try #require(parseFailure(bytes: utf8(#""\n"#) + [byte] + utf8("\"")))
        #expect(escaped.kind == .controlCharacterInString)
        #expect(escaped.offset == 3)
        // In a member name.
        let key = try #require(parseFailure(bytes: utf8(#"{"k"#) + [byte] + utf8(#"": 1}"#)))
        #expect(key.kind == .controlCharacterInString)
    }

    @Test(arguments: 0..<24)
    func controlCharacterIsFoundAtEveryPositionOfALongString(position: Int) throws {
        var content = Array("abcdefghijklmnopqrstuvwx".utf8)
        content[position] = 0x01
        let error = try #require(parseFailure(bytes: [0x22] + content + [0x22]))
        #expect(error.kind == .controlCharacterInString)
        #expect(error.offset == position + 1)
    }

    @Test(arguments: 0..<24)
    func quoteAndBackslashAreFoundAtEveryPositionOfALongString(position: Int) throws {
        var plain = "abcdefghijklmnopqrstuvwx"
        let index = plain.index(plain.startIndex, offsetBy: position)
        plain.insert(contentsOf: #"\""#, at: index)
        var expected = "abcdefghijklmnopqrstuvwx"
        expected.insert("\"", at: expected.index(expected.startIndex, offsetBy: position))
        #expect(try SmartJSONValue(parsing: "\"\(plain)\"") == .string(expected))
        // An unescaped quote ends the string there, leaving content after the document.
        let unescaped = utf8("\"") + utf8(expected) + utf8("\"")
        let error = try #require(parseFailure(bytes: unescaped))
        #expect(error.kind == .unexpectedContentAfterDocument)
        #expect(error.offset == position + 2)
    }

    @Test func deleteCharacterIsAllowedRaw() throws {
        #expect(try SmartJSONValue(parsing: [0x22, 0x61, 0x7F, 0x22] as [UInt8]) == "a\u{7F}")
    }

    // MARK: - UTF-8

    @Test(
        arguments: [
            ("U+0080", [0xC2, 0x80], "\u{80}"),
            ("U+07FF", [0xDF, 0xBF], "\u{7FF}"),
            ("U+0800", [0xE0, 0xA0, 0x80], "\u{800}"),
            ("U+D7FF", [0xED, 0x9F, 0xBF], "\u{D7FF}"),
            ("U+E000", [0xEE, 0x80, 0x80], "\u{E000}"),
            ("U+FFFF", [0xEF, 0xBF, 0xBF], "\u{FFFF}"),
            ("U+10000", [0xF0, 0x90, 0x80, 0x80], "\u{10000}"),
            ("U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
            ("é", [0xC3, 0xA9], "é"),
            ("€", [0xE2, 0x82, 0xAC], "€"),
            ("😀", [0xF0, 0x9F, 0x98, 0x80], "😀"),
        ] as [(String, [UInt8], String)])
    func validMultiByteCharacterIsAccepted(name: String, bytes: [UInt8], expected: String) throws {
        #expect(try SmartJSONValue(parsing: [0x22] + bytes + [0x22]) == .string(expected), "\(name)")
        // Inside long text, on both sides of a word boundary, and after an escape.
        for padding in 0..<9 {
            let before = String(repeating: "p", count: padding)
            let bytesIn = utf8("[\"" + before) + bytes + utf8("tail text\", \"\\t") + bytes + utf8("\"]")
            #expect(
                try SmartJSONValue(parsing: bytesIn) == [
                    .string(before + expected + "tail text"), .string("\t" + expected),
                ], "\(name)")
        }
    }

    @Test func multilingualTextRoundTripsThroughTheParser() throws {
        let text = "Grüße, 世界! Ελληνικά — עברית — 😀👍🏽 🇫🇷 e\u{301} ok"
        #expect(try SmartJSONValue(parsing: "{\"t\": \"\(text)\"}")["t"] == .string(text))
    }

    @Test(
        arguments: [
            ("overlong 2-byte NUL", [0xC0, 0x80]),
            ("overlong 2-byte C1", [0xC1, 0xBF]),
            ("overlong 3-byte NUL", [0xE0, 0x80, 0x80]),
            ("overlong 3-byte U+07FF", [0xE0, 0x9F, 0xBF]),
            ("overlong 4-byte NUL", [0xF0, 0x80, 0x80, 0x80]),
            ("overlong 4-byte U+FFFF", [0xF0, 0x8F, 0xBF, 0xBF]),
            ("UTF-8 encoded high surrogate", [0xED, 0xA0, 0x80]),
            ("UTF-8 encoded low surrogate", [0xED, 0xBF, 0xBF]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("F5 lead", [0xF5, 0x80, 0x80, 0x80]),
            ("FE", [0xFE]),
            ("FF", [0xFF]),
            ("stray continuation 80", [0x80]),
            ("stray continuation BF", [0x61, 0xBF, 0x62]),
            ("bad second byte", [0xC3, 0x28]),
            ("bad third byte", [0xE2, 0x82, 0x28]),
            ("bad fourth byte", [0xF0, 0x9F, 0x98, 0x28]),
            ("truncated before the quote", [0xE2, 0x82]),
        ] as [(String, [UInt8])])
    func invalidUTF8InAStringIsRejected(name: String, bytes: [UInt8]) throws {
        for prefix in [utf8("\""), utf8("\"long ascii prefix "), utf8("\"\\n"), utf8("{\"")] {
            let suffix = prefix.first == 0x7B ? utf8("\": 1}") : utf8("\"")
            let error = try #require(parseFailure(bytes: prefix + bytes + suffix), "\(name) was accepted")
            #expect(error.kind == .invalidUTF8, "\(name)")
            #expect(error.offset >= prefix.count && error.offset <= prefix.count + bytes.count, "\(name)")
        }
    }

    /// Runs of three-byte characters (CJK text) are checked four characters at a time:
    /// any byte of such a run, replaced by anything that is neither a quote, a backslash
    /// nor a control character, is accepted exactly when the result is valid UTF-8 (the
    /// standard library's repairing decoder gives the same bytes back), with the run
    /// starting at each alignment. Leads E0 and ED, whose second byte is restricted, are
    /// in the replacements.
    @Test func everyByteOfAThreeByteRunIsChecked() throws {
        let run = utf8("日本語の文字です")
        let replacements: [UInt8] = [
            0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE3, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF4, 0xF5,
            0xFF,
        ]
        var accepted = 0
        var rejected = 0
        for prefix in [utf8("\""), utf8("\"a"), utf8("\"ab"), utf8("\"abc")] {
            for position in run.indices {
                for replacement in replacements {
                    var text = run
                    text[position] = replacement
                    let isValid = Array(String(decoding: text, as: UTF8.self).utf8) == text
                    let json = prefix + text + utf8("\"")
                    if isValid {
                        let value = try SmartJSONValue(parsing: json)
                        #expect(value == .string(String(decoding: prefix.dropFirst() + text, as: UTF8.self)))
                        accepted += 1
                    } else {
                        let error = try #require(parseFailure(bytes: json), "\(position) \(replacement) was accepted")
                        #expect(error.kind == .invalidUTF8, "\(position) \(replacement)")
                        rejected += 1
                    }
                }
            }
        }
        // Both outcomes happen many times (E0 and ED with a fitting second byte among them).
        #expect(accepted > 100 && rejected > 1000)
    }

    @Test(
        arguments: [
            [0x22, 0xC3],
            [0x22, 0xE2, 0x82],
            [0x22, 0xF0, 0x9F, 0x98],
            [0x22, 0x5C, 0x6E, 0xF0, 0x9F],
            [0x5B, 0x22, 0x61, 0xE2],
        ] as [[UInt8]])
    func sequenceTruncatedByTheEndOfInputIsRejected(bytes: [UInt8]) throws {
        let error = try #require(parseFailure(bytes: bytes))
        #expect(error.kind == .invalidUTF8)
    }

    @Test(arguments: [[0xC0, 0x80], [0xFF], [0x80], [0x5B, 0xF5, 0x5D], [0x5B, 0xE2, 0x82]] as [[UInt8]])
    func invalidUTF8OutsideAStringIsRejected(bytes: [UInt8]) throws {
        let error = try #require(parseFailure(bytes: bytes))
        #expect(error.kind == .invalidUTF8)
    }

    @Test func validUTF8OutsideAStringIsAnUnexpectedCharacter() throws {
        let error = try #require(parseFailure("[é]"))
        #expect(error.kind == .unexpectedCharacter)
        #expect(error.offset == 1)
    }

    // MARK: - Byte order mark

    @Test func byteOrderMarkIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try SmartJSONValue(parsing: bom + utf8("[1]")) == [1])
        #expect(try SmartJSONValue(parsing: bom + utf8(" \n{\"a\": true}")) == ["a": true])
        #expect(try SmartJSONValue(parsing: bom + utf8("7")) == 7)
        #expect(try SmartJSONValue(parsing: "\u{FEFF}[\"x\"]") == ["x"])
    }

    @Test func byteOrderMarkAloneIsEmptyInput() throws {
        let error = try #require(parseFailure(bytes: [0xEF, 0xBB, 0xBF]))
        #expect(error.kind == .emptyInput)
    }

    @Test func byteOrderMarkElsewhereIsRejected() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(parseFailure(bytes: bom + bom + utf8("[1]")) != nil)
        #expect(parseFailure(bytes: utf8(" ") + bom + utf8("[1]")) != nil)
        let after = try #require(parseFailure(bytes: utf8("[1]") + bom))
        #expect(after.kind == .unexpectedContentAfterDocument)
        #expect(after.offset == 3)
        // Inside a string it is an ordinary character.
        #expect(try SmartJSONValue(parsing: utf8("\"") + bom + utf8("\"")) == "\u{FEFF}")
    }

    // MARK: - Top-level scalars

    @Test(arguments: [
        ("42", SmartJSONValue(42)),
        ("-1.5", SmartJSONValue(-1.5)),
        (#""text""#, SmartJSONValue("text")),
        ("true", SmartJSONValue(true)),
        ("false", SmartJSONValue(false)),
        ("null", SmartJSONValue.null),
        ("  0  ", SmartJSONValue(0)),
    ])
    func topLevelScalarIsAllowedByDefault(json: String, expected: SmartJSONValue) throws {
        #expect(try SmartJSONValue(parsing: json) == expected)
        let error = try #require(parseFailure(json, options: SmartJSONParsingOptions(allowsTopLevelScalars: false)))
        #expect(error.kind == .topLevelScalarNotAllowed)
        #expect(error.offset == json.prefix { $0 == " " }.count)
        #expect(error.message.contains(expected.kind.rawValue))
    }

    @Test func containersAreAllowedWhenScalarsAreNot() throws {
        let options = SmartJSONParsingOptions(allowsTopLevelScalars: false)
        #expect(try SmartJSONValue(parsing: "[]", options: options) == [])
        #expect(try SmartJSONValue(parsing: " {} ", options: options) == .object(SmartJSONObject()))
        #expect(try SmartJSONValue(parsing: "[1, \"a\", null]", options: options) == [1, "a", nil])
    }

    // MARK: - Rejected syntax

    @Test(arguments: [
        // Trailing commas.
        ("[1,]", SmartJSONParseError.Kind.trailingComma, 3),
        ("[1, ]", .trailingComma, 4),
        (#"{"a":1,}"#, .trailingComma, 7),
        ("{\"a\":1 ,\n}", .trailingComma, 9),
        ("[[],]", .trailingComma, 4),
        // Missing or doubled separators.
        ("[1,,2]", .unexpectedCharacter, 3),
        ("[,1]", .unexpectedCharacter, 1),
        ("{,}", .unexpectedCharacter, 1),
        ("[1 2]", .unexpectedCharacter, 3),
        (#"{"a" 1}"#, .unexpectedCharacter, 5),
        (#"{"a"::1}"#, .unexpectedCharacter, 5),
        (#"{"a":1 "b":2}"#, .unexpectedCharacter, 7),
        // Mismatched brackets.
        (#"["a": 1]"#, .unexpectedCharacter, 4),
        (#"{"a":1]"#, .unexpectedCharacter, 6),
        ("[1}", .unexpectedCharacter, 2),
        ("[}", .unexpectedCharacter, 1),
        // Comments.
        ("[1 /* c */]", .unexpectedCharacter, 3),
        ("// c\n[1]", .unexpectedCharacter, 0),
        ("/* c */ [1]", .unexpectedCharacter, 0),
        ("{\"a\":1 # c\n}", .unexpectedCharacter, 7),
        ("[1] // c", .unexpectedContentAfterDocument, 4),
        // Single quotes and bare words.
        ("['a']", .unexpectedCharacter, 1),
        ("{'a':1}", .unexpectedCharacter, 1),
        ("'a'", .unexpectedCharacter, 0),
        ("{a:1}", .unexpectedCharacter, 1),
        ("{1:2}", .unexpectedCharacter, 1),
        ("[undefined]", .unexpectedCharacter, 1),
        ("True", .unexpectedCharacter, 0),
        ("[tru]", .unexpectedCharacter, 4),
        ("[nulll]", .unexpectedCharacter, 5),
        ("[fals]", .unexpectedCharacter, 5),
        // Numbers.
        ("01", .invalidNumber, 0),
        ("[00]", .invalidNumber, 1),
        ("-01", .invalidNumber, 0),
        (#"{"a":007}"#, .invalidNumber, 5),
        ("+1", .invalidNumber, 0),
        ("[+1]", .invalidNumber, 1),
        (".5", .invalidNumber, 0),
        ("[.5]", .invalidNumber, 1),
        ("-.5", .invalidNumber, 1),
        ("1.", .invalidNumber, 2),
        ("[1.]", .invalidNumber, 3),
        ("1.e5", .invalidNumber, 2),
        ("1e", .invalidNumber, 2),
        ("1e+", .invalidNumber, 3),
        ("[1E-]", .invalidNumber, 4),
        ("[-]", .invalidNumber, 2),
        ("-a", .invalidNumber, 1),
        ("[- 1]", .invalidNumber, 2),
        ("[0x1A]", .unexpectedCharacter, 2),
        ("NaN", .unexpectedCharacter, 0),
        ("[NaN]", .unexpectedCharacter, 1),
        ("nan", .unexpectedCharacter, 1),
        ("Infinity", .unexpectedCharacter, 0),
        ("-Infinity", .invalidNumber, 1),
        ("[inf]", .unexpectedCharacter, 1),
        // Whitespace JSON does not allow.
        ("[1,\u{0B}2]", .unexpectedCharacter, 3),
        ("\u{0C}[]", .unexpectedCharacter, 0),
        ("\u{A0}[]", .unexpectedCharacter, 0),
        // Input that ends too early.
        ("[", .unexpectedEndOfInput, 1),
        ("{", .unexpectedEndOfInput, 1),
        ("[1,", .unexpectedEndOfInput, 3),
        ("[1", .unexpectedEndOfInput, 2),
        (#"{"a""#, .unexpectedEndOfInput, 4),
        (#"{"a":"#, .unexpectedEndOfInput, 5),
        (#"{"a":1,"#, .unexpectedEndOfInput, 7),
        (#""abc"#, .unexpectedEndOfInput, 4),
        (#""abc\"#, .unexpectedEndOfInput, 5),
        (#"["\u12"#, .unexpectedEndOfInput, 6),
        ("tru", .unexpectedEndOfInput, 3),
        ("[nul", .unexpectedEndOfInput, 4),
        ("[-", .unexpectedEndOfInput, 2),
    ])
    func invalidSyntaxIsRejected(json: String, kind: SmartJSONParseError.Kind, offset: Int) throws {
        let error = try #require(parseFailure(json), "\(json.debugDescription) was accepted")
        #expect(error.kind == kind)
        #expect(error.offset == offset)
        #expect(!error.message.isEmpty)
        #expect(error.description.contains("line \(error.line)"))
        #expect(error.description.contains("column \(error.column)"))
        #expect(error.description.contains(error.message))
        #expect(error.errorDescription == error.description)
    }

    @Test func bareMinusIsRejected() {
        #expect(parseFailure("-") != nil)
    }

    @Test func messagesGiveHints() throws {
        #expect(try #require(parseFailure("[1 // c\n]")).message.contains("Comments"))
        #expect(try #require(parseFailure("['a']")).message.contains("double quotes"))
        #expect(try #require(parseFailure("[1,]")).message.contains("trailing comma"))
        #expect(try #require(parseFailure("[01]")).message.contains("leading zeros"))
        #expect(try #require(parseFailure("[1] [2]")).message.contains("'['"))
    }

    // MARK: - Empty input and trailing content

    @Test(arguments: ["", " ", "\n", "\t\r\n  ", "\r\n\r\n"])
    func emptyInputIsRejected(json: String) throws {
        let error = try #require(parseFailure(json))
        #expect(error.kind == .emptyInput)
        #expect(error.offset == json.utf8.count)
        let bytesError = try #require(parseFailure(bytes: utf8(json)))
        #expect(bytesError.kind == .emptyInput)
    }

    @Test func emptyBufferIsRejected() throws {
        let error = try #require(parseFailure(bytes: []))
        #expect(error.kind == .emptyInput)
        #expect(error.offset == 0)
        #expect(error.line == 1 && error.column == 1)
        let empty = Data()
        #expect(throws: SmartJSONParseError.self) { try SmartJSONValue(parsing: empty) }
    }

    @Test(arguments: [
        ("[1] [2]", 4),
        ("1 2", 2),
        ("{}x", 2),
        (#""a""b""#, 3),
        ("[1]]", 3),
        ("nulll", 4),
        ("truex", 4),
        ("12a", 2),
        ("[1],", 3),
        ("{} \n {}", 5),
        ("0x1A", 1),
    ])
    func contentAfterTheDocumentIsRejected(json: String, offset: Int) throws {
        let error = try #require(parseFailure(json))
        #expect(error.kind == .unexpectedContentAfterDocument)
        #expect(error.offset == offset)
    }

    // MARK: - Positions

    @Test func positionOnAMultiLineInputCountsCharacters() throws {
        let text = "{\n  \"name\": \"Zoë\",\n  \"é😀\": tru,\n  \"x\": 1\n}"
        let error = try #require(parseFailure(text))
        #expect(error.kind == .unexpectedCharacter)
        #expect(error.line == 3)
        // Line 3 is `  "é😀": tru,`: the ',' is the 12th character (é and 😀 count once each).
        #expect(error.column == 12)
        #expect(error.offset == (try #require(byteOffset(of: "tru,", in: text))) + 3)
        #expect(error.description.contains("line 3"))
        #expect(error.description.contains("column 12"))
        #expect(error.description.contains("byte \(error.offset)"))
    }

    @Test func positionOnTheFirstLine() throws {
        let error = try #require(parseFailure(#"{"é": x}"#))
        #expect(error.line == 1)
        #expect(error.column == 7)
        #expect(error.offset == 7)
    }

    @Test func positionWithCRLFLineEnds() throws {
        let error = try #require(parseFailure("[\r\n1,\r\n]"))
        #expect(error.kind == .trailingComma)
        #expect(error.line == 3)
        #expect(error.column == 1)
        #expect(error.offset == 7)
    }

    @Test func positionAtTheEndOfInput() throws {
        let text = "[\n\"é\",\n"
        let error = try #require(parseFailure(text))
        #expect(error.kind == .unexpectedEndOfInput)
        #expect(error.offset == text.utf8.count)
        #expect(error.line == 3)
        #expect(error.column == 1)
    }

    @Test func unterminatedStringNamesWhereItStarts() throws {
        let error = try #require(parseFailure("[\n  \"abc"))
        #expect(error.kind == .unexpectedEndOfInput)
        #expect(error.line == 2)
        #expect(error.column == 7)
        #expect(error.message.contains("line 2, column 3"))
    }

    @Test func errorsAreValuesWithTheirFields() {
        let error = SmartJSONParseError(kind: .invalidEscape, offset: 4, line: 2, column: 3, message: "Bad escape.")
        #expect(error.kind == .invalidEscape)
        #expect(error.description == "Invalid JSON at line 2, column 3 (byte 4): Bad escape.")
        #expect(error.localizedDescription == error.description)
        #expect(
            error == SmartJSONParseError(kind: .invalidEscape, offset: 4, line: 2, column: 3, message: "Bad escape."))
        #expect(
            error != SmartJSONParseError(kind: .invalidEscape, offset: 5, line: 2, column: 3, message: "Bad escape."))
    }
}
