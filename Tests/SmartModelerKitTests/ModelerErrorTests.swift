import Foundation
import SmartModelerKit
import Testing

/// What the generator refuses, and how it says so.
@Suite("Errors")
struct ModelerErrorTests {
    private func error(_ samples: [String], _ options: ModelerOptions = ModelerOptions()) -> ModelerError? {
        do {
            _ = try ModelerTestSupport.generate(samples: samples, options)
            return nil
        } catch {
            return error
        }
    }

    @Test("Invalid JSON carries the parser's line, column and message")
    func invalidJSON() throws {
        let failure = try #require(error([#"{"a": 1}"#, "{\n  \"a\": [1, 2,]\n}"]))
        guard case .invalidJSON(let source, let parseError) = failure else {
            Issue.record("expected invalidJSON, got \(failure)")
            return
        }
        #expect(source == "sample2.json")
        #expect(parseError.kind == .trailingComma)
        #expect(parseError.line == 2)
        #expect(parseError.column == 14)
        #expect(failure.description == "sample2.json:2:14: invalid JSON: \(parseError.message)")
        #expect(failure.exitCode == 1)
    }

    @Test("A scalar or null top level is refused")
    func scalarTopLevel() {
        #expect(error(["42"]) == .unsupportedTopLevel(source: "sample1.json", kind: .number))
        #expect(error(["null"]) == .unsupportedTopLevel(source: "sample1.json", kind: .null))
        #expect(
            error([#""text""#])?.description
                == "sample1.json: the top level is a string; smartmodeler needs an object or an array of objects")
    }

    @Test("A top-level array without objects is refused")
    func arrayWithoutObjects() {
        #expect(error(["[]"]) == .noObjectsInArray(source: "sample1.json"))
        #expect(error(["[1, [2], null]"])?.description == "sample1.json: the top-level array holds no objects to model")
    }

    @Test("Objects and arrays mixed across samples are refused")
    func mixedTopLevel() {
        let failure = error([#"{"a": 1}"#, #"[{"a": 1}]"#])
        #expect(failure == .mixedTopLevel(objectSource: "sample1.json", arraySource: "sample2.json"))
        #expect(
            failure?.description
                == "sample1.json holds an object but sample2.json holds an array; give samples of one shape")
    }

    @Test("No samples at all")
    func noSamples() {
        #expect(throws: ModelerError.noSamples) { try SmartModeler().generate(from: []) }
        #expect(throws: ModelerError.noSamples) { try SmartModeler().generate(fromValues: []) }
    }

    @Test("An unusable root name")
    func rootName() {
        #expect(
            error([#"{"a": 1}"#], ModelerOptions(rootName: "Data"))
                == .invalidRootName(name: "Data", reason: "would hide the standard type of that name"))
        #expect(
            error([#"{"a": 1}"#], ModelerOptions(rootName: "my-root"))
                == .invalidRootName(name: "my-root", reason: "not a valid Swift type name"))
    }

    @Test("Parsed values are accepted directly; errors name them by position")
    func values() throws {
        let source = try SmartModeler().generate(fromValues: [["a": 1], ["a": 2, "b": true]])
        #expect(ModelerTestSupport.properties(of: "Root", in: source) == ["    var a: Int = 0", "    var b: Bool?"])
        #expect(throws: ModelerError.unsupportedTopLevel(source: "sample 2", kind: .bool)) {
            try SmartModeler().generate(fromValues: [["a": 1], true])
        }
    }
}
