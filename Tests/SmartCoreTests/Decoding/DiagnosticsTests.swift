import Foundation
import SmartCore
import Testing

/// The issues a decode reports: one report per top-level call, every patched field in it.
@Suite("Diagnostics")
struct DiagnosticsTests {
    enum Sex: String, SmartCaseDefaultable { case man, woman }

    struct DiagSub: SmartCodable {
        var name: String = ""
        var age: Int = 0
    }

    struct DiagItem: SmartCodable {
        var id: Int = 0
        var title: String = ""
        var sub: DiagSub?
    }

    struct DiagRoot: SmartCodable {
        var a: Int = 0
        var b: String = ""
        var opt: Int?
        var sex: Sex = .man
        var sub: DiagSub = DiagSub()
        var items: [DiagItem] = []
        var ints: [Int] = []
    }

    static let messy = #"""
        {"a": "1", "b": null, "sex": "xx", "sub": {"name": 5},
         "items": [{"id": "2", "title": 3, "sub": {"name": "n", "age": "x"}}, {"id": 4}],
         "ints": [1, "x"]}
        """#

    /// Every issue of a model with nested models and arrays, with all its fields.
    @Test func issuesAreCompleteAndCorrect() throws {
        let (model, reports) = SmartDiagnostics.collect { DiagRoot.deserialize(from: Self.messy) }
        let root = try #require(model)
        #expect(root.a == 1)
        #expect(root.items.count == 2)
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.rootType == "DiagRoot")
        #expect(report.succeeded)

        let items = SmartDecodingIssue.PathComponent(key: "items", typeName: "Array<DiagItem>")
        let item0 = SmartDecodingIssue.PathComponent(index: 0, typeName: "DiagItem")
        let item1 = SmartDecodingIssue.PathComponent(index: 1, typeName: "DiagItem")
        func issue(
            _ path: [SmartDecodingIssue.PathComponent], _ model: String, _ field: String, _ expected: String,
            _ problem: SmartDecodingIssue.Problem, _ resolution: SmartDecodingIssue.Resolution
        ) -> SmartDecodingIssue {
            SmartDecodingIssue(
                rootType: "DiagRoot", path: path, modelType: model, field: field, expectedType: expected,
                problem: problem, resolution: resolution)
        }
        let expected: [SmartDecodingIssue] = [
            issue([], "DiagRoot", "a", "Int", .typeMismatch(found: .string), .converted),
            issue([], "DiagRoot", "b", "String", .null, .initializerValue),
            issue([], "DiagRoot", "sex", "Sex", .typeMismatch(found: .string), .initializerValue),
            issue(
                [.init(key: "sub", typeName: "DiagSub")], "DiagSub", "name", "String", .typeMismatch(found: .number),
                .converted),
            issue([.init(key: "sub", typeName: "DiagSub")], "DiagSub", "age", "Int", .missingKey, .initializerValue),
            issue([items, item0], "DiagItem", "id", "Int", .typeMismatch(found: .string), .converted),
            issue([items, item0], "DiagItem", "title", "String", .typeMismatch(found: .number), .converted),
            issue(
                [items, item0, .init(key: "sub", typeName: "DiagSub")], "DiagSub", "age", "Int",
                .typeMismatch(found: .string), .initializerValue),
            issue([items, item1], "DiagItem", "title", "String", .missingKey, .initializerValue),
            issue([], "DiagRoot", "ints", "Array<Int>", .typeMismatch(found: .array), .initializerValue),
        ]
        #expect(report.issues == expected)
        #expect(
            report.issues.map(\.location) == [
                "a", "b", "sex", "sub.name", "sub.age", "items[0].id", "items[0].title", "items[0].sub.age",
                "items[1].title", "ints",
            ])
    }

    @Test func cleanInputHasNoIssues() throws {
        let json =
            #"{"a": 1, "b": "x", "opt": 2, "sex": "woman", "sub": {"name": "n", "age": 3}, "items": [{"id": 1, "title": "t"}], "ints": [1]}"#
        let (model, reports) = SmartDiagnostics.collect { DiagRoot.deserialize(from: json) }
        #expect(model != nil)
        #expect(reports.count == 1)
        #expect(reports.first?.issues == [])
        #expect(reports.first?.succeeded == true)
        #expect(reports.first?.rootType == "DiagRoot")
    }

    /// Missing optional keys are not reported; null optionals are.
    @Test func missingOptionalKeysAreNotReported() throws {
        struct Optionals: SmartCodable {
            var a: Int?
            var b: String?
            var c: DiagSub?
            var d: [Int]?
        }
        let (_, missing) = try decodeWithIssues(Optionals.self, from: "{}")
        #expect(missing == [])
        let (_, nulls) = try decodeWithIssues(Optionals.self, from: #"{"a": null, "c": null}"#)
        #expect(nulls.map(\.field) == ["a", "c"])
        #expect(nulls.map(\.problem) == [.null, .null])
        #expect(nulls.map(\.resolution) == [.nilValue, .nilValue])
        #expect(nulls.map(\.expectedType) == ["Int", "DiagSub"])
    }

    /// A non-optional missing key is reported, with the fallback kind.
    @Test func missingNonOptionalKeysAreReported() throws {
        let (_, found) = try decodeWithIssues(DiagSub.self, from: "{}")
        #expect(found.map(\.field) == ["name", "age"])
        #expect(found.map(\.problem) == [.missingKey, .missingKey])
        #expect(found.map(\.resolution) == [.initializerValue, .initializerValue])
        #expect(found.map(\.modelType) == ["DiagSub", "DiagSub"])
    }

    @Test(arguments: [
        (#"{"a": "12"}"#, "Int", SmartJSONValue.Kind.string),
        (#"{"b": 12}"#, "String", .number),
        (#"{"b": true}"#, "String", .bool),
        (#"{"opt": "3"}"#, "Int", .string),
    ])
    func conversionsAreReportedAsConvertedMismatches(json: String, expectedType: String, found: SmartJSONValue.Kind)
        throws
    {
        let (model, issues) = try decodeWithIssues(DiagRoot.self, from: json)
        #expect(model != nil)
        // Other keys are missing; pick the one issue that is a mismatch.
        let mismatches = issues.filter { $0.problem != .missingKey }
        #expect(mismatches.count == 1)
        #expect(mismatches.first?.problem == .typeMismatch(found: found))
        #expect(mismatches.first?.resolution == .converted)
        #expect(mismatches.first?.expectedType == expectedType)
    }

    @Test func optionalMismatchResolvesToNil() throws {
        let (_, issues) = try decodeWithIssues(
            DiagRoot.self,
            from:
                #"{"opt": "x", "a": 1, "b": "", "sex": "man", "sub": {"name": "", "age": 1}, "items": [], "ints": []}"#)
        #expect(
            issues == [
                SmartDecodingIssue(
                    rootType: "DiagRoot", path: [], modelType: "DiagRoot", field: "opt", expectedType: "Int",
                    problem: .typeMismatch(found: .string), resolution: .nilValue)
            ])
    }

    @Test func zeroValueResolution() throws {
        struct Unfindable: SmartCodable {
            var value: Int = 5
            enum CodingKeys: String, CodingKey { case elsewhere }
            init() {}
            init(from decoder: any Decoder) throws {
                value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .elsewhere)
            }
            func encode(to encoder: any Encoder) throws {}
        }
        let (model, issues) = try decodeWithIssues(Unfindable.self, from: #"{"elsewhere": "x"}"#)
        #expect(model?.value == 0)
        #expect(issues.map(\.resolution) == [.zeroValue])
        #expect(issues.map(\.field) == ["elsewhere"])
    }

    @Test func transformerFailureIsReported() throws {
        struct AlwaysNil: ValueTransformable {
            func transformFromJSON(_ value: Any) -> DiagSub? { nil }
            func transformToJSON(_ value: DiagSub) -> String? { nil }
        }
        struct Holder: SmartCodable {
            var sub: DiagSub = DiagSub(name: "init")
            static func mappingForValue() -> [SmartValueTransformer]? { [CodingKeys.sub <--- AlwaysNil()] }
        }
        let (model, issues) = try decodeWithIssues(Holder.self, from: #"{"sub": {"name": "x"}}"#)
        #expect(model?.sub.name == "init")
        #expect(issues.map(\.problem) == [.transformFailed])
        #expect(issues.map(\.resolution) == [.initializerValue])
    }

    @Test func topLevelArraySubstitutionIsReported() throws {
        let (models, reports) = SmartDiagnostics.collect {
            [DiagSub].deserialize(from: #"[{"name": "a", "age": 1}, 5]"#)
        }
        #expect(models?.count == 2)
        let report = try #require(reports.first)
        #expect(report.rootType == "Array<DiagSub>")
        #expect(
            report.issues == [
                SmartDecodingIssue(
                    rootType: "Array<DiagSub>", path: [.init(index: 1, typeName: "DiagSub")], modelType: "DiagSub",
                    field: "", expectedType: "DiagSub", problem: .typeMismatch(found: .number),
                    resolution: .substitutedElement)
            ])
        #expect(report.issues.first?.location == "[1]")
    }

    @Test func issuesInsideTopLevelArrayElementsHaveIndexPaths() throws {
        let (_, reports) = SmartDiagnostics.collect {
            [DiagSub].deserialize(from: #"[{"name": "a", "age": 1}, {"name": "b", "age": "x"}]"#)
        }
        let issues = try #require(reports.first).issues
        #expect(issues.map(\.location) == ["[1].age"])
        #expect(issues.first?.path == [.init(index: 1, typeName: "DiagSub")])
        #expect(issues.first?.modelType == "DiagSub")
    }

    @Test func failedCallsAreReportedAsFailed() throws {
        let (model, reports) = SmartDiagnostics.collect { DiagRoot.deserialize(from: "{not json") }
        #expect(model == nil)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.succeeded == false)
        #expect(report.rootType == "DiagRoot")
        let issue = try #require(report.issues.first)
        #expect(report.issues.count == 1)
        if case .invalidInput = issue.problem {
        } else {
            Issue.record("expected .invalidInput, got \(issue.problem)")
        }
        #expect(issue.resolution == .failed)

        let (array, wrongKind) = SmartDiagnostics.collect { DiagRoot.deserialize(from: "[1]") }
        #expect(array == nil)
        #expect(wrongKind.first?.succeeded == false)
        // The spec leaves the wording open: a mismatch naming the array, or invalid input.
        let problem = try #require(wrongKind.first?.issues.first?.problem)
        switch problem {
        case .typeMismatch(found: .array), .invalidInput: break
        default: Issue.record("expected a top-level kind problem, got \(problem)")
        }
        #expect(wrongKind.first?.issues.map(\.resolution) == [.failed])
    }

    @Test func oneReportPerTopLevelCall() throws {
        let (_, reports) = SmartDiagnostics.collect {
            _ = DiagSub.deserialize(from: #"{"name": 1}"#)
            _ = DiagSub.deserialize(from: #"{"name": "x", "age": 2}"#)
            _ = [DiagSub].deserialize(from: #"[{"age": "3"}]"#)
        }
        #expect(reports.count == 3)
        #expect(reports.map(\.rootType) == ["DiagSub", "DiagSub", "Array<DiagSub>"])
        #expect(reports.map(\.issues.count) == [2, 0, 2])
    }

    @Test func innermostScopeCollects() throws {
        let (inner, outer) = SmartDiagnostics.collect { () -> [SmartDecodingReport] in
            _ = DiagSub.deserialize(from: #"{"name": "outer"}"#)
            let (_, inner) = SmartDiagnostics.collect { DiagSub.deserialize(from: #"{"name": "inner"}"#) }
            return inner
        }
        #expect(inner.count == 1)
        #expect(outer.count == 1)
    }

    @Test func logContextTravelsWithTheReport() throws {
        let (_, reports) = SmartDiagnostics.collect {
            DiagSub.deserialize(from: "{}", options: [.logContext(header: "H", footer: "F")])
        }
        #expect(reports.first?.header == "H")
        #expect(reports.first?.footer == "F")
    }

    /// Messages say which type was wanted and what was found; descriptions name the model (DI-11).
    @Test func messagesNameTheTypes() throws {
        let (_, issues) = try decodeWithIssues(DiagRoot.self, from: Self.messy)
        let a = try #require(issues.first)
        #expect(a.message.contains("Int"))
        #expect(a.message.contains("String"))
        #expect(a.description.contains("DiagRoot"))
        let missing = try #require(issues.first { $0.problem == .missingKey })
        #expect(missing.description.contains("DiagSub"))
        #expect(missing.description.contains("sub.age"))
    }
}
