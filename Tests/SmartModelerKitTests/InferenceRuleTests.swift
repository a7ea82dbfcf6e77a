import SmartModelerKit
import Testing

/// The type inference rules, one at a time. Each test looks at the property lines the
/// generator writes for a tiny sample.
@Suite("Inference rules")
struct InferenceRuleTests {
    private func properties(_ samples: String..., type: String = "Root", options: ModelerOptions = ModelerOptions())
        throws -> [String]
    {
        ModelerTestSupport.properties(of: type, in: try ModelerTestSupport.generate(samples: samples, options))
    }

    private func body(_ samples: String..., type: String = "Root", options: ModelerOptions = ModelerOptions()) throws
        -> [String]
    {
        ModelerTestSupport.body(of: type, in: try ModelerTestSupport.generate(samples: samples, options))
    }

    @Test("Scalars: Bool, Int, Double, String with initializer values")
    func scalars() throws {
        #expect(
            try properties(#"{"a": true, "b": 1, "c": 1.5, "d": "x", "e": -0, "f": 1e3}"#) == [
                "    var a: Bool = false",
                "    var b: Int = 0",
                "    var c: Double = 0",
                "    var d: String = \"\"",
                "    var e: Int = 0",
                "    var f: Double = 0",
            ])
    }

    @Test("A key missing from some object makes the property optional")
    func missingKeyIsOptional() throws {
        #expect(try properties(#"[{"a": 1, "b": 2}, {"a": 3}]"#) == ["    var a: Int = 0", "    var b: Int?"])
    }

    @Test("A key missing from one of several samples makes the property optional")
    func missingAcrossSamples() throws {
        #expect(try properties(#"{"a": 1, "b": "x"}"#, #"{"a": 2}"#) == ["    var a: Int = 0", "    var b: String?"])
    }

    @Test("null somewhere makes the property optional; the type comes from the other values")
    func nullIsOptional() throws {
        #expect(try properties(#"[{"a": null}, {"a": 2.5}]"#) == ["    var a: Double?"])
        #expect(try properties(#"{"a": "x"}"#, #"{"a": null}"#) == ["    var a: String?"])
    }

    @Test("Int and Double together widen to Double, across elements and samples")
    func intAndDoubleWiden() throws {
        #expect(try properties(#"[{"a": 1}, {"a": 2.5}]"#) == ["    var a: Double = 0"])
        #expect(try properties(#"{"a": 1}"#, #"{"a": 0.5}"#) == ["    var a: Double = 0"])
        #expect(try properties(#"{"a": [1, 2.5, 3]}"#) == ["    var a: [Double] = []"])
    }

    @Test("Integers beyond Int64 become Decimal, with a comment")
    func bigIntegers() throws {
        let lines = try body(#"{"a": 9223372036854775808, "b": 9223372036854775807, "c": [1, 18446744073709551616]}"#)
        #expect(
            lines == [
                "    // Integers beyond Int64 in the samples: Decimal keeps them exactly (up to 38 digits).",
                "    var a: Decimal = 0",
                "    var b: Int = 0",
                "    // Integers beyond Int64 in the samples: Decimal keeps them exactly (up to 38 digits).",
                "    var c: [Decimal] = []",
            ])
        #expect(
            try ModelerTestSupport.generate(#"{"a": 9223372036854775808}"#).contains(
                "import Foundation\nimport SmartCodable\n"))
    }

    @Test("Mixed scalar kinds become String with a comment naming the kinds")
    func mixedScalars() throws {
        #expect(
            try body(#"[{"a": 1, "b": true, "c": true}, {"a": "x", "b": "y", "c": 2}]"#) == [
                "    // Mixed kinds in the samples (number, string): numbers are read as text.",
                "    var a: String = \"\"",
                "    // Mixed kinds in the samples (bool, string): booleans are read as text.",
                "    var b: String = \"\"",
                "    // Mixed kinds in the samples (bool, number): numbers and booleans are read as text.",
                "    var c: String = \"\"",
            ])
    }

    @Test("A container mixed with any other kind becomes @SmartAny var x: Any?")
    func incompatibleKinds() throws {
        #expect(
            try body(#"[{"a": {"x": 1}, "b": [1], "c": "s"}, {"a": 1, "b": {"y": 2}, "c": [2]}]"#) == [
                "    // Mixed kinds in the samples (number, object): read as Any.",
                "    @SmartAny var a: Any?",
                "    // Mixed kinds in the samples (array, object): read as Any.",
                "    @SmartAny var b: Any?",
                "    // Mixed kinds in the samples (string, array): read as Any.",
                "    @SmartAny var c: Any?",
            ])
    }

    @Test("A key that is null in every sample becomes @SmartAny var x: Any?")
    func alwaysNull() throws {
        #expect(
            try body(#"{"a": null}"#, #"{"a": null}"#) == [
                "    // Null in every sample: the type is unknown.",
                "    @SmartAny var a: Any?",
            ])
    }

    @Test("Objects at the same position merge: every key, optional unless in all of them")
    func objectsMerge() throws {
        let source = try ModelerTestSupport.generate(
            #"{"items": [{"id": 1, "name": "a"}, {"id": 2, "price": 3.5}, {"id": 3, "name": null}]}"#)
        #expect(ModelerTestSupport.typeNames(in: source) == ["Root", "Item"])
        #expect(
            ModelerTestSupport.properties(of: "Item", in: source) == [
                "    var id: Int = 0",
                "    var name: String?",
                "    var price: Double?",
            ])
    }

    @Test("Nested objects in different samples merge into one type")
    func nestedObjectsMergeAcrossSamples() throws {
        let source = try ModelerTestSupport.generate(samples: [
            #"{"user": {"id": 1}}"#, #"{"user": {"id": 2, "nick": "b"}}"#,
        ])
        #expect(
            ModelerTestSupport.properties(of: "User", in: source) == ["    var id: Int = 0", "    var nick: String?"])
    }

    @Test("A nested object missing somewhere is an optional model; present everywhere it gets Type()")
    func optionalModels() throws {
        #expect(
            try properties(#"[{"a": {"x": 1}, "b": {"y": 1}}, {"b": {"y": 2}}]"#) == [
                "    var a: A?",
                "    var b: B = B()",
            ])
    }

    @Test("Array element types come from every element of every array")
    func arrayElements() throws {
        #expect(
            try properties(#"{"a": [1, 2], "b": [[1, 2], [3]], "c": ["x"]}"#, #"{"a": [], "b": [], "c": []}"#) == [
                "    var a: [Int] = []",
                "    var b: [[Int]] = []",
                "    var c: [String] = []",
            ])
    }

    @Test("null elements give optional elements")
    func optionalElements() throws {
        #expect(
            try properties(#"{"a": [1, null], "b": [[1, null]], "c": [{"x": 1}, null]}"#) == [
                "    var a: [Int?] = []",
                "    var b: [[Int?]] = []",
                "    var c: [CItem?] = []",
            ])
    }

    @Test("An array empty in every sample becomes @SmartAny var x: [Any] = [] with a comment")
    func alwaysEmptyArrays() throws {
        #expect(
            try body(#"{"a": [], "b": [null], "c": [[], []]}"#, #"{"a": []}"#) == [
                "    // Empty in every sample: the element type is unknown.",
                "    @SmartAny var a: [Any] = []",
                "    // Only null elements in the samples: the element type is unknown.",
                "    @SmartAny var b: [Any] = []",
                "    // Inner arrays with no single element type in the samples: read as [Any].",
                "    @SmartAny var c: [Any] = []",
            ])
    }

    @Test("Mixed element kinds: scalars read as [String], containers as [Any]")
    func mixedElements() throws {
        #expect(
            try body(#"{"a": [1, "x"], "b": [1, [2]], "c": [{}, {}]}"#) == [
                "    // Elements of mixed kinds in the samples (number, string): numbers are read as text.",
                "    var a: [String] = []",
                "    // Elements of mixed kinds in the samples (number, array): read as [Any].",
                "    @SmartAny var b: [Any] = []",
                "    // Elements are objects with unknown members in the samples: read as [Any].",
                "    @SmartAny var c: [Any] = []",
            ])
    }

    @Test("An object empty in every sample becomes @SmartAny var x: [String: Any] = [:]")
    func emptyObjects() throws {
        #expect(
            try body(#"{"a": {}}"#, #"{"a": {}}"#) == [
                "    // Empty in every sample: the members are unknown.",
                "    @SmartAny var a: [String: Any] = [:]",
            ])
    }

    @Test("Objects keyed by ids become dictionaries, their values typed by the same rules")
    func idKeyedObjects() throws {
        let source = try ModelerTestSupport.generate(
            #"{"names": {"1": "a", "22": "b"}, "events": {"100": {"id": 100}, "200": {"id": 200, "logo": "x"}}, "ids": {"7": [1, 2]}, "mixed": {"1": 1, "2": {}}, "one": {"1": null, "2": 5}}"#
        )
        #expect(
            ModelerTestSupport.body(of: "Root", in: source) == [
                "    var names: [String: String] = [:]",
                "    var events: [String: Event] = [:]",
                "    var ids: [String: [Int]] = [:]",
                "    // Keyed by ids, with values of no single type in the samples: read as [String: Any].",
                "    @SmartAny var mixed: [String: Any] = [:]",
                "    var one: [String: Int?] = [:]",
            ])
        #expect(
            ModelerTestSupport.properties(of: "Event", in: source) == ["    var id: Int = 0", "    var logo: String?"])
    }

    @Test("Objects with some key that is not an id stay models")
    func notIdKeyed() throws {
        let source = try ModelerTestSupport.generate(samples: [#"{"a": {"1": 1}}"#, #"{"a": {"x1": 2}}"#])
        #expect(
            ModelerTestSupport.properties(of: "A", in: source) == [
                "    var _1: Int?",
                "    var x1: Int?",
            ])
    }

    @Test("Properties keep the order keys were first seen in")
    func firstSeenOrder() throws {
        #expect(
            try properties(#"[{"b": 1, "a": 1}, {"c": 1, "a": 1, "d": 1}]"#) == [
                "    var b: Int?",
                "    var a: Int = 0",
                "    var c: Int?",
                "    var d: Int?",
            ])
    }

    @Test("A repeated key counts once, with its last value, as the decoder reads it")
    func repeatedKeys() throws {
        #expect(try properties(#"{"a": "x", "a": 1}"#) == ["    var a: Int = 0"])
    }

    @Test("--optional-all: every property optional except the @SmartAny forms")
    func optionalAll() throws {
        let options = ModelerOptions(optionalAll: true)
        #expect(
            try properties(#"{"a": 1, "b": {"c": true}, "d": [1], "e": [], "f": null}"#, options: options) == [
                "    var a: Int?",
                "    var b: B?",
                "    var d: [Int]?",
                "    @SmartAny var e: [Any] = []",
                "    @SmartAny var f: Any?",
            ])
    }

    @Test("--dates: only string properties whose every value is an ISO 8601 date-time")
    func dateDetection() throws {
        let options = ModelerOptions(detectsDates: true)
        let lines = try properties(
            #"{"a": "2024-01-02T03:04:05Z", "b": "2024-01-02T03:04:05.250+01:00", "c": "2024-01-02T03:04:05", "d": "2024-01-02", "e": "2024-01-02T03:04:05Z", "f": ["2024-01-02T03:04:05Z"]}"#,
            #"{"a": null, "e": "soon"}"#, options: options)
        #expect(
            lines == [
                "    var a: Date?",
                "    var b: Date?",
                "    var c: String?",
                "    var d: String?",
                "    var e: String = \"\"",
                "    var f: [String]?",
            ])
    }

    @Test("Without --dates, date strings stay String")
    func datesOffByDefault() throws {
        #expect(try properties(#"{"a": "2024-01-02T03:04:05Z"}"#) == ["    var a: String = \"\""])
    }

    @Test("Top-level arrays: non-object elements are skipped, objects merged")
    func topLevelArrayElements() throws {
        #expect(try properties(#"[{"a": 1}, null, 5, {"a": 2, "b": 1}]"#) == ["    var a: Int = 0", "    var b: Int?"])
    }
}
