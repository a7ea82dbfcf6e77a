import Foundation
import SmartCore
import Testing

/// The JSON_checker suite from json.org: every `pass*.json` must parse and every
/// `fail*.json` must be rejected. The two `_EXCLUDE` files are exempt from that rule:
/// `fail01_EXCLUDE.json` is a top-level string, which RFC 8259 allows, and
/// `fail18_EXCLUDE.json` nests 20 arrays, which is within any sensible depth limit.
@Suite("JSON_checker conformance")
struct JSONParserConformanceTests {
    static let passNames = SharedData.jsonCheckerFileNames(prefix: "pass")
    static let failNames = SharedData.jsonCheckerFileNames(prefix: "fail")

    @Test(
        "The case list holds the files of the suite",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped")
    )
    func caseListIsComplete() {
        #expect(Self.passNames.count == 3)
        #expect(Self.failNames.count == 31)
        #expect(SharedData.jsonCheckerExcludedFileNames == ["fail01_EXCLUDE.json", "fail18_EXCLUDE.json"])
    }

    @Test(
        "pass*.json parses",
        .enabled(
            if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped"),
        arguments: passNames)
    func passFileParses(name: String) throws {
        let data = try SharedData.jsonCheckerFile(name)
        let value = try SmartJSONValue(parsing: data)
        // The checker's pass files are all arrays or objects.
        #expect(value.kind == .array || value.kind == .object)
        // Strict options accept them too: they are not scalars and not deep.
        let strict = SmartJSONParsingOptions(maximumDepth: 20, allowsTopLevelScalars: false)
        #expect(try SmartJSONValue(parsing: data, options: strict) == value)
    }

    @Test(
        "fail*.json is rejected",
        .enabled(
            if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped"),
        arguments: failNames)
    func failFileIsRejected(name: String) throws {
        let data = try SharedData.jsonCheckerFile(name)
        let error = parseFailure(bytes: Array(data))
        let failure = try #require(error, "\(name) was accepted")
        #expect(!failure.message.isEmpty)
        #expect(failure.offset >= 0 && failure.offset <= data.count)
    }

    @Test(
        "pass01.json has the values it spells",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped")
    )
    func pass01Values() throws {
        let value = try SmartJSONValue(parsing: SharedData.jsonCheckerFile("pass01.json"))
        let object = try #require(value[8]?.objectValue)
        #expect(object["integer"] == 1_234_567_890)
        #expect(object["real"]?.numberValue?.text == "-9876.543210")
        #expect(object["e"]?.numberValue?.text == "0.123456789e-12")
        #expect(object["E"]?.numberValue?.text == "1.234567890E+34")
        #expect(object[""]?.numberValue?.text == "23456789012E66")
        #expect(object["zero"] == 0)
        #expect(object["one"] == 1)
        #expect(object["space"] == " ")
        #expect(object["quote"] == "\"")
        #expect(object["backslash"] == "\\")
        #expect(object["controls"] == "\u{08}\u{0C}\n\r\t")
        #expect(object["slash"] == "/ & /")
        #expect(object["alpha"] == "abcdefghijklmnopqrstuvwyz")
        #expect(object["hex"] == "\u{0123}\u{4567}\u{89AB}\u{CDEF}\u{ABCD}\u{EF4A}")
        #expect(object["true"] == true)
        #expect(object["false"] == false)
        #expect(object["null"] == .null)
        #expect(object["array"] == [])
        #expect(object["object"] == .object(SmartJSONObject()))
        #expect(object["url"] == "http://www.JSON.org/")
        #expect(object["jsontext"] == #"{"object with 1 member":["array with 1 element"]}"#)
        #expect(object["# -- --> */"] == " ")
        #expect(object[" s p a c e d "] == [1, 2, 3, 4, 5, 6, 7])
        #expect(object["compact"] == [1, 2, 3, 4, 5, 6, 7])
        #expect(value[4]?.numberValue?.text == "-42")
        #expect(value[5] == true)
        #expect(value[6] == false)
        #expect(value[7] == .null)
        #expect(value[9]?.doubleValue == 0.5)
        #expect(value[12]?.intValue == 1066)
        #expect(value[13]?.intValue == 10)
        #expect(value[14]?.intValue == 1)
        #expect(value[15]?.doubleValue == 0.1)
        #expect(value[16]?.intValue == 1)
        #expect(value[17]?.intValue == 2)
        #expect(value[18]?.intValue == 2)
        #expect(value[19] == "rosebud")
        #expect(value.arrayValue?.count == 20)
    }

    @Test(
        "fail01_EXCLUDE.json (a top-level string) is rejected only when scalars are disallowed",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped")
    )
    func excludedTopLevelScalar() throws {
        let data = try SharedData.jsonCheckerFile("fail01_EXCLUDE.json")
        #expect(try SmartJSONValue(parsing: data) == "A JSON payload should be an object or array, not a string.")
        let error = try #require(
            parseFailure(bytes: Array(data), options: SmartJSONParsingOptions(allowsTopLevelScalars: false)))
        #expect(error.kind == .topLevelScalarNotAllowed)
    }

    @Test(
        "fail18_EXCLUDE.json (20 nested arrays) is rejected only below depth 20",
        .enabled(if: SharedData.jsonCheckerAvailable, "../shared/data/jsonchecker is absent; conformance cases skipped")
    )
    func excludedDeepNesting() throws {
        let data = try SharedData.jsonCheckerFile("fail18_EXCLUDE.json")
        let value = try SmartJSONValue(parsing: data, options: SmartJSONParsingOptions(maximumDepth: 20))
        #expect(arrayNestingDepth(value) == 20)
        let error = try #require(parseFailure(bytes: Array(data), options: SmartJSONParsingOptions(maximumDepth: 19)))
        #expect(error.kind == .depthLimitExceeded)
    }
}
