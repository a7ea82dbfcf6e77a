import Foundation
import SmartCore
import Testing

@Suite("JSONWriter: layout, escaping, numbers, errors, round trips")
struct JSONWriterTests {
    static let sample: SmartJSONValue = [
        "b": [true, false, nil],
        "a": 1,
        "s": "x/y",
        "o": ["k": -2.5],
        "e": [],
        "eo": .object(SmartJSONObject()),
    ]

    // MARK: - Layout

    @Test func compactOutputKeepsDocumentOrder() throws {
        #expect(
            try Self.sample.jsonString() == #"{"b":[true,false,null],"a":1,"s":"x/y","o":{"k":-2.5},"e":[],"eo":{}}"#)
        #expect(try Self.sample.jsonString(options: .compact) == (try Self.sample.jsonString()))
    }

    @Test func prettyOutputIndentsByTwoSpaces() throws {
        let expected = """
            {
              "b" : [
                true,
                false,
                null
              ],
              "a" : 1,
              "s" : "x/y",
              "o" : {
                "k" : -2.5
              },
              "e" : [],
              "eo" : {}
            }
            """
        #expect(try Self.sample.jsonString(options: .pretty) == expected)
    }

    @Test func prettyEmptyContainersAndScalars() throws {
        #expect(try SmartJSONValue.array([]).jsonString(options: .pretty) == "[]")
        #expect(try SmartJSONValue.object(SmartJSONObject()).jsonString(options: .pretty) == "{}")
        #expect(try SmartJSONValue("text").jsonString(options: .pretty) == #""text""#)
        #expect(try ([[]] as SmartJSONValue).jsonString(options: .pretty) == "[\n  []\n]")
    }

    @Test func sortedKeys() throws {
        let value: SmartJSONValue = ["b": 1, "a": ["z": 1, "y": 2], "C": 3, "é": 4, "aa": 5]
        let options = SmartJSONWritingOptions(sortedKeys: true)
        #expect(try value.jsonString(options: options) == #"{"C":3,"a":{"y":2,"z":1},"aa":5,"b":1,"é":4}"#)
        let pretty = SmartJSONWritingOptions(prettyPrinted: true, sortedKeys: true)
        #expect(
            try (["b": 1, "a": 2] as SmartJSONValue).jsonString(options: pretty) == "{\n  \"a\" : 2,\n  \"b\" : 1\n}")
    }

    @Test func sortedKeysKeepRepeatedKeysInDocumentOrder() throws {
        let value = try SmartJSONValue(parsing: #"{"b":1,"a":2,"b":3,"a":4}"#)
        #expect(
            try value.jsonString(options: SmartJSONWritingOptions(sortedKeys: true)) == #"{"a":2,"a":4,"b":1,"b":3}"#)
        // Unsorted output writes the members as they were read.
        #expect(try value.jsonString() == #"{"b":1,"a":2,"b":3,"a":4}"#)
    }

    @Test func outputFormsAgree() throws {
        let text = try Self.sample.jsonString()
        #expect(try Self.sample.jsonBytes() == Array(text.utf8))
        #expect(try Self.sample.jsonData() == Data(text.utf8))
    }

    // MARK: - Strings

    @Test func forwardSlashIsLeftAloneByDefault() throws {
        #expect(try SmartJSONValue("a/b</c>").jsonString() == #""a/b</c>""#)
        let options = SmartJSONWritingOptions(escapesForwardSlashes: true)
        #expect(try SmartJSONValue("a/b</c>").jsonString(options: options) == #""a\/b<\/c>""#)
        #expect(try (["u/rl": "/"] as SmartJSONValue).jsonString(options: options) == #"{"u\/rl":"\/"}"#)
    }

    @Test(arguments: [
        ("\"", #""\"""#),
        ("\\", #""\\""#),
        ("\n", #""\n""#),
        ("\r", #""\r""#),
        ("\t", #""\t""#),
        ("\u{08}", #""\b""#),
        ("\u{0C}", #""\f""#),
        ("\u{00}", #""\u0000""#),
        ("\u{01}", #""\u0001""#),
        ("\u{0B}", #""\u000b""#),
        ("\u{1B}", #""\u001b""#),
        ("\u{1F}", #""\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("a\"b\\c\nd", #""a\"b\\c\nd""#),
    ])
    func stringsAreEscapedWhereJSONRequires(text: String, json: String) throws {
        let value = SmartJSONValue.string(text)
        #expect(try value.jsonString() == json)
        #expect(try SmartJSONValue(parsing: json) == value)
        // The same rules apply to member names.
        #expect(try ([text: 1] as SmartJSONValue).jsonString() == "{\(json):1}")
    }

    @Test func everyControlCharacterIsEscapedAndReadsBack() throws {
        var controls = ""
        controls.unicodeScalars.append(contentsOf: (UInt8(0)..<0x20).map { Unicode.Scalar($0) })
        #expect(controls.unicodeScalars.count == 32)
        let written = try SmartJSONValue.string(controls).jsonBytes()
        #expect(!written.dropFirst().dropLast().contains { $0 < 0x20 })
        #expect(try SmartJSONValue(parsing: written) == .string(controls))
    }

    @Test func unicodeIsWrittenRaw() throws {
        let text = "é€😀日本語\u{2028}\u{FEFF}"
        let written = try SmartJSONValue.string(text).jsonBytes()
        #expect(written == [0x22] + Array(text.utf8) + [0x22])
    }

    // MARK: - Numbers

    @Test func integersAreExact() throws {
        #expect(try SmartJSONValue.number(SmartJSONNumber(UInt64.max)).jsonString() == "18446744073709551615")
        #expect(try SmartJSONValue.number(SmartJSONNumber(Int64.min)).jsonString() == "-9223372036854775808")
        #expect(try SmartJSONValue.number(SmartJSONNumber(Int64.max)).jsonString() == "9223372036854775807")
        let big = try SmartJSONValue(parsing: "[123456789012345678901234567890, -0, 1E+2, 0.10]")
        #expect(try big.jsonString() == "[123456789012345678901234567890,-0,1E+2,0.10]")
        let literals: SmartJSONValue = [0, -7, 42]
        #expect(try literals.jsonString() == "[0,-7,42]")
    }

    @Test func doublesAreShortest() throws {
        let value: SmartJSONValue = [
            0.1, 1.0, 1e20, -0.5, 0.30000000000000004, .number(SmartJSONNumber(Double.leastNonzeroMagnitude)),
        ]
        #expect(try value.jsonString() == "[0.1,1,1e+20,-0.5,0.30000000000000004,5e-324]")
        #expect(try SmartJSONValue.number(SmartJSONNumber(1.0 / 3.0)).jsonString() == "0.3333333333333333")
        #expect(try SmartJSONValue.number(SmartJSONNumber(Float(0.1))).jsonString() == "0.1")
    }

    // MARK: - Non-finite numbers

    @Test func nonFiniteNumberFailsWithItsPath() throws {
        let value: SmartJSONValue = [
            "items": [["price": 1], ["price": 2], ["price": .number(SmartJSONNumber(Double.nan)), "name": "x"]]
        ]
        do {
            _ = try value.jsonString()
            Issue.record("NaN was written")
        } catch {
            switch error {
            case .nonFiniteNumber(let number, let path):
                #expect(number.isNaN)
                #expect(path == "items[2].price")
            }
            #expect(error.description.contains("items[2].price"))
            #expect(error.errorDescription == error.description)
        }
    }

    @Test(
        arguments: [
            (SmartJSONValue.number(SmartJSONNumber(Double.infinity)), "", Double.infinity),
            ([.number(SmartJSONNumber(-Double.infinity))], "[0]", -Double.infinity),
            ([[1, [2, .number(SmartJSONNumber(Double.infinity))]]], "[0][1][1]", Double.infinity),
            (["a": ["b": [1, ["c": .number(SmartJSONNumber(-Double.infinity))]]]], "a.b[1].c", -Double.infinity),
            (["k": [.number(SmartJSONNumber(Double.infinity))]], "k[0]", Double.infinity),
        ] as [(SmartJSONValue, String, Double)])
    func nonFinitePathNamesEveryStep(value: SmartJSONValue, path: String, number: Double) throws {
        let error = try #require(throws: SmartJSONWriteError.self) { try value.jsonBytes() }
        #expect(error == .nonFiniteNumber(number, path: path))
        if path.isEmpty {
            #expect(error.description.contains("the top level"))
        }
    }

    @Test func nonFiniteNumbersCanBeWrittenAsStrings() throws {
        let options = SmartJSONWritingOptions(
            nonFiniteNumbers: .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"))
        let value: SmartJSONValue = [
            .number(SmartJSONNumber(Double.infinity)), .number(SmartJSONNumber(-Double.infinity)),
            .number(SmartJSONNumber(Double.nan)), 1.5,
        ]
        #expect(try value.jsonString(options: options) == #"["Infinity","-Infinity","NaN",1.5]"#)
        let pretty = SmartJSONWritingOptions(
            prettyPrinted: true,
            nonFiniteNumbers: .convertToString(positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "n\"a\"n"))
        #expect(
            try (["x": .number(SmartJSONNumber(Double.nan))] as SmartJSONValue).jsonString(options: pretty)
                == "{\n  \"x\" : \"n\\\"a\\\"n\"\n}")
    }

    @Test func descriptionWritesNonFiniteNumbersAsStrings() {
        let value: SmartJSONValue = [
            "n": .number(SmartJSONNumber(Double.nan)), "i": .number(SmartJSONNumber(-Double.infinity)),
        ]
        #expect(value.description == #"{"n":"nan","i":"-inf"}"#)
    }

    // MARK: - Round trips

    static let roundTripDocuments: [String] = [
        #"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#,
        #"[1,-1,0,-0,1.5,-2.5e-3,1E+400,123456789012345678901234567890,0.1]"#,
        #"["", "\"", "\\", "\/", "\b\f\n\r\t", "\u0000\u001f", "é😀\uD83D\uDE00", "日本語"]"#,
        #"{"repeated":1,"repeated":2,"other":[{},[],[[]],{"x":{}}]}"#,
        #"  {"ws" : [ 1 , 2 ] }  "#,
        #""top-level string""#,
        "42",
        "null",
    ]

    @Test(arguments: roundTripDocuments)
    func parseWriteParseGivesAnEqualValue(document: String) throws {
        let value = try SmartJSONValue(parsing: document)
        for options in [
            SmartJSONWritingOptions.compact, .pretty, SmartJSONWritingOptions(sortedKeys: true),
            SmartJSONWritingOptions(prettyPrinted: true, sortedKeys: true, escapesForwardSlashes: true),
        ] {
            let written = try value.jsonBytes(options: options)
            let reread = try SmartJSONValue(parsing: written)
            #expect(reread == value)
            // Writing again gives the same bytes.
            #expect(try reread.jsonBytes(options: options) == written)
        }
    }

    @Test(
        "Benchmark documents survive parse → write → parse",
        .enabled(if: SharedData.benchAvailable, "../shared/data/bench is absent; benchmark round trips skipped"),
        arguments: SharedData.benchFileNames)
    func benchmarkDocumentRoundTrips(name: String) throws {
        let data = try SharedData.benchFile(name)
        let value = try SmartJSONValue(parsing: data)
        let compact = try value.jsonData()
        #expect(try SmartJSONValue(parsing: compact) == value)
        #expect(compact.count <= data.count)
        let pretty = try value.jsonData(options: .pretty)
        #expect(try SmartJSONValue(parsing: pretty) == value)
        // Foundation reads what we write.
        #expect(throws: Never.self) { _ = try JSONSerialization.jsonObject(with: compact) }
    }
}
