import Foundation
import SmartCore
import Testing

/// Issue 16: the models of a JSON array or JSON Lines stream, one element at a time, with
/// the tolerance and the reports of `[Model].deserialize`.
@Suite("Stream decoding")
struct StreamDecodingTests {
    typealias Item = StreamTestSupport.Item

    static let messyArray = """
        [
          {"id": 1, "name": "one", "tags": ["a"], "score": 1.5},
          {"id": "2", "name": null, "tags": "[\\"b\\", \\"c\\"]"},
          42,
          null,
          {"id": 5, "score": "7.25", "extra": {"deep": [1, 2, 3]}},
          "{\\"id\\": 6, \\"name\\": \\"six\\"}"
        ]
        """

    @Test func arrayElementsEqualTheWholeDocumentDecode() throws {
        let (whole, wholeReports) = SmartDiagnostics.collect { [Item].deserialize(from: Self.messyArray) }
        let expected = try #require(whole)
        let (models, issues) = StreamTestSupport.decode(Self.messyArray)
        #expect(models == expected)
        #expect(models.count == 6)
        #expect(models[0] == Item(id: 1, name: "one", tags: ["a"], score: 1.5))
        #expect(models[1] == Item(id: 2, name: "unnamed", tags: ["b", "c"], score: 0))
        #expect(models[2] == Item())
        #expect(models[3] == Item())
        #expect(models[4] == Item(id: 5, name: "unnamed", tags: [], score: 7.25))
        #expect(models[5] == Item(id: 6, name: "six", tags: [], score: 0))
        // The same issues, with the same paths, in the same order.
        #expect(issues == wholeReports.flatMap(\.issues))
        #expect(
            issues.contains {
                $0.location == "[2]" && $0.problem == .typeMismatch(found: .number)
                    && $0.resolution == .substitutedElement
            })
        #expect(issues.contains { $0.location == "[3]" && $0.problem == .null && $0.resolution == .substitutedElement })
        #expect(issues.contains { $0.location == "[1].name" && $0.problem == .null })
        #expect(issues.allSatisfy { $0.rootType == "Array<Item>" })
    }

    @Test func jsonLinesElementsAreNamedByTheirLine() {
        let text = """
            {"id": 1, "name": "one"}

            {"id": "2", "name": 7}
            {"id": 3, "tags": null}
            """
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [1, 2, 3])
        #expect(models[1].name == "7")
        #expect(
            StreamTestSupport.summary(issues) == [
                "line 1.tags missingKey initializerValue",
                "line 1.score missingKey initializerValue",
                "line 3.id typeMismatch(found: SmartCore.SmartJSONValue.Kind.string) converted",
                "line 3.name typeMismatch(found: SmartCore.SmartJSONValue.Kind.number) converted",
                "line 3.tags missingKey initializerValue",
                "line 3.score missingKey initializerValue",
                "line 4.name missingKey initializerValue",
                "line 4.tags null initializerValue",
                "line 4.score missingKey initializerValue",
            ])
    }

    @Test func eachElementIsReportedOnItsOwn() {
        let text =
            #"[{"id": 1, "name": "a", "tags": [], "score": 0}, {"id": "x"}, {"id": 3, "name": "c", "tags": [], "score": 1}]"#
        let (_, reports) = SmartDiagnostics.collect { Array([Item].deserializeElements(from: text)) }
        // Clean elements deliver nothing; the damaged one delivers one report of its own.
        #expect(reports.count == 1)
        #expect(reports.first?.issues.allSatisfy { $0.path.first?.index == 1 } == true)
        #expect(reports.first?.rootType == "Array<Item>")
        #expect(reports.first?.succeeded == true)
    }

    @Test func theFormatIsDetectedFromTheFirstByte() {
        let lines = StreamTestSupport.decode("  \n\n{\"id\": 1}\n{\"id\": 2}\n")
        #expect(lines.models.map(\.id) == [1, 2])
        #expect(lines.issues.first?.location == "line 3.name")
        let array = StreamTestSupport.decode("\n\n  [{\"id\": 1}, {\"id\": 2}]\n")
        #expect(array.models.map(\.id) == [1, 2])
        #expect(array.issues.first?.location == "[0].name")
    }

    @Test func anExplicitFormatIsHeldTo() {
        // Read as JSON Lines, an array on one line is one element, not a model.
        let lines = StreamTestSupport.decode(#"[{"id": 1}]"#, format: .jsonLines)
        #expect(lines.models == [Item()])
        #expect(lines.issues.first?.problem == .typeMismatch(found: .array))
        // Read as an array, JSON Lines is not one.
        let array = StreamTestSupport.decode("{\"id\": 1}\n{\"id\": 2}\n", format: .jsonArray)
        #expect(array.models.isEmpty)
        #expect(array.issues.count == 1)
        #expect(array.issues.first?.resolution == .failed)
        guard case .invalidInput(let reason)? = array.issues.first?.problem else {
            Issue.record("expected invalidInput, got \(String(describing: array.issues.first))")
            return
        }
        #expect(reason.contains("does not start with '['"))
        #expect(reason.contains("line 1, column 1"))
    }

    @Test(arguments: ["", "   ", "\n\n\r\n", "[]", "[ \n ]", "\u{FEFF}", "\u{FEFF}[]", "\u{FEFF}\n"])
    func emptyStreamsHaveNoElementsAndNoIssues(_ text: String) {
        for format in [SmartStreamFormat.automatic, .jsonArray, .jsonLines]
        where !(format == .jsonLines && text.contains("[")) {
            let (models, issues) = StreamTestSupport.decode(text, format: format)
            #expect(models.isEmpty, "\(format) \(text.debugDescription)")
            #expect(issues.isEmpty, "\(format) \(text.debugDescription)")
        }
    }

    @Test func aByteOrderMarkIsSkipped() {
        #expect(StreamTestSupport.decode("\u{FEFF}[{\"id\": 7}]").models.map(\.id) == [7])
        #expect(StreamTestSupport.decode("\u{FEFF}{\"id\": 8}\n").models.map(\.id) == [8])
    }

    @Test func windowsLineEndingsAreLineEnds() {
        let (models, issues) = StreamTestSupport.decode("{\"id\": 1}\r\n{\"id\": 2}\r\n\r\n{\"id\": oops}\r\n")
        #expect(models.map(\.id) == [1, 2])
        #expect(
            issues.last?.problem
                == .malformedElement(
                    line: 4, column: 8,
                    reason:
                        "Expected a value, found 'o'. Text must be in double quotes; the only bare words are true, false and null."
                ))
    }

    @Test func aTrailingCommaIsAcceptedAndReported() {
        let (models, issues) = StreamTestSupport.decode("[\n  {\"id\": 1, \"tags\": [\"a\",],},\n  {\"id\": 2},\n]")
        #expect(models.map(\.id) == [1, 2])
        #expect(models[0].tags == ["a"])
        let commas = issues.filter { if case .trailingComma = $0.problem { return true } else { return false } }
        #expect(
            commas.map(\.problem) == [
                .trailingComma(line: 2, column: 25), .trailingComma(line: 2, column: 27),
                .trailingComma(line: 3, column: 12),
            ])
        #expect(commas.map(\.location) == ["[0]", "[0]", ""])
    }

    @Test func textAfterTheArrayIsReportedAndNotRead() {
        let (models, issues) = StreamTestSupport.decode("[{\"id\": 1}]\n[{\"id\": 2}]")
        #expect(models.map(\.id) == [1])
        let last = issues.last
        #expect(last?.resolution == .failed)
        guard case .invalidInput(let reason)? = last?.problem else {
            Issue.record("expected invalidInput, got \(String(describing: last))")
            return
        }
        #expect(reason.contains("goes on after the array's closing ']'"))
        #expect(reason.contains("line 2, column 1"))
    }

    @Test func optionsApplyToEveryElement() {
        let text = "{\"item_id\": 1, \"display_name\": \"a\"}\n{\"item_id\": 2}\n"
        struct Snake: SmartCodable, Equatable {
            var itemId = 0
            var displayName = ""
        }
        let models = Array([Snake].deserializeElements(from: text, options: [.key(.fromSnakeCase)]))
        #expect(models == [Snake(itemId: 1, displayName: "a"), Snake(itemId: 2, displayName: "")])
    }

    @Test func iteratingAgainReadsDataFromTheStart() {
        let elements = [Item].deserializeElements(from: #"[{"id": 1}, {"id": 2}]"#)
        #expect(Array(elements).map(\.id) == [1, 2])
        #expect(Array(elements).map(\.id) == [1, 2])
        var iterator = elements.makeIterator()
        #expect(iterator.next()?.id == 1)
        #expect(iterator.next()?.id == 2)
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }

    @Test func didFinishMappingRunsForEachElement() {
        struct Counted: SmartCodable {
            var id = 0
            var finished = false
            mutating func didFinishMapping() { finished = true }
        }
        let models = Array([Counted].deserializeElements(from: "{\"id\": 1}\n7\n"))
        #expect(models.map(\.finished) == [true, true])
    }

    @Test func nestingIsLimitedPerElement() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let text = "[{\"id\": 1, \"tags\": \(deep)}, {\"id\": 2}]"
        let (models, issues) = StreamTestSupport.decode(text)
        #expect(models.map(\.id) == [2])
        #expect(issues.first?.location == "[0]")
        if case .malformedElement(_, _, let reason)? = issues.first?.problem {
            #expect(reason.contains("deep"))
        } else {
            Issue.record("expected a malformed element, got \(String(describing: issues.first))")
        }
    }

    @Test func eachElementHasTheWholeDepthBudget() throws {
        struct Holder: SmartCodable {
            var value: SmartJSONValue = .null
        }
        let deep = String(repeating: "[", count: 400) + "1" + String(repeating: "]", count: 400)
        let (models, reports) = SmartDiagnostics.collect {
            Array([Holder].deserializeElements(from: "{\"value\": \(deep)}\n{\"value\": \(deep)}\n"))
        }
        #expect(models.count == 2)
        for model in models {
            var depth = 0
            var value = model.value
            while case .array(let elements) = value, let first = elements.first {
                depth += 1
                value = first
            }
            #expect(depth == 400)
            #expect(value == 1)
        }
        #expect(reports.isEmpty)
    }
}
